import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage";
import { assertStorageKey, InvalidStorageKeyError, type Storage } from "./storage";

let root: string;
let storage: Storage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "hatchery-storage-"));
  storage = createLocalDiskStorage(path.join(root, "uploads"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function* chunks(...parts: (string | Error)[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) {
    if (part instanceof Error) throw part;
    yield Buffer.from(part);
  }
}

async function text(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

describe("local disk storage", () => {
  it("streams a file in, creating its folders, and back out with its size", async () => {
    expect(await storage.put("avatars/a.png", chunks("hello ", "world"))).toEqual({ size: 11 });
    expect(await readFile(path.join(root, "uploads", "avatars", "a.png"), "utf8")).toBe("hello world");
    const stored = await storage.get("avatars/a.png");
    expect(stored?.size).toBe(11);
    expect(await text(stored?.body ?? new ReadableStream())).toBe("hello world");
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

  it("leaves neither the file nor a temporary file behind when the stream fails", async () => {
    await expect(storage.put("avatars/c.png", chunks("part", new Error("cut off")))).rejects.toThrow(
      "cut off",
    );
    expect(await storage.get("avatars/c.png")).toBeUndefined();
    const names = await readdir(path.join(root, "uploads", "avatars"));
    expect(names.filter((name) => name.includes("c.png"))).toEqual([]);
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
