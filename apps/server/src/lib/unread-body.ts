import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";

function carriesBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  if (transferEncoding !== undefined) return true;
  return contentLength !== undefined && Number(contentLength) > 0;
}

/**
 * A refusal sent before the request's body was read to its end (413 over the limit, 415, a 429 counted
 * before reading, a 422 of the address) leaves the rest of the body on the socket, and Node does not
 * keep such a connection for another request. Saying `Connection: close` tells the client so, instead
 * of promising keep-alive and closing under its next request. A body read to its end (Hono's cache of
 * it) leaves a clean connection that stays open.
 */
export function closeConnectionOnUnreadBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400) return;
    if (!carriesBody(c.req.header("content-length"), c.req.header("transfer-encoding"))) return;
    if (Object.keys(c.req.bodyCache).length > 0) return;
    c.res.headers.set("Connection", "close");
  };
}
