import { FILE_TOO_LARGE_MESSAGE, FILE_TYPE_NOT_ALLOWED_MESSAGE } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { GIF_1PX, JPEG_1PX, PDF_MINIMAL, PNG_1PX, WEBP_1PX } from "../../test/images";
import { AppError } from "../errors";
import { checkFileStream } from "./checked-file-stream";

const IMAGES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** Yields `bytes` in chunks of `size`, and records whether the reader stopped early. */
function source(bytes: Uint8Array, size = 5) {
  const state = { read: 0, stopped: false };
  async function* generate(): AsyncGenerator<Uint8Array> {
    try {
      for (let offset = 0; offset < bytes.length; offset += size) {
        state.read = offset + size;
        yield bytes.subarray(offset, offset + size);
      }
    } finally {
      state.stopped = state.read < bytes.length;
    }
  }
  return { iterable: generate(), state };
}

async function drain(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of body) parts.push(chunk);
  return Buffer.concat(parts);
}

async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("checkFileStream", () => {
  it.each([
    ["image/png", PNG_1PX],
    ["image/jpeg", JPEG_1PX],
    ["image/gif", GIF_1PX],
    ["image/webp", WEBP_1PX],
  ])("passes a %s through byte for byte", async (mime, bytes) => {
    const { iterable } = source(bytes, 3);
    const file = await checkFileStream(iterable, { maxBytes: 1000, accept: IMAGES });
    expect(file.mime).toBe(mime);
    expect(await drain(file.body)).toEqual(bytes);
  });

  it("refuses a type outside the accepted ones from its bytes, before reading on", async () => {
    const { iterable, state } = source(Buffer.concat([PDF_MINIMAL, Buffer.alloc(1000)]));
    const error = await appErrorOf(checkFileStream(iterable, { maxBytes: 10_000, accept: IMAGES }));
    expect([error.status, error.message]).toEqual([415, FILE_TYPE_NOT_ALLOWED_MESSAGE]);
    expect(state.stopped).toBe(true);
  });

  it("refuses bytes that contradict the declared type", async () => {
    const error = await appErrorOf(
      checkFileStream(source(PNG_1PX).iterable, {
        maxBytes: 1000,
        accept: IMAGES,
        declaredMime: "image/jpeg",
      }),
    );
    expect([error.status, error.message]).toEqual([415, FILE_TYPE_NOT_ALLOWED_MESSAGE]);
  });

  it("refuses an empty file as not an image", async () => {
    const error = await appErrorOf(
      checkFileStream(source(Buffer.alloc(0)).iterable, { maxBytes: 10, accept: IMAGES }),
    );
    expect(error.status).toBe(415);
  });

  it("accepts exactly maxBytes and fails at the first byte over, without reading the rest", async () => {
    const exact = Buffer.concat([PNG_1PX, Buffer.alloc(100 - PNG_1PX.length)]);
    const accepted = await checkFileStream(source(exact, 7).iterable, { maxBytes: 100, accept: IMAGES });
    expect((await drain(accepted.body)).length).toBe(100);

    const { iterable, state } = source(Buffer.concat([exact, Buffer.alloc(1000)]), 7);
    const over = await checkFileStream(iterable, { maxBytes: 100, accept: IMAGES });
    const error = await appErrorOf(drain(over.body));
    expect([error.status, error.message]).toEqual([413, FILE_TOO_LARGE_MESSAGE]);
    expect(state.stopped).toBe(true);
    expect(state.read).toBeLessThan(120);
  });
});
