import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import { createManualClock } from "./clock";
import type { AppEnv } from "./context";
import { cachePublicReads, PUBLIC_READ_CACHE_MS } from "./public-read-cache";

/** An app whose one route counts its reads; `gate` holds the reads back until it is opened. */
function countingApp(status = 200) {
  const clock = createManualClock(new Date("2027-05-01T10:00:00Z"));
  let reads = 0;
  let open: () => void = () => {};
  let gate: Promise<void> | undefined;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.get("/list", cachePublicReads(clock), async (c) => {
    reads += 1;
    await gate;
    c.header("Cache-Control", "public, max-age=0");
    return c.json({ read: reads, search: c.req.query("search") ?? null }, status as 200);
  });
  return {
    app,
    clock,
    reads: () => reads,
    holdReads() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    releaseReads: () => open(),
  };
}

const SESSION = { Cookie: "hatchery.session_token=abc" };

describe("cachePublicReads", () => {
  it("answers visitors from one read until it is a second old", async () => {
    const { app, clock, reads } = countingApp();
    const first = await app.request("/list");
    expect(await first.json()).toEqual({ read: 1, search: null });
    clock.advance(PUBLIC_READ_CACHE_MS - 1);
    const second = await app.request("/list");
    expect(await second.json()).toEqual({ read: 1, search: null });
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0");
    expect(reads()).toBe(1);

    clock.advance(1);
    expect(await (await app.request("/list")).json()).toEqual({ read: 2, search: null });
  });

  it("gives every answer from the cache its own request's id", async () => {
    const { app, reads } = countingApp();
    const first = await app.request("/list", { headers: { "X-Request-Id": "first" } });
    const second = await app.request("/list", { headers: { "X-Request-Id": "second" } });
    expect(reads()).toBe(1);
    expect(first.headers.get("X-Request-Id")).toBe("first");
    expect(second.headers.get("X-Request-Id")).toBe("second");
  });

  it("keeps each query apart", async () => {
    const { app, reads } = countingApp();
    expect(await (await app.request("/list?search=lab")).json()).toEqual({ read: 1, search: "lab" });
    expect(await (await app.request("/list?search=hub")).json()).toEqual({ read: 2, search: "hub" });
    expect(await (await app.request("/list?search=lab")).json()).toEqual({ read: 1, search: "lab" });
    expect(reads()).toBe(2);
  });

  it("always reads afresh for a signed-in person, and does not keep their answer", async () => {
    const { app, reads } = countingApp();
    await app.request("/list", { headers: SESSION });
    await app.request("/list", { headers: SESSION });
    expect(reads()).toBe(2);
    expect(await (await app.request("/list")).json()).toEqual({ read: 3, search: null });
  });

  it("makes visitors who arrive during a read wait for it instead of reading again", async () => {
    const { app, reads, holdReads, releaseReads } = countingApp();
    holdReads();
    const answers = [app.request("/list"), app.request("/list"), app.request("/list")];
    await new Promise((resolve) => setTimeout(resolve, 10));
    releaseReads();
    const bodies = await Promise.all((await Promise.all(answers)).map((answer) => answer.json()));
    expect(bodies).toEqual([1, 1, 1].map((read) => ({ read, search: null })));
    expect(reads()).toBe(1);
  });

  it("does not keep an answer other than 200", async () => {
    const { app, reads } = countingApp(503);
    expect((await app.request("/list")).status).toBe(503);
    expect((await app.request("/list")).status).toBe(503);
    expect(reads()).toBe(2);
  });
});
