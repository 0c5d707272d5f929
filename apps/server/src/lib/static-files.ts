import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { getMimeType } from "hono/utils/mime";
import { type ContentEncoding, isCompressibleType, preferredEncoding } from "./compression";
import type { AppEnv } from "./context";

/** Vite puts every hashed build output under /assets: their names change whenever their content does. */
export const ASSETS_PREFIX = "/assets/";
const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** favicon, robots.txt, manifest: stable names, so browsers check back within the hour. */
const FILE_CACHE_CONTROL = "public, max-age=3600";
/**
 * The largest hashed file kept in memory once sent (the build's largest compressed chunk is under half a
 * megabyte; all of them together under one).
 */
const KEPT_ASSET_MAX_BYTES = 2 * 1024 * 1024;

interface StaticFile {
  fullPath: string;
  size: number;
  mtimeMs: number;
}

/**
 * The file a URL path names inside `root`, or undefined. Dotfiles and anything
 * that could climb out of `root` are never served.
 */
async function findStaticFile(root: string, pathname: string): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const segments = decoded.split("/").filter(Boolean);
  if (segments.length === 0 || segments.some((segment) => segment.startsWith("."))) return undefined;
  // The build's compressed copies are sent in place of their file (`precompressedVariant`), never by name.
  if (/\.(?:br|gz)$/.test(decoded)) return undefined;
  // index.html is only ever served with its nonce filled in, as a page.
  if (segments.length === 1 && segments[0] === "index.html") return undefined;
  const fullPath = path.join(root, ...segments);
  if (!fullPath.startsWith(root + path.sep)) return undefined;
  try {
    const info = await stat(fullPath);
    return info.isFile() ? { fullPath, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** The build's brotli or gzip copy of `file` (apps/web/precompress.ts) that the client accepts, if any. */
async function precompressedVariant(
  file: StaticFile,
  acceptEncoding: string | undefined,
): Promise<{ encoding: ContentEncoding; file: StaticFile } | undefined> {
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return undefined;
  const fullPath = `${file.fullPath}.${encoding === "br" ? "br" : "gz"}`;
  try {
    const info = await stat(fullPath);
    return info.isFile()
      ? { encoding, file: { fullPath, size: info.size, mtimeMs: info.mtimeMs } }
      : undefined;
  } catch {
    return undefined;
  }
}

/** What a static file's answer is made of. */
interface StaticAnswer {
  contentType: string;
  compressible: boolean;
  cacheControl: string;
  etag: string;
  encoding?: ContentEncoding;
  size: number;
}

function answer(
  c: Context<AppEnv>,
  sent: StaticAnswer,
  body: () => Uint8Array<ArrayBuffer> | ReadableStream,
): Response {
  c.header("Cache-Control", sent.cacheControl);
  c.header("ETag", sent.etag);
  if (sent.compressible) c.header("Vary", "Accept-Encoding");
  if (c.req.header("if-none-match") === sent.etag) return c.body(null, 304);
  c.header("Content-Type", sent.contentType);
  if (sent.encoding) c.header("Content-Encoding", sent.encoding);
  c.header("Content-Length", String(sent.size));
  if (c.req.method === "HEAD") return c.body(null, 200);
  return c.body(body(), 200);
}

/**
 * Serves the files of the build under `root` (the compressed copy the client accepts, when the build made
 * one), or answers undefined for a path that names none. A hashed file (under /assets) is kept in memory
 * once sent, in the encoding sent: its name changes whenever its content does, so it never goes stale, and
 * a first view asks for dozens of them at once, each of which cost two file lookups and a file stream
 * (about 2 ms of the server's CPU each, against 0.5 for a health check).
 */
export function staticFiles(root: string): (c: Context<AppEnv>) => Promise<Response | undefined> {
  const keptAssets = new Map<string, StaticAnswer & { body: Uint8Array<ArrayBuffer> }>();
  return async (c) => {
    const pathname = c.req.path;
    const acceptEncoding = c.req.header("accept-encoding");
    const keyOf = `${pathname} ${preferredEncoding(acceptEncoding) ?? ""}`;
    const kept = keptAssets.get(keyOf);
    if (kept) return answer(c, kept, () => kept.body);

    const file = await findStaticFile(root, pathname);
    if (!file) return undefined;
    const contentType = getMimeType(file.fullPath) ?? "application/octet-stream";
    const compressible = isCompressibleType(contentType);
    const variant = compressible ? await precompressedVariant(file, acceptEncoding) : undefined;
    const sent = variant?.file ?? file;
    const made: StaticAnswer = {
      contentType,
      compressible,
      cacheControl: pathname.startsWith(ASSETS_PREFIX) ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL,
      etag: `W/"${file.size.toString(16)}-${Math.trunc(file.mtimeMs).toString(16)}${variant ? `-${variant.encoding}` : ""}"`,
      encoding: variant?.encoding,
      size: sent.size,
    };
    if (pathname.startsWith(ASSETS_PREFIX) && sent.size <= KEPT_ASSET_MAX_BYTES) {
      const body = await readFile(sent.fullPath).catch(() => undefined);
      if (body && body.byteLength === sent.size) {
        keptAssets.set(keyOf, { ...made, body });
        return answer(c, made, () => body);
      }
    }
    return answer(c, made, () => Readable.toWeb(createReadStream(sent.fullPath)) as ReadableStream);
  };
}
