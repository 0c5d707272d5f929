import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { afterLoad } from "./after-load";

let readyState: DocumentReadyState;
let loadedAt: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
  // A page's clock has run for a while before any of this (a load event at 0 means "not yet").
  vi.advanceTimersByTime(10_000);
  readyState = "loading";
  loadedAt = 0;
  vi.spyOn(document, "readyState", "get").mockImplementation(() => readyState);
  vi.spyOn(performance, "getEntriesByType").mockImplementation(
    () => [{ loadEventEnd: loadedAt }] as unknown as PerformanceEntryList,
  );
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
  loadedAt = performance.now();
  await vi.advanceTimersByTimeAsync(999);
  expect(state.settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(state.settled).toBe(true);
});

it("counts the delay from the load event when the page has already loaded", async () => {
  readyState = "complete";
  loadedAt = performance.now();
  await vi.advanceTimersByTimeAsync(400);

  const state = settledFlag(1000);
  await vi.advanceTimersByTimeAsync(599);
  expect(state.settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(state.settled).toBe(true);
});
