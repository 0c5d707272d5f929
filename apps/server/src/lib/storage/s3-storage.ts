import { Readable } from "node:stream";
import type { S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { assertStorageKey, type Storage } from "./storage";

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Address of an S3-compatible service (MinIO, R2, Ceph…); unset for Amazon S3 itself. */
  endpoint?: string;
  /** Path-style addresses (`endpoint/bucket/key`), which most S3-compatible services expect. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, so that one bucket can hold several installations. */
  prefix?: string;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as Partial<S3ServiceException>;
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/** The SDK takes a second or more to load: only installations that use S3 pay for it, on first use. */
function loadSdk() {
  return Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]).then(
    ([s3, storage]) => ({ ...s3, Upload: storage.Upload }),
  );
}

/**
 * Files in an S3 bucket, for installations with several instances behind a load balancer (which cannot
 * share a local disk). S3 replaces an object atomically, so readers see the old file or the whole new
 * one; a stream that fails aborts its multipart upload and leaves nothing behind.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  let connection: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }> | undefined;
  const connect = () => {
    connection ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where S3 requires them: streamed bodies of unknown length are then sent
        // plainly, which every S3-compatible service understands (aws-chunked trailers are not universal).
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return connection;
  };
  const objectKey = (key: string) => `${options.prefix ?? ""}${assertStorageKey(key).join("/")}`;

  return {
    async put(key, body) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      let size = 0;
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of body) {
            size += chunk.byteLength;
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
      await new sdk.Upload({ client, params: { Bucket: options.bucket, Key, Body: counted } }).done();
      return { size };
    },

    async get(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      let head: { ContentLength?: number; ETag?: string };
      try {
        head = await client.send(new sdk.HeadObjectCommand({ Bucket: options.bucket, Key }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      // The object is fetched when the first bytes are read, so an answer whose body is never read
      // (a HEAD request, a client gone before the answer) holds no connection. The ETag makes sure
      // the bytes are those of the object that was measured.
      let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            if (!reader) {
              const object = await client.send(
                new sdk.GetObjectCommand({ Bucket: options.bucket, Key, IfMatch: head.ETag }),
              );
              if (!object.Body) throw new Error(`S3 answered no body for ${Key}`);
              reader = object.Body.transformToWebStream().getReader();
            }
            const next = await reader.read();
            if (next.done) controller.close();
            else controller.enqueue(next.value);
          },
          async cancel(reason) {
            await reader?.cancel(reason);
          },
        },
        { highWaterMark: 0 },
      );
      return { body, size: head.ContentLength ?? 0 };
    },

    async delete(key) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key }));
    },
  };
}
