import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { type Context, Hono } from "hono";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import { createManualClock } from "./clock";
import { COMPRESSION_THRESHOLD_BYTES, compressResponses } from "./compression";
import type { AppEnv } from "./context";
import { cachePublicReads } from "./public-read-cache";
import { addressOf, readyAnswerOf, sendReady } from "./ready-answer";

const LARGE = { text: "The hatchery grows teams. ".repeat(200) };
const SMALL = { text: "x".repeat(COMPRESSION_THRESHOLD_BYTES - 40) };
const ENCODINGS = [undefined, "identity", "gzip", "br", "gzip, br", "br;q=0.5, gzip", "*"];

/** The body a client reads, decoded as its Content-Encoding says. */
async function decoded(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get("Content-Encoding");
  if (encoding === "br") return brotliDecompressSync(bytes).toString();
  if (encoding === "gzip") return gunzipSync(bytes).toString();
  expect(encoding).toBeNull();
  return bytes.toString();
}

/** The app as the server stacks it: compression outside, the route's answer built in memory. */
function appWith(answer: (c: Context<AppEnv>) => Response, { cached }: { cached: boolean }) {
  let reads = 0;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(compressResponses());
  const route = (c: Context<AppEnv>) => {
    reads += 1;
    return answer(c);
  };
  if (cached) app.get("/list", cachePublicReads(createManualClock(new Date("2027-05-01T10:00:00Z"))), route);
  else app.get("/list", route);
  return { app, reads: () => reads };
}

const jsonAnswer =
  (body: unknown, headers: Record<string, string> = {}) =>
  (c: Context<AppEnv>) =>
    c.json(body, 200, headers);

/** What a client tells two answers apart by. */
const HEADERS = ["Content-Type", "Content-Encoding", "Vary", "Cache-Control", "ETag"];

describe("a kept answer, sent again", () => {
  it.each([
    ["a large answer", jsonAnswer(LARGE)],
    ["a small one", jsonAnswer(SMALL)],
    ["one marked no-transform", jsonAnswer(LARGE, { "Cache-Control": "public, no-transform" })],
    ["one varying already", jsonAnswer(LARGE, { Vary: "Cookie" })],
    ["one with a weak validator", jsonAnswer(LARGE, { ETag: 'W/"list-1"' })],
    ["one with a strong validator", jsonAnswer(LARGE, { ETag: '"list-1"' })],
  ])("is %s as a fresh read gives it, in each request's encoding", async (_name, answer) => {
    const fresh = appWith(answer, { cached: false });
    const kept = appWith(answer, { cached: true });
    for (const encoding of [...ENCODINGS, ...ENCODINGS]) {
      const headers: Record<string, string> = encoding ? { "Accept-Encoding": encoding } : {};
      const expected = await fresh.app.request("/list", { headers });
      const actual = await kept.app.request("/list", { headers });
      for (const name of HEADERS) expect(actual.headers.get(name), name).toBe(expected.headers.get(name));
      const bytes = Buffer.from(await actual.clone().arrayBuffer());
      expect(Number(actual.headers.get("Content-Length"))).toBe(bytes.byteLength);
      expect(await decoded(actual)).toBe(await decoded(expected));
    }
    expect(kept.reads()).toBe(1);
  });

  it("compresses once per encoding, however many requests ask at once", async () => {
    const answer = await readyAnswerOf(
      new Response(JSON.stringify(LARGE), { headers: { "Content-Type": "application/json" } }),
    );
    const app = new Hono<AppEnv>();
    app.use(requestId());
    app.get("/list", async (c) => {
      await sendReady(c, answer);
      return c.res;
    });
    const ask = (encoding: string) => app.request("/list", { headers: { "Accept-Encoding": encoding } });
    const first = await Promise.all([ask("br"), ask("br"), ask("gzip"), ask("br")]);
    expect([...(answer.encoded.keys() ?? [])].sort()).toEqual(["br", "gzip"]);
    const brotli = answer.encoded.get("br");
    const again = await ask("br");
    expect(answer.encoded.get("br")).toBe(brotli);
    const sent = await Promise.all(
      [...first, again].map(async (response) => Buffer.from(await response.arrayBuffer())),
    );
    expect(sent[0]?.equals(sent[1] as Buffer)).toBe(true);
    expect(sent[0]?.equals(sent[4] as Buffer)).toBe(true);
    expect(sent[0]?.equals(sent[2] as Buffer)).toBe(false);
  });

  it("names the encoding in a strong validator, and each request's own id", async () => {
    const { app } = appWith(jsonAnswer(LARGE, { ETag: '"list-1"' }), { cached: true });
    const brotli = await app.request("/list", {
      headers: { "Accept-Encoding": "br", "X-Request-Id": "one" },
    });
    const plain = await app.request("/list", { headers: { "X-Request-Id": "two" } });
    expect(brotli.headers.get("ETag")).toBe('"list-1-br"');
    expect(plain.headers.get("ETag")).toBe('"list-1"');
    expect(brotli.headers.get("X-Request-Id")).toBe("one");
    expect(plain.headers.get("X-Request-Id")).toBe("two");
  });
});

describe("addressOf", () => {
  it("is the path and query past the origin, as they came", async () => {
    const app = new Hono();
    app.get("*", (c) => c.text(addressOf(c)));
    for (const [url, expected] of [
      ["http://localhost/api/teams", "/api/teams"],
      ["http://localhost:3000/api/teams?search=lab&page=2", "/api/teams?search=lab&page=2"],
      ["https://hatchery.example/api/feed?mode=latest", "/api/feed?mode=latest"],
      ["http://localhost/", "/"],
    ]) {
      expect(await (await app.request(url as string)).text()).toBe(expected);
    }
  });
});
