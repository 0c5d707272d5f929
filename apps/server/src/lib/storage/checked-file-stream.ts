import {
  type AllowedMimeType,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  sniffFileType,
} from "@hatchery/shared";
import { AppError } from "../errors";

/** Enough of the head for every binary signature `sniffFileType` knows (WebP needs 12). */
const SNIFF_BYTES = 16;

export const fileTooLarge = () => new AppError("payload_too_large", FILE_TOO_LARGE_MESSAGE);
export const fileTypeNotAllowed = () => new AppError("unsupported_media_type", FILE_TYPE_NOT_ALLOWED_MESSAGE);

export interface CheckedFileStream {
  /** The real type, read from the file's first bytes. */
  mime: AllowedMimeType;
  /** The whole file; iterating it throws 413 'File size exceeds 10MB limit' once it passes the limit. */
  body: AsyncIterable<Uint8Array>;
}

export interface FileStreamRules {
  maxBytes: number;
  /** Types this kind of file may have (for avatars: images only). */
  accept: readonly AllowedMimeType[];
  /**
   * The type the sender claimed (from the file name and Content-Type); the bytes must agree with it,
   * so a PNG named .pdf or a PDF sent as image/png is refused.
   */
  declaredMime?: AllowedMimeType;
}

/**
 * Reads just the head of `source` to learn its real type (magic bytes) and refuses it with 415
 * 'File type not allowed' before anything is stored; the returned body then streams the file and
 * fails with 413 at the first byte over `maxBytes`, so an oversized file is never read to its end.
 */
export async function checkFileStream(
  source: AsyncIterable<Uint8Array>,
  rules: FileStreamRules,
): Promise<CheckedFileStream> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let headBytes = 0;
  let ended = false;
  try {
    while (headBytes < SNIFF_BYTES) {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
      if (headBytes > rules.maxBytes) throw fileTooLarge();
    }
  } catch (error) {
    await iterator.return?.();
    throw error;
  }

  const mime = sniffFileType(Buffer.concat(head).subarray(0, SNIFF_BYTES));
  const agreesWithClaim = rules.declaredMime === undefined || rules.declaredMime === mime;
  if (mime === undefined || !rules.accept.includes(mime) || !agreesWithClaim) {
    await iterator.return?.();
    throw fileTypeNotAllowed();
  }

  async function* body(): AsyncGenerator<Uint8Array> {
    let size = 0;
    try {
      for (const chunk of head) yield chunk;
      size = headBytes;
      while (!ended) {
        const next = await iterator.next();
        if (next.done) break;
        size += next.value.length;
        if (size > rules.maxBytes) throw fileTooLarge();
        yield next.value;
      }
    } finally {
      // Stops the source (and the upload or download behind it) when the body is abandoned.
      await iterator.return?.();
    }
  }
  return { mime, body: body() };
}
