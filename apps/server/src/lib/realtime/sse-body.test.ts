import { describe, expect, it } from "vitest";
import { createSseBody } from "./sse-body";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (chunk: Uint8Array | undefined) => new TextDecoder().decode(chunk);

describe("createSseBody", () => {
  it("hands the chunks over in order, each write resolving once its chunk is taken, and ends on close", async () => {
    const body = createSseBody();
    const reader = body.readable.getReader();
    let firstTaken = false;
    const first = body.write(bytes("a")).then(() => {
      firstTaken = true;
    });
    const second = body.write(bytes("b"));
    await Promise.resolve();
    expect(firstTaken).toBe(false);
    expect(text((await reader.read()).value)).toBe("a");
    await first;
    expect(firstTaken).toBe(true);
    expect(text((await reader.read()).value)).toBe("b");
    await second;
    // A reader waiting for the next chunk gets it when it is written.
    const waiting = reader.read();
    await body.write(bytes("c"));
    expect(text((await waiting).value)).toBe("c");
    body.close();
    expect((await reader.read()).done).toBe(true);
    await body.write(bytes("late"));
  });

  it("tells its listeners when the client goes away, and lets waiting writers go on", async () => {
    const body = createSseBody();
    const reader = body.readable.getReader();
    let aborted = 0;
    body.onAbort(() => {
      aborted += 1;
    });
    const pending = body.write(bytes("never read"));
    await reader.cancel();
    await pending;
    expect(aborted).toBe(1);
    await body.write(bytes("after"));
  });
});
