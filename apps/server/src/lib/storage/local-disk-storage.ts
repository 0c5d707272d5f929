import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createReadStream, createWriteStream, type Stats } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, type Storage } from "./storage";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

/**
 * Opens the file only when the first bytes are read, so a body that is never read (a HEAD request, a
 * client gone before the answer) holds no file descriptor.
 */
function lazyFileStream(file: string): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= createReadStream(file)[Symbol.asyncIterator]();
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length));
      },
      async cancel() {
        await chunks?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Files under `root`, one per key; folders are created on first write. */
export function createLocalDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);
  const fileOf = (key: string) => path.join(resolvedRoot, ...assertStorageKey(key));

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file.
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`,
      );
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const sink = createWriteStream(temporary);
      try {
        await pipeline(Readable.from(body, { objectMode: false }), counter, sink);
        await rename(temporary, file);
      } catch (error) {
        // A stream that failed before the file was opened opens it (and closes it) after the pipeline has
        // rejected: removed before then, the file came back.
        if (!sink.closed) await once(sink, "close").catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },

    async get(key) {
      const file = fileOf(key);
      let stats: Stats;
      try {
        stats = await stat(file);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      if (!stats.isFile()) return undefined;
      return { body: lazyFileStream(file), size: stats.size };
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
