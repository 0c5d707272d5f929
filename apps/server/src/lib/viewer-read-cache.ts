import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { keptWhileUnwritten, writeCountOf } from "../db/write-count";
import type { AppEnv } from "./context";

/**
 * How long a signed-in person's answer is reused when nothing was written meanwhile: another
 * instance's change reaches this one's per-viewer answers within this time, as a visitor's list may lag.
 */
export const VIEWER_READ_REUSE_MS = 1000;
const MAX_ENTRIES = 5000;

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Headers that belong to one request, not to the answer: each reuse sends its own. */
const PER_REQUEST_HEADERS = new Set(["x-request-id"]);

/**
 * Answers a signed-in person's repeated read (same person, path and query) from their own earlier
 * answer, for a list whose answer depends on who reads it (memberships, members-only teams). Placed
 * after the middleware that identifies the person; a visitor's request passes through untouched.
 *
 * An answer is reused only while this process has written nothing to the database since it was read
 * (db/write-count.ts) and for at most `VIEWER_READ_REUSE_MS`: a person's own change (joining, leaving,
 * posting) and anyone's change through this instance show at the next read, and one person's answer is
 * never another's, as the key holds the person's id. Without a write count nothing is kept.
 */
export function cacheViewerReads(
  db: Database,
  { ttlMs = VIEWER_READ_REUSE_MS, maxEntries = MAX_ENTRIES } = {},
): MiddlewareHandler<AppEnv> {
  const writes = writeCountOf(db);
  const answers = keptWhileUnwritten<KeptAnswer>(writes, { ttlMs, maxEntries });
  const reading = new Map<string, { writes: number; answer: Promise<KeptAnswer | undefined> }>();
  const responseOf = (answer: KeptAnswer, requestId: string | undefined) => {
    const response = new Response(answer.body, { status: answer.status, headers: answer.headers });
    if (requestId) response.headers.set("X-Request-Id", requestId);
    return response;
  };

  return async (c, next) => {
    const actor = c.get("actor");
    if (!writes || c.req.method !== "GET" || actor.kind !== "user") return next();
    const url = new URL(c.req.url);
    const key = `${actor.userId} ${url.pathname}${url.search}`;
    const now = Date.now();
    const kept = answers.get(key, now);
    if (kept) {
      c.res = responseOf(kept, c.get("requestId"));
      return;
    }
    // A read of the same answer already running is as fresh as one started now when nothing has been
    // written since it started: wait for it (the person's many tabs, or a page asking twice).
    const running = reading.get(key);
    if (running && running.writes === writes.value()) {
      const answer = await running.answer;
      if (answer) {
        c.res = responseOf(answer, c.get("requestId"));
        return;
      }
    }
    const writesBefore = writes.value();
    let settle: (answer: KeptAnswer | undefined) => void = () => {};
    const flight = {
      writes: writesBefore,
      answer: new Promise<KeptAnswer | undefined>((resolve) => {
        settle = resolve;
      }),
    };
    reading.set(key, flight);
    let answer: KeptAnswer | undefined;
    try {
      await next();
      if (c.res.status !== 200 || c.res.headers.has("Set-Cookie")) return;
      answer = {
        status: c.res.status,
        headers: [...c.res.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name)),
        body: await c.res.arrayBuffer(),
      };
      // Kept only when nothing was written while it was read; never an answer renewing the session.
      answers.keep(key, answer, writesBefore, now);
      c.res = responseOf(answer, c.get("requestId"));
    } finally {
      if (reading.get(key) === flight) reading.delete(key);
      settle(answer);
    }
  };
}
