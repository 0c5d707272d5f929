import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { afterLoad } from "./after-load";

let readyState: DocumentReadyState;

beforeEach(() => {
  vi.useFakeTimers();
  readyState = "loading";
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function settledFlag(delayMs: number) {
  const state = { settled: false };
  void afterLoad(delayMs).then(() => {
    state.settled = true;
  });
  return state;
}

it("resolves the delay after the load event, not before it", async () => {
  const state = settledFlag(1000);
  await vi.advanceTimersByTimeAsync(5000);
  expect(state.settled).toBe(false);

  readyState = "complete";
  window.dispatchEvent(new Event("load"));
  await vi.advanceTimersByTimeAsync(999);
  expect(state.settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(state.settled).toBe(true);
});

it("counts the delay from now when the page has already loaded", async () => {
  readyState = "complete";
  const state = settledFlag(1000);
  await vi.advanceTimersByTimeAsync(999);
  expect(state.settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(state.settled).toBe(true);
});
