import type { Context } from "hono";

/**
 * Makes `response` the answer as it is. Hono's `c.res = …` over an answer already set copies that
 * answer's headers over the new one's and wraps the new body in a stream: the new Vary, ETag or length
 * would be lost, and the server could no longer write a body of bytes in one go.
 */
export function replaceResponse(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
