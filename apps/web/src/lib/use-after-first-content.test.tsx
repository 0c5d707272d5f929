import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import {
  FIRST_CONTENT_WAIT_LIMIT_MS,
  type FirstContentWatch,
  firstContentWatch,
  useAfterFirstContent,
} from "./use-after-first-content";

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "requestIdleCallback"],
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Frame({ watch }: { watch: FirstContentWatch }) {
  return <p>{useAfterFirstContent(watch) ? "after the content" : "before the content"}</p>;
}

/** A page section whose read answers when the test says. */
function Section({ answer }: { answer: Promise<string> }) {
  const read = useQuery({ queryKey: ["section"], queryFn: () => answer });
  return <p>{read.data ?? "reading"}</p>;
}

function renderPage(watch: FirstContentWatch, answer: Promise<string>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Frame watch={watch} />
      <Section answer={answer} />
    </QueryClientProvider>,
  );
}

it("waits while the page reads, and for a quiet moment, a paint and an idle time after", async () => {
  let answer!: (text: string) => void;
  const watch = firstContentWatch();
  renderPage(
    watch,
    new Promise((resolve) => {
      answer = resolve;
    }),
  );
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(screen.getByText("before the content")).toBeInTheDocument();

  answer("the section");
  await act(() => vi.advanceTimersByTimeAsync(10));
  expect(screen.getByText("the section")).toBeInTheDocument();
  expect(screen.getByText("before the content")).toBeInTheDocument();

  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(screen.getByText("after the content")).toBeInTheDocument();
  expect(watch.settled()).toBe(true);
});

it("stops waiting at the limit when a read never answers", async () => {
  const watch = firstContentWatch();
  renderPage(watch, new Promise<string>(() => {}));
  await act(() => vi.advanceTimersByTimeAsync(FIRST_CONTENT_WAIT_LIMIT_MS - 10));
  expect(screen.getByText("before the content")).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(20));
  expect(screen.getByText("after the content")).toBeInTheDocument();
});

it("does not wait again once the first content has been drawn", async () => {
  const watch = firstContentWatch();
  const first = renderPage(watch, Promise.resolve("the section"));
  await act(() => vi.advanceTimersByTimeAsync(2000));
  expect(watch.settled()).toBe(true);
  first.unmount();

  renderPage(watch, new Promise<string>(() => {}));
  expect(screen.getByText("after the content")).toBeInTheDocument();
});

it("stops waiting at the limit when no frame is painted after the quiet moment (a tab opened in the background)", async () => {
  vi.spyOn(window, "requestAnimationFrame").mockImplementation(() => 0);
  const watch = firstContentWatch();
  renderPage(watch, Promise.resolve("the section"));
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(screen.getByText("before the content")).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(FIRST_CONTENT_WAIT_LIMIT_MS));
  expect(screen.getByText("after the content")).toBeInTheDocument();
});

it("tells each waiting part in a task of its own, and none that stopped waiting", async () => {
  const queryClient = new QueryClient();
  void queryClient.fetchQuery({ queryKey: ["never"], queryFn: () => new Promise(() => {}) });
  const watch = firstContentWatch();
  const told: string[] = [];
  watch.subscribe(() => told.push("header"), queryClient);
  const stopNavigation = watch.subscribe(() => told.push("navigation"), queryClient);
  watch.subscribe(() => told.push("realtime"), queryClient);
  vi.advanceTimersByTime(FIRST_CONTENT_WAIT_LIMIT_MS - 1);
  expect(told).toEqual([]);
  vi.advanceTimersToNextTimer();
  expect(told).toEqual(["header"]);
  stopNavigation();
  vi.advanceTimersToNextTimer();
  expect(told).toEqual(["header"]);
  vi.advanceTimersToNextTimer();
  expect(told).toEqual(["header", "realtime"]);
});
