import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { intlWarmedUp } from "./intl-warm-up";

/** A stand-in for the browser's Worker that the test answers for. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  terminated = false;
  constructor(readonly address: string) {
    super();
    FakeWorker.started.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal("Worker", FakeWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Whether `promise` has settled, after the microtasks queued so far. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

it("waits for the worker's message, then stops the worker", async () => {
  const warmedUp = intlWarmedUp("/assets/intl-warm-up-a1.js");
  const [worker] = FakeWorker.started;
  expect(worker?.address).toBe("/assets/intl-warm-up-a1.js");
  expect(await settled(warmedUp)).toBe(false);

  worker?.dispatchEvent(new MessageEvent("message", { data: "warm" }));
  expect(await settled(warmedUp)).toBe(true);
  expect(worker?.terminated).toBe(true);
});

it("goes on when the worker fails", async () => {
  const warmedUp = intlWarmedUp("/assets/intl-warm-up-a1.js");
  FakeWorker.started[0]?.dispatchEvent(new Event("error"));
  expect(await settled(warmedUp)).toBe(true);
});

it("goes on after the wait when the worker never answers", async () => {
  vi.useFakeTimers();
  const warmedUp = intlWarmedUp("/assets/intl-warm-up-a1.js", 3000);
  vi.advanceTimersByTime(2999);
  expect(await settled(warmedUp)).toBe(false);
  vi.advanceTimersByTime(1);
  expect(await settled(warmedUp)).toBe(true);
  expect(FakeWorker.started[0]?.terminated).toBe(true);
});

it("starts nothing without an address or where the browser has no workers", async () => {
  expect(await settled(intlWarmedUp(undefined))).toBe(true);
  vi.stubGlobal("Worker", undefined);
  expect(await settled(intlWarmedUp("/assets/intl-warm-up-a1.js"))).toBe(true);
  expect(FakeWorker.started).toEqual([]);
});
