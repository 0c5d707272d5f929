import type { MiddlewareHandler } from "hono";
import { hasSessionCookie } from "../auth/guards";
import type { Clock } from "./clock";
import type { AppEnv } from "./context";

/** How long a public answer is reused: the directory may lag a change by this much for visitors. */
export const PUBLIC_READ_CACHE_MS = 1000;
const MAX_ENTRIES = 500;

interface CachedAnswer {
  at: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Headers that belong to one request, not to the answer: each reuse sends its own. */
const PER_REQUEST_HEADERS = new Set(["x-request-id"]);

function responseOf(answer: CachedAnswer, requestId: string | undefined): Response {
  const response = new Response(answer.body, { status: answer.status, headers: answer.headers });
  if (requestId) response.headers.set("X-Request-Id", requestId);
  return response;
}

/**
 * Answers anonymous requests for the same public read (same path and query) from one database read per
 * `ttlMs`, and requests that arrive while it runs wait for it instead of starting their own: a burst of
 * visitors costs one query. Only for routes whose answer is the same for every visitor; a request with
 * a session cookie always reads afresh, so a signed-in person sees their own changes at once. The list
 * already tells shared caches in front of the server that it may be reused for longer (s-maxage).
 */
export function cachePublicReads(
  clock: Clock,
  { ttlMs = PUBLIC_READ_CACHE_MS, maxEntries = MAX_ENTRIES } = {},
): MiddlewareHandler<AppEnv> {
  const answers = new Map<string, CachedAnswer>();
  const reading = new Map<string, Promise<CachedAnswer | undefined>>();

  return async (c, next) => {
    if (c.req.method !== "GET" || hasSessionCookie(c.req.header("cookie"))) return next();
    const url = new URL(c.req.url);
    const key = url.pathname + url.search;
    const cached = answers.get(key);
    if (cached && clock.now().getTime() - cached.at < ttlMs) {
      c.res = responseOf(cached, c.get("requestId"));
      return;
    }
    const running = reading.get(key);
    if (running) {
      const answer = await running;
      if (answer) {
        c.res = responseOf(answer, c.get("requestId"));
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
      if (c.res.status === 200) {
        answer = {
          at: clock.now().getTime(),
          status: c.res.status,
          headers: [...c.res.headers].filter(([name]) => !PER_REQUEST_HEADERS.has(name)),
          body: await c.res.arrayBuffer(),
        };
        answers.delete(key);
        answers.set(key, answer);
        // The oldest entry goes first: Map keeps insertion order.
        if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
        c.res = responseOf(answer, c.get("requestId"));
      }
    } finally {
      reading.delete(key);
      settle(answer);
    }
  };
}
