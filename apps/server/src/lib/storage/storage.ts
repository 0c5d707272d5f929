import path from "node:path";
import type { Env } from "../../env";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";

/** One stored file, read as a stream. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  size: number;
}

/**
 * Where uploaded files live, addressed by key (`avatars/<name>`). Bodies are streamed both ways, so
 * no file has to fit in memory, and a backend other than the local disk (S3-compatible) can stand in.
 */
export interface Storage {
  /**
   * Writes the whole stream under `key`, replacing what was there. Atomic: readers see the old file
   * or the complete new one, and a stream that fails leaves nothing behind (its error is rethrown).
   */
  put(key: string, body: AsyncIterable<Uint8Array>): Promise<{ size: number }>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Thrown for a key that could name something outside the storage (`..`, absolute, hidden). */
export class InvalidStorageKeyError extends Error {
  override readonly name = "InvalidStorageKeyError";
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_SEGMENTS = 8;

/**
 * Keys are relative paths of plain segments: letters, digits, `.`, `_` and `-` (base64url names fit),
 * never starting with a dot. That rules out `..`, absolute paths, backslashes and the hidden temporary files of `put`.
 */
export function assertStorageKey(key: string): string[] {
  const segments = key.split("/");
  if (segments.length > MAX_KEY_SEGMENTS || !segments.every((segment) => KEY_SEGMENT.test(segment))) {
    throw new InvalidStorageKeyError(key);
  }
  return segments;
}

type StorageSettings = Pick<
  Env,
  | "DATA_DIR"
  | "S3_BUCKET"
  | "S3_REGION"
  | "S3_ENDPOINT"
  | "S3_FORCE_PATH_STYLE"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_PREFIX"
>;

/**
 * The installation's storage, built once at start-up and handed to every module: the S3 bucket when
 * S3_BUCKET is set, else the local disk under DATA_DIR/uploads.
 */
export function createStorage(env: StorageSettings): Storage {
  if (!env.S3_BUCKET) return createLocalDiskStorage(path.join(env.DATA_DIR, "uploads"));
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: env.S3_PREFIX,
  });
}
