import pino from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startPeriodicTask } from "./periodic-task";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("startPeriodicTask", () => {
  it("runs on every tick, skipping ticks while a run is still going", async () => {
    const gate = deferred();
    const run = vi.fn(() => gate.promise);
    const task = startPeriodicTask({ name: "job", intervalMs: 100, logger: pino({ level: "silent" }), run });
    await vi.advanceTimersByTimeAsync(350);
    expect(run).toHaveBeenCalledTimes(1);
    gate.resolve();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
  });

  it("logs a failed run by name and tries again on the next tick", async () => {
    const logger = pino({ level: "silent" });
    const warn = vi.spyOn(logger, "warn");
    const run = vi.fn().mockRejectedValueOnce(new Error("database away")).mockResolvedValue(undefined);
    const task = startPeriodicTask({ name: "job", intervalMs: 100, logger, run });
    await vi.advanceTimersByTimeAsync(100);
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, "job failed");
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
  });

  it("stops ticking and waits for the run in progress", async () => {
    const gate = deferred();
    const run = vi.fn(() => gate.promise);
    const task = startPeriodicTask({ name: "job", intervalMs: 100, logger: pino({ level: "silent" }), run });
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = task.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    gate.resolve();
    await stopping;
    await vi.advanceTimersByTimeAsync(500);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs at once when asked, and once more after a run that was asked for again meanwhile", async () => {
    const gates = [deferred(), deferred()];
    let calls = 0;
    const run = vi.fn(() => gates[calls++]?.promise ?? Promise.resolve());
    const task = startPeriodicTask({
      name: "job",
      intervalMs: 60_000,
      logger: pino({ level: "silent" }),
      run,
    });
    task.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    task.runNow();
    task.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    gates[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    gates[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(2);
    await task.stop();
    task.runNow();
    expect(run).toHaveBeenCalledTimes(2);
  });
});
