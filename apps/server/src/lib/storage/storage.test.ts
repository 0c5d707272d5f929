import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../env";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import { assertStorageKey, createStorage, InvalidStorageKeyError, type Storage } from "./storage";

async function* chunks(...parts: (string | Error)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield Buffer.from(part);
  }
}

async function text(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

interface Backend {
  storage: Storage;
  /** Everything the backend holds whose name mentions `fragment`: files, temporary files, objects. */
  residue(fragment: string): Promise<string[]>;
  close(): Promise<void>;
}

const BUCKET = "hatchery-test";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

async function localDisk(): Promise<Backend> {
  const root = await mkdtemp(path.join(tmpdir(), "hatchery-storage-"));
  return {
    storage: createLocalDiskStorage(path.join(root, "uploads")),
    residue: async (fragment) =>
      (await readdir(path.join(root, "uploads", "avatars"))).filter((name) => name.includes(fragment)),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

/** An S3-compatible server of the test's own, on a free port, keeping its objects in a temporary folder. */
async function s3(): Promise<Backend & { endpoint: string }> {
  const directory = await mkdtemp(path.join(tmpdir(), "hatchery-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    endpoint,
    storage: createS3Storage({
      bucket: BUCKET,
      region: "us-east-1",
      endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
      prefix: "site-a/",
    }),
    residue: async (fragment) => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return (listed.Contents ?? []).flatMap(({ Key }) => (Key?.includes(fragment) ? [Key] : []));
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each([
  ["local disk", localDisk],
  ["S3", s3],
])("%s storage", (_name, open) => {
  let backend: Backend;
  let storage: Storage;
  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  });
  afterAll(() => backend.close());

  it("streams a file in and back out with its size", async () => {
    expect(await storage.put("avatars/a.png", chunks("hello ", "world"))).toEqual({ size: 11 });
    const stored = await storage.get("avatars/a.png");
    expect(stored?.size).toBe(11);
    expect(await text(stored?.body ?? new ReadableStream())).toBe("hello world");
  });

  it("streams a file larger than one upload part", async () => {
    const megabyte = "x".repeat(1024 * 1024);
    const parts = Array.from({ length: 6 }, () => megabyte);
    expect(await storage.put("avatars/large.png", chunks(...parts))).toEqual({ size: 6 * 1024 * 1024 });
    const stored = await storage.get("avatars/large.png");
    expect(stored?.size).toBe(6 * 1024 * 1024);
    expect((await text(stored?.body ?? new ReadableStream())).length).toBe(6 * 1024 * 1024);
  });

  it("takes keys whose names start with - or _, as random base64url names can", async () => {
    await storage.put("avatars/-a_b.png", chunks("dash"));
    await storage.put("avatars/_a-b.png", chunks("underscore"));
    expect((await storage.get("avatars/-a_b.png"))?.size).toBe(4);
    expect((await storage.get("avatars/_a-b.png"))?.size).toBe(10);
  });

  it("replaces a file under the same key", async () => {
    await storage.put("avatars/b.png", chunks("first"));
    await storage.put("avatars/b.png", chunks("second"));
    const stored = await storage.get("avatars/b.png");
    expect(await text(stored?.body ?? new ReadableStream())).toBe("second");
  });

  it("leaves nothing behind when the stream fails", async () => {
    await expect(storage.put("avatars/c.png", chunks("part", new Error("cut off")))).rejects.toThrow(
      "cut off",
    );
    expect(await storage.get("avatars/c.png")).toBeUndefined();
    expect(await backend.residue("c.png")).toEqual([]);
  });

  it("keeps the previous file when a replacement fails", async () => {
    await storage.put("avatars/d.png", chunks("kept"));
    await expect(storage.put("avatars/d.png", chunks("lost", new Error("cut off")))).rejects.toThrow();
    expect(await text((await storage.get("avatars/d.png"))?.body ?? new ReadableStream())).toBe("kept");
  });

  it("answers undefined for a missing file or a folder, and deletes idempotently", async () => {
    expect(await storage.get("avatars/missing.png")).toBeUndefined();
    expect(await storage.get("avatars")).toBeUndefined();
    await storage.put("avatars/e.png", chunks("bye"));
    await storage.delete("avatars/e.png");
    await storage.delete("avatars/e.png");
    expect(await storage.get("avatars/e.png")).toBeUndefined();
  });

  it("reads nothing until the body is read, and lets an unread body go", async () => {
    await storage.put("avatars/f.png", chunks("lazy"));
    const stored = await storage.get("avatars/f.png");
    await stored?.body.cancel();
    expect(await text((await storage.get("avatars/f.png"))?.body ?? new ReadableStream())).toBe("lazy");
  });

  it.each([
    "../outside.png",
    "avatars/../../outside.png",
    "/etc/passwd",
    "avatars/.hidden",
    "avatars//a.png",
    "avatars\\a.png",
    "",
    "a/b/c/d/e/f/g/h/i",
  ])("refuses the key %j", async (key) => {
    expect(() => assertStorageKey(key)).toThrow(InvalidStorageKeyError);
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.put(key, chunks("x"))).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  });
});

describe("the installation's storage", () => {
  it("keeps files under DATA_DIR/uploads when no bucket is set", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-data-"));
    try {
      const storage = createStorage(loadEnv({ DATA_DIR: dataDir }));
      await storage.put("avatars/g.png", chunks("on disk"));
      expect(await readFile(path.join(dataDir, "uploads", "avatars", "g.png"), "utf8")).toBe("on disk");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("uses the bucket, under its prefix, when S3_BUCKET is set", async () => {
    const backend = await s3();
    try {
      const storage = createStorage(
        loadEnv({
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: backend.endpoint,
          S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
          S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
          S3_PREFIX: "site-b/",
        }),
      );
      await storage.put("avatars/h.png", chunks("in the bucket"));
      expect(await backend.residue("h.png")).toEqual(["site-b/avatars/h.png"]);
      expect(await text((await storage.get("avatars/h.png"))?.body ?? new ReadableStream())).toBe(
        "in the bucket",
      );
    } finally {
      await backend.close();
    }
  });
});
