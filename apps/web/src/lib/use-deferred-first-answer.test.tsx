import { act, render, screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import { useDeferredFirstAnswer } from "./use-deferred-first-answer";

/** Each value the component rendered, in order. */
function renderLog() {
  const rendered: (string | undefined)[] = [];
  function Shown({ data }: { data: string | undefined }) {
    const shown = useDeferredFirstAnswer(data);
    rendered.push(shown);
    return <p>{shown ?? "placeholder"}</p>;
  }
  return { rendered, Shown };
}

it("holds the first answer back for one render, then shows it", async () => {
  const { rendered, Shown } = renderLog();
  const view = render(<Shown data={undefined} />);
  act(() => view.rerender(<Shown data="first" />));
  await waitFor(() => expect(screen.getByText("first")).toBeInTheDocument());
  // The answer's own render kept the placeholder; the deferred one showed the answer.
  expect(rendered.slice(0, 2)).toEqual([undefined, undefined]);
  expect(rendered.at(-1)).toBe("first");
});

it("shows every later answer in the render that brings it", async () => {
  const { rendered, Shown } = renderLog();
  const view = render(<Shown data="first" />);
  expect(screen.getByText("first")).toBeInTheDocument();
  const before = rendered.length;
  act(() => view.rerender(<Shown data="second" />));
  expect(rendered[before]).toBe("second");
  expect(screen.getByText("second")).toBeInTheDocument();
  // No second, deferred render follows an update.
  expect(rendered.length).toBe(before + 1);
});

it("holds back the first answer of a new query after one that had none", async () => {
  const { rendered, Shown } = renderLog();
  const view = render(<Shown data="first" />);
  act(() => view.rerender(<Shown data={undefined} />));
  const before = rendered.length;
  act(() => view.rerender(<Shown data="other" />));
  expect(await screen.findByText("other")).toBeInTheDocument();
  expect(rendered.slice(before)).toContain(undefined);
});
