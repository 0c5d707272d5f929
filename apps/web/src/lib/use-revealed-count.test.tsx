import { render, screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { useRevealedCount } from "./use-revealed-count";

function List({ total, first, step }: { total: number; first: number; step: number }) {
  const count = useRevealedCount(total, first, step);
  return (
    <ul>
      {Array.from({ length: count }, (_, index) => (
        // The items never change order.
        <li key={index}>Item {index + 1}</li>
      ))}
    </ul>
  );
}

it("renders the first items at once and the rest in later steps, all in the end", async () => {
  render(<List total={7} first={3} step={2} />);
  expect(screen.getAllByRole("listitem")).toHaveLength(3);
  await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(7));
  expect(screen.getByText("Item 7")).toBeInTheDocument();
});

it("renders a short list whole at once", () => {
  render(<List total={2} first={3} step={3} />);
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
});

it("renders items added once all were shown at once", async () => {
  const view = render(<List total={5} first={2} step={2} />);
  await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(5));
  view.rerender(<List total={9} first={2} step={2} />);
  expect(screen.getAllByRole("listitem")).toHaveLength(9);
});
