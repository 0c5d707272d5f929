import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { keptWhileUnwritten, writeCountOf } from "../db/write-count";
import type { AppEnv } from "./context";
import { addressOf, type ReadyAnswer, readyAnswerOf, sendReady } from "./ready-answer";

/**
 * How long a signed-in person's answer is reused when nothing was written meanwhile: another
 * instance's change reaches this one's per-viewer answers within this time, as a visitor's list may lag.
 */
export const VIEWER_READ_REUSE_MS = 1000;
const MAX_ENTRIES = 5000;

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
  const answers = keptWhileUnwritten<ReadyAnswer>(writes, { ttlMs, maxEntries });
  const reading = new Map<string, { writes: number; answer: Promise<ReadyAnswer | undefined> }>();

  return async (c, next) => {
    const actor = c.get("actor");
    if (!writes || c.req.method !== "GET" || actor.kind !== "user") return next();
    const key = `${actor.userId} ${addressOf(c)}`;
    const now = Date.now();
    const kept = answers.get(key, now);
    if (kept) {
      await sendReady(c, kept);
      return;
    }
    // A read of the same answer already running is as fresh as one started now when nothing has been
    // written since it started: wait for it (the person's many tabs, or a page asking twice).
    const running = reading.get(key);
    if (running && running.writes === writes.value()) {
      const answer = await running.answer;
      if (answer) {
        await sendReady(c, answer);
        return;
      }
    }
    const writesBefore = writes.value();
    let settle: (answer: ReadyAnswer | undefined) => void = () => {};
    const flight = {
      writes: writesBefore,
      answer: new Promise<ReadyAnswer | undefined>((resolve) => {
        settle = resolve;
      }),
    };
    reading.set(key, flight);
    let answer: ReadyAnswer | undefined;
    try {
      await next();
      if (c.res.status !== 200 || c.res.headers.has("Set-Cookie")) return;
      answer = await readyAnswerOf(c.res);
      // Kept only when nothing was written while it was read; never an answer renewing the session.
      answers.keep(key, answer, writesBefore, now);
      await sendReady(c, answer);
    } finally {
      if (reading.get(key) === flight) reading.delete(key);
      settle(answer);
    }
  };
}
