import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CheckQuestions } from "./check-questions";

const questions = [
  { prompt: "Who do you ask first?", options: ["Friends", "Customers"] },
  { prompt: "When do you pitch?", options: ["Never in an interview", "At once"] },
];

describe("CheckQuestions", () => {
  it("sends every chosen option once all are answered, and forgets the verdicts when an answer changes", async () => {
    const onCheck = vi.fn();
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckQuestions
        questions={questions}
        results={undefined}
        checking={false}
        onCheck={onCheck}
        onChange={onChange}
        outcome={null}
        help="Answer every question."
      />,
    );
    const check = screen.getByRole("button", { name: "Check answers" });
    expect(check).toBeDisabled();
    expect(screen.getByText("Answer every question.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: "Customers" }));
    await userEvent.click(screen.getByRole("radio", { name: "Never in an interview" }));
    expect(onChange).toHaveBeenCalledTimes(2);
    await userEvent.click(check);
    expect(onCheck).toHaveBeenCalledWith([1, 0]);

    rerender(
      <CheckQuestions
        questions={questions}
        results={[
          { correct: true, explanation: "They live with the problem." },
          { correct: false, explanation: "An interview is for listening." },
        ]}
        checking={false}
        onCheck={onCheck}
        onChange={onChange}
        outcome={<p>Some answers are not right yet.</p>}
      />,
    );
    const [first, second] = screen.getAllByRole("group");
    expect(first).toHaveTextContent("Right. They live with the problem.");
    expect(second).toHaveTextContent("Not quite. An interview is for listening.");
    expect(screen.getByRole("status")).toHaveTextContent("Some answers are not right yet.");
  });

  it("says it is checking while the server answers", () => {
    render(
      <CheckQuestions
        questions={questions}
        results={undefined}
        checking
        onCheck={() => undefined}
        onChange={() => undefined}
        outcome={null}
      />,
    );
    expect(screen.getByRole("button", { name: "Checking…" })).toBeDisabled();
  });
});
