import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { type Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, FIXTURE_ASSET, type TestApp } from "../test/test-app";
import { COMPRESSION_THRESHOLD_BYTES, compressResponses, preferredEncoding } from "./compression";

describe("preferredEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", undefined],
    ["*", "br"],
    ["*;q=0.1, gzip;q=0.5", "gzip"],
    ["BR", "br"],
  ])("picks from %j: %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

function appAnswering(build: (c: Context) => Response | Promise<Response>) {
  const app = new Hono();
  app.use(compressResponses());
  app.get("/", (c) => build(c));
  return app;
}

const LARGE_TEXT = "The hatchery grows teams. ".repeat(200);

describe("compressResponses", () => {
  it("compresses a large answer in the encoding the client prefers, and says so", async () => {
    const app = appAnswering((c) => c.json({ text: LARGE_TEXT }));
    const brotli = await app.request("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toBe("Accept-Encoding");
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get("Content-Length"))).toBe(brotliBody.byteLength);
    expect(JSON.parse(brotliDecompressSync(brotliBody).toString())).toEqual({ text: LARGE_TEXT });

    const gzip = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    const gzipBody = gunzipSync(Buffer.from(await gzip.arrayBuffer()));
    expect(JSON.parse(gzipBody.toString())).toEqual({ text: LARGE_TEXT });
  });

  it("sends an answer under the threshold as it is, with its length", async () => {
    const small = "x".repeat(COMPRESSION_THRESHOLD_BYTES - 20);
    const app = appAnswering((c) => c.json({ small }));
    const response = await app.request("/", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.json()).toEqual({ small });
  });

  it("sends identity to a client that accepts no encoding", async () => {
    const app = appAnswering((c) => c.text(LARGE_TEXT));
    const response = await app.request("/");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(await response.text()).toBe(LARGE_TEXT);
  });

  it("leaves alone images, answers with a stated length, no-transform and event streams", async () => {
    const image = appAnswering((c) => c.body(LARGE_TEXT, 200, { "Content-Type": "image/png" }));
    const sized = appAnswering((c) =>
      c.body(LARGE_TEXT, 200, { "Content-Type": "text/plain", "Content-Length": String(LARGE_TEXT.length) }),
    );
    const noTransform = appAnswering((c) => c.text(LARGE_TEXT, 200, { "Cache-Control": "no-transform" }));
    const events = appAnswering((c) =>
      streamSSE(c, async (stream) => {
        await stream.writeSSE({ data: LARGE_TEXT });
      }),
    );
    for (const app of [image, sized, noTransform, events]) {
      const response = await app.request("/", { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.headers.get("Content-Encoding")).toBeNull();
      expect(await response.text()).toContain(LARGE_TEXT);
    }
  });
});

describe("the app's answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("compresses a large API answer, such as the OpenAPI document", async () => {
    const plain = await t.request("/api/openapi.json");
    const response = await t.request("/api/openapi.json", { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(JSON.parse(body)).toEqual(await plain.json());
  });

  it("serves a built file's precompressed copy to a client that accepts it", async () => {
    const file = path.join(t.webDistDir, FIXTURE_ASSET);
    const original = "console.info('hatchery');".repeat(100);
    await writeFile(file, original);
    await writeFile(`${file}.br`, brotliCompressSync(original));
    await writeFile(`${file}.gz`, gzipSync(original));

    const brotli = await t.request(FIXTURE_ASSET, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotli.headers.get("Content-Type")).toMatch(/^text\/javascript/);
    const brotliBody = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get("Content-Length"))).toBe(brotliBody.byteLength);
    expect(brotliDecompressSync(brotliBody).toString()).toBe(original);

    const gzip = await t.request(FIXTURE_ASSET, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(original);
    expect(gzip.headers.get("ETag")).not.toBe(brotli.headers.get("ETag"));

    const identity = await t.request(FIXTURE_ASSET);
    expect(identity.headers.get("Content-Encoding")).toBeNull();
    expect(await identity.text()).toBe(original);

    // The copies are never served under their own names.
    expect((await t.request(`${FIXTURE_ASSET}.br`)).status).toBe(404);
  });

  it("compresses the HTML page, which carries a fresh nonce each time", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    try {
      const filler = "<p>Hatchery</p>".repeat(100);
      await writeFile(
        path.join(dir, "index.html"),
        `<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body><div id="root"></div>${filler}</body></html>`,
      );
      const app = t.withEnv({}, { webDistDir: dir });
      const response = await app.request("/", { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("Content-Encoding")).toBe("gzip");
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
      expect(html).toContain(filler);
      expect(html).not.toContain("__CSP_NONCE__");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
