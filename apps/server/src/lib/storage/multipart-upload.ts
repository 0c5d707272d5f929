import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { type AllowedMimeType, checkFile } from "@hatchery/shared";
import busboy from "busboy";
import { AppError } from "../errors";
import {
  type CheckedFileStream,
  checkFileStream,
  fileTooLarge,
  fileTypeNotAllowed,
} from "./checked-file-stream";

/**
 * Room for what surrounds the file in a multipart body (boundaries, part headers, small fields), so
 * a file of exactly the limit fits while the request as a whole stays bounded.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface MultipartFileRules {
  /** The form field that carries the file. */
  field: string;
  maxBytes: number;
  accept: readonly AllowedMimeType[];
}

/**
 * Streams the one file of a multipart/form-data request into `store`, checking it on the way
 * (SPEC §5): a declared Content-Length over the limit is refused before reading; the type the sender
 * claims (file name and part type) must be allowed and match the magic bytes; the file, and the body
 * as a whole, are cut off with 413 at the limit rather than read to their end. Other fields are skipped.
 */
export async function receiveMultipartFile<T>(
  request: Request,
  rules: MultipartFileRules,
  /** `part.fileName` is the name the sender gave the file (empty when none). */
  store: (file: CheckedFileStream, part: { fileName: string }) => Promise<T>,
): Promise<T> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new AppError(
      "unsupported_media_type",
      `Send the file as multipart/form-data in the field "${rules.field}".`,
    );
  }
  const bodyLimit = rules.maxBytes + MULTIPART_OVERHEAD_BYTES;
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declaredLength > bodyLimit) throw fileTooLarge();
  if (!request.body) throw missingFile(rules.field);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: { files: 1, fields: 16, fieldSize: 4096, parts: 32, headerPairs: 32 },
    });
  } catch {
    throw unreadable();
  }

  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      callback(received > bodyLimit ? fileTooLarge() : null, chunk);
    },
  });

  return new Promise<T>((resolve, reject) => {
    let stored: Promise<T> | undefined;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const fail = (error: unknown) =>
      settle(() => {
        // Stop reading the request: nothing more of it is needed. The answer waits until the file
        // being stored has failed too, so no partial file outlives the request.
        source.destroy();
        const stopped = stored?.then(noop, noop) ?? Promise.resolve();
        void stopped.then(() => reject(error));
      });

    parser.on("file", (name, stream, info) => {
      // A part's failure reaches us through its reader or the pipeline; a part nobody reads (skipped,
      // or refused by its name) must not turn the parser's teardown into an uncaught error.
      stream.on("error", noop);
      if (name !== rules.field || stored !== undefined) {
        stream.resume();
        return;
      }
      // The size is checked while streaming; here only the name and the claimed type are judged.
      const claim = checkFile({ size: 0, type: info.mimeType, name: info.filename ?? "" });
      stored = claim.ok
        ? checkFileStream(readPart(stream), { ...rules, declaredMime: claim.mime }).then((file) =>
            store(file, { fileName: info.filename ?? "" }),
          )
        : Promise.reject(fileTypeNotAllowed());
      if (!claim.ok) stream.resume();
      stored.catch(fail);
    });
    parser.on("close", () => {
      if (stored === undefined) fail(missingFile(rules.field));
      else stored.then((value) => settle(() => resolve(value)), fail);
    });

    pipeline(source, counter, parser).catch((error: unknown) =>
      fail(error instanceof AppError ? error : unreadable()),
    );
  });
}

function noop(): void {}

/** A part that breaks off (a malformed or cut-off body) is the sender's problem, not the server's. */
async function* readPart(stream: Readable): AsyncGenerator<Uint8Array> {
  try {
    yield* stream;
  } catch {
    throw unreadable();
  }
}

function missingFile(field: string): AppError {
  const message = "Choose a file to upload.";
  return new AppError("validation_failed", message, [{ path: [field], message }]);
}

function unreadable(): AppError {
  return new AppError("bad_request", "The upload could not be read. Please try again.");
}
