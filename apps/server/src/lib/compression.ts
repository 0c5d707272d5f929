import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { replaceResponse } from "./replace-response";

/** The encodings the server sends, best first: brotli is about a fifth smaller than gzip for text. */
export const CONTENT_ENCODINGS = ["br", "gzip"] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** Below this the encoding header and the dictionary outweigh what compression saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The answers to the Accept-Encoding headers seen, which browsers send the same few of. */
const preferredByHeader = new Map<string, ContentEncoding | undefined>();
const MAX_REMEMBERED_HEADERS = 64;

/**
 * The encoding to answer with, from the request's Accept-Encoding: the one the client weighs highest,
 * brotli before gzip when it weighs them the same. Undefined when it accepts neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (preferredByHeader.has(acceptEncoding)) return preferredByHeader.get(acceptEncoding);
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((entry) => entry.type === "*")?.q ?? 0;
  let best: { encoding: ContentEncoding; q: number } | undefined;
  for (const encoding of CONTENT_ENCODINGS) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  // Bounded: a client sending ever new headers only costs the parse again.
  if (preferredByHeader.size < MAX_REMEMBERED_HEADERS) preferredByHeader.set(acceptEncoding, best?.encoding);
  return best?.encoding;
}

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType);
}

/** Adds Accept-Encoding to the Vary header: caches must keep one copy per encoding. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (
    vary === "*" ||
    vary
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes("accept-encoding")
  )
    return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Says the body is sent in `encoding`. A strong validator names bytes, so it gets the encoding's name,
 * as the built files' do; a weak one names the content, the same in every encoding.
 */
export function markEncoded(headers: Headers, encoding: ContentEncoding): void {
  headers.set("Content-Encoding", encoding);
  const etag = headers.get("ETag");
  if (etag?.startsWith('"')) headers.set("ETag", `${etag.slice(0, -1)}-${encoding}"`);
}

export function compressBody(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  // A middling brotli quality: per request, speed matters more than the last few percent.
  return encoding === "br"
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(body, { level: 6 });
}

/**
 * Whether an answer is one `compressResponses` encodes (and so varies on Accept-Encoding): built in
 * memory with a text type, not already encoded, not of a status without a body, not marked no-transform.
 * Answers that state their length are left alone: the built web app's files come precompressed from
 * the build, uploads are images, and an event stream is never buffered.
 */
export function isCompressedAnswer(status: number, headers: Headers): boolean {
  return (
    status !== 204 &&
    status !== 206 &&
    status !== 304 &&
    !headers.has("Content-Encoding") &&
    !headers.has("Content-Length") &&
    isCompressibleType(headers.get("Content-Type")) &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get("Cache-Control") ?? "")
  );
}

/**
 * Compresses the answers the app builds in memory (JSON, the HTML page, text) once they reach
 * `COMPRESSION_THRESHOLD_BYTES`, in the encoding the client prefers (see `isCompressedAnswer`). A kept
 * answer (lib/ready-answer.ts) comes with its length and encoding already chosen, made once per
 * encoding, and passes through.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { res } = c;
    const { headers } = res;
    // Cheap checks first: reading the body makes the server build a full response object.
    if (c.req.method === "HEAD" || !isCompressedAnswer(res.status, headers)) return;
    varyOnAcceptEncoding(headers);
    const encoding = preferredEncoding(c.req.header("Accept-Encoding"));
    if (!encoding || !res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const compressed = body.byteLength >= COMPRESSION_THRESHOLD_BYTES;
    const sent = compressed ? await compressBody(body, encoding) : body;
    if (compressed) markEncoded(headers, encoding);
    headers.set("Content-Length", String(sent.byteLength));
    replaceResponse(c, new Response(sent, { status: res.status, statusText: res.statusText, headers }));
  };
}
