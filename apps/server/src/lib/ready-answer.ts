import type { Context } from "hono";
import {
  COMPRESSION_THRESHOLD_BYTES,
  type ContentEncoding,
  compressBody,
  isCompressedAnswer,
  markEncoded,
  preferredEncoding,
  varyOnAcceptEncoding,
} from "./compression";
import type { AppEnv } from "./context";
import { replaceResponse } from "./replace-response";

/**
 * An answer kept to be sent again (lib/public-read-cache.ts, lib/viewer-read-cache.ts), ready to send:
 * its body's bytes, and its compressed bytes per encoding, each made the first time a request asks for
 * that encoding. A reuse is then a lookup and a write: no new read of a body, no compression again.
 */
export interface ReadyAnswer {
  readonly status: number;
  /** The answer's own headers (never changed: each send copies them), without the request's own (its
   * id) and without the length and encoding each send sets. */
  readonly headers: [string, string][];
  readonly body: Uint8Array;
  /** Whether `compressResponses` would compress it, so each send varies on Accept-Encoding. */
  readonly varies: boolean;
  /** The compressed bodies made so far (a promise while one is being made, shared by its waiters). */
  readonly encoded: Map<ContentEncoding, Promise<Uint8Array>>;
}

/** Headers that belong to one request, not to the answer: each send of a kept answer has its own. */
const PER_REQUEST_HEADERS = new Set(["x-request-id"]);
/** Headers each send sets for the bytes it sends. */
const PER_SEND_HEADERS = new Set(["content-length", "content-encoding"]);

/**
 * The path and query a kept answer is kept under: the request's address past its origin, as it came
 * (no parsing it again on every reuse). Two spellings of one address are two entries, never one
 * entry for two addresses.
 */
export function addressOf(c: Context): string {
  const { url } = c.req;
  return url.slice(url.indexOf("/", url.indexOf("//") + 2));
}

/** The answer `response` gives, read to its end, to be sent again with `sendReady`. */
export async function readyAnswerOf(response: Response): Promise<ReadyAnswer> {
  const headers = [...response.headers].filter(
    ([name]) => !PER_REQUEST_HEADERS.has(name) && !PER_SEND_HEADERS.has(name),
  );
  const varies = isCompressedAnswer(response.status, response.headers);
  // An encoding the route chose itself stays with the bytes it names.
  const ownEncoding = response.headers.get("Content-Encoding");
  if (ownEncoding) headers.push(["content-encoding", ownEncoding]);
  return {
    status: response.status,
    headers,
    body: new Uint8Array(await response.arrayBuffer()),
    varies,
    encoded: new Map(),
  };
}

/** The body in `encoding`, compressed once for every request that asks for it. */
function encodedBody(answer: ReadyAnswer, encoding: ContentEncoding): Promise<Uint8Array> {
  let made = answer.encoded.get(encoding);
  if (!made) {
    made = compressBody(answer.body, encoding);
    answer.encoded.set(encoding, made);
    // A failed compression is tried again by the next request rather than kept.
    made.catch(() => answer.encoded.delete(encoding));
  }
  return made;
}

/**
 * Answers the request with a kept answer: in the encoding its Accept-Encoding prefers when
 * `compressResponses` would have compressed it (the same threshold, the same choice, the same Vary),
 * with its length stated, so that middleware passes it through, and with the request's own id.
 */
export async function sendReady(c: Context<AppEnv>, answer: ReadyAnswer): Promise<void> {
  const encoding =
    answer.varies && answer.body.byteLength >= COMPRESSION_THRESHOLD_BYTES
      ? preferredEncoding(c.req.header("Accept-Encoding"))
      : undefined;
  const body = encoding ? await encodedBody(answer, encoding) : answer.body;
  const response = new Response(body, { status: answer.status, headers: answer.headers });
  const { headers } = response;
  if (answer.varies) varyOnAcceptEncoding(headers);
  if (encoding) markEncoded(headers, encoding);
  headers.set("Content-Length", String(body.byteLength));
  const requestId = c.get("requestId");
  if (requestId) headers.set("X-Request-Id", requestId);
  replaceResponse(c, response);
}
