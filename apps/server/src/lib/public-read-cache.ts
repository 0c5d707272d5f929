import type { MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../auth/guards";
import type { Database } from "../db/client";
import { writeCountOf } from "../db/write-count";
import type { Clock } from "./clock";
import type { AppEnv } from "./context";
import { addressOf, type ReadyAnswer, readyAnswerOf, sendReady } from "./ready-answer";

/** How long a public answer is reused: the directory may lag a change by this much for visitors. */
export const PUBLIC_READ_CACHE_MS = 1000;
const MAX_ENTRIES = 500;

interface CachedAnswer {
  at: number;
  /** This process's write count when it was read (db/write-count.ts); undefined when not known. */
  writes: number | undefined;
  answer: ReadyAnswer;
}

/**
 * Answers anonymous requests for the same public read (same path and query) from one database read per
 * `ttlMs`, and requests that arrive while it runs wait for it instead of starting their own: a burst of
 * visitors costs one query. Only for routes whose answer is the same for every visitor; a request with
 * a session cookie reads afresh, so a signed-in person sees their own changes at once. The list
 * already tells shared caches in front of the server that it may be reused for longer (s-maxage).
 *
 * `sameForSignedIn`, the database, for a route whose answer is the same for a signed-in person too:
 * they are answered from the same read while this process has written nothing since it was made
 * (db/write-count.ts), so their own change still shows at once.
 */
export function cachePublicReads(
  clock: Clock,
  {
    ttlMs = PUBLIC_READ_CACHE_MS,
    maxEntries = MAX_ENTRIES,
    sameForSignedIn,
  }: { ttlMs?: number; maxEntries?: number; sameForSignedIn?: Database } = {},
): MiddlewareHandler<AppEnv> {
  const answers = new Map<string, CachedAnswer>();
  const reading = new Map<string, Promise<CachedAnswer | undefined>>();
  const writes = sameForSignedIn && writeCountOf(sameForSignedIn);

  return async (c, next) => {
    if (c.req.method !== "GET") return next();
    const signedIn = hasSessionCookie(c.req.header("cookie"));
    if (signedIn && !writes) return next();
    const key = addressOf(c);
    const cached = answers.get(key);
    const writesNow = writes?.value();
    if (
      cached &&
      clock.now().getTime() - cached.at < ttlMs &&
      (!signedIn || (cached.writes !== undefined && cached.writes === writesNow))
    ) {
      await sendReady(c, cached.answer);
      return;
    }
    const keep = async (): Promise<CachedAnswer | undefined> => {
      if (c.res.status !== 200) return undefined;
      const answer: CachedAnswer = {
        at: clock.now().getTime(),
        // Known only when nothing was written while it was read.
        writes: writes && writes.value() === writesNow ? writesNow : undefined,
        answer: await readyAnswerOf(c.res),
      };
      answers.delete(key);
      answers.set(key, answer);
      // The oldest entry goes first: Map keeps insertion order.
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
      await sendReady(c, answer.answer);
      return answer;
    };
    // A signed-in person waits for no visitor's read, which may have begun before their own change.
    if (signedIn) {
      await next();
      await keep();
      return;
    }
    const running = reading.get(key);
    if (running) {
      const answer = await running;
      if (answer) {
        await sendReady(c, answer.answer);
        return;
      }
      return next();
    }
    let settle: (answer: CachedAnswer | undefined) => void = () => {};
    reading.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    let answer: CachedAnswer | undefined;
    try {
      await next();
      answer = await keep();
    } finally {
      reading.delete(key);
      settle(answer);
    }
  };
}
