import { apiErrorBodySchema } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { pageViews } from "../../db/schema";
import { INTERNAL_ERROR_MESSAGE } from "../../lib/errors";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { PAGE_VIEW_RATE_LIMIT } from "./analytics.routes";
import { normalizePagePath, normalizeReferrer } from "./analytics.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(pageViews);
});

const VISITOR_ID = "6f1c2f2e-8a39-4c57-9a53-3d0b5c1f0e11";

function postPageView(body: unknown, init: RequestInit = {}, remoteAddress?: string) {
  return t.request(
    "/api/analytics/page-views",
    {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      ...init,
      headers: { "Content-Type": "application/json", ...(init.headers as Record<string, string>) },
    },
    { remoteAddress },
  );
}

const storedViews = () => t.db.select().from(pageViews).orderBy(pageViews.id);

describe("GET /api/analytics/ga-script", () => {
  it("is empty text when no measurement ID is configured", async () => {
    const response = await t.request("/api/analytics/ga-script");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("");
  });

  it("is the gtag snippet for the configured measurement ID", async () => {
    const response = await request(t.withEnv({ GA_MEASUREMENT_ID: "G-TEST123" }), "/api/analytics/ga-script");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=UTF-8");
    expect(await response.text()).toBe(
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>' +
        "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}" +
        "gtag('js',new Date());gtag('config','G-TEST123');</script>",
    );
  });
});

describe("POST /api/analytics/page-views", () => {
  it("stores the path without query or fragment, the referrer's origin and path, and the visitor", async () => {
    const before = Date.now();
    const response = await postPageView({
      path: "/teams/rockets?invite=secret#members",
      referrer: "https://www.example.org/search?q=hatchery#top",
      visitorId: VISITOR_ID,
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const [view, ...rest] = await storedViews();
    expect(rest).toHaveLength(0);
    expect(view).toMatchObject({
      path: "/teams/rockets",
      referrer: "https://www.example.org/search",
      visitorId: VISITOR_ID,
    });
    expect(view?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it("accepts the text/plain body navigator.sendBeacon sends", async () => {
    const response = await postPageView(JSON.stringify({ path: "/about", visitorId: VISITOR_ID }), {
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
    expect(response.status).toBe(204);
    expect(await storedViews()).toMatchObject([{ path: "/about", referrer: null }]);
  });

  it.each([
    ["DNT", "1"],
    ["Sec-GPC", "1"],
  ])("stores nothing when the browser sends %s: %s", async (header, value) => {
    const response = await postPageView(
      { path: "/about", visitorId: VISITOR_ID },
      { headers: { [header]: value } },
    );
    expect(response.status).toBe(204);
    expect(await storedViews()).toEqual([]);
  });

  it("rejects a visitor id that is not a UUID with 422", async () => {
    const response = await postPageView({ path: "/about", visitorId: "visitor-1" });
    expect(response.status).toBe(422);
    const { error } = apiErrorBodySchema.parse(await response.json());
    expect(error.code).toBe("validation_failed");
    expect(error.issues).toEqual([{ path: ["visitorId"], message: expect.any(String) }]);
    expect(await storedViews()).toEqual([]);
  });

  it("rejects a path that does not start with a slash", async () => {
    const response = await postPageView({ path: "https://elsewhere.example/", visitorId: VISITOR_ID });
    expect(response.status).toBe(422);
  });

  it.each([
    { path: "/about\u0000x", visitorId: VISITOR_ID },
    { path: "/about", referrer: "https://a.example/\u0000", visitorId: VISITOR_ID },
  ])("rejects control characters, which the database cannot store, with 422: %j", async (body) => {
    const response = await postPageView(body);
    expect(response.status).toBe(422);
    expect(await storedViews()).toEqual([]);
  });

  it(`allows ${PAGE_VIEW_RATE_LIMIT.points} page views a minute per address, then answers 429`, async () => {
    const address = "198.51.100.23";
    for (let index = 0; index < PAGE_VIEW_RATE_LIMIT.points; index++) {
      const response = await postPageView({ path: `/p/${index}`, visitorId: VISITOR_ID }, {}, address);
      expect(response.status).toBe(204);
    }
    const limited = await postPageView({ path: "/one-more", visitorId: VISITOR_ID }, {}, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(apiErrorBodySchema.parse(await limited.json()).error).toEqual({
      code: "rate_limited",
      message: "Too many requests. Please slow down.",
    });
    expect(await storedViews()).toHaveLength(PAGE_VIEW_RATE_LIMIT.points);

    const otherAddress = await postPageView({ path: "/other", visitorId: VISITOR_ID }, {}, "198.51.100.24");
    expect(otherAddress.status).toBe(204);
  });

  it("keys the limit on the proxy-appended X-Forwarded-For entry only when TRUST_PROXY is set", async () => {
    const app = t.withEnv({ TRUST_PROXY: "true" });
    const send = (forwardedFor: string) =>
      request(
        app,
        "/api/analytics/page-views",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
          body: JSON.stringify({ path: "/", visitorId: VISITOR_ID }),
        },
        { remoteAddress: "10.0.0.2" },
      );
    for (let index = 0; index < PAGE_VIEW_RATE_LIMIT.points; index++) {
      // A client varying the first entry does not escape the limit: the proxy's entry is last.
      expect((await send(`192.0.2.${index}, 203.0.113.99`)).status).toBe(204);
    }
    expect((await send("192.0.2.250, 203.0.113.99")).status).toBe(429);
    expect((await send("203.0.113.100")).status).toBe(204);
  });
});

describe("normalization", () => {
  it("keeps only the path of a page", () => {
    expect(normalizePagePath("/a/b?c=d")).toBe("/a/b");
    expect(normalizePagePath("/a#b?c")).toBe("/a");
    expect(normalizePagePath(`/${"x".repeat(3000)}`)).toHaveLength(2048);
  });

  it("keeps the origin and path of an http(s) referrer and drops anything else", () => {
    expect(normalizeReferrer("http://example.org:8080/a/b?c#d")).toBe("http://example.org:8080/a/b");
    expect(normalizeReferrer("")).toBeNull();
    expect(normalizeReferrer("not a url")).toBeNull();
    expect(normalizeReferrer("javascript:alert(1)")).toBeNull();
    expect(normalizeReferrer(`https://example.org/${"y".repeat(3000)}`)).toHaveLength(2048);
  });
});

// Last: it drops the table this file's other tests use.
describe("when storing fails", () => {
  it("answers a generic 500 that reveals no SQL", async () => {
    await t.db.execute(sql`drop table page_views`);
    const response = await postPageView({ path: "/about", visitorId: VISITOR_ID });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: INTERNAL_ERROR_MESSAGE } });
    expect(text).not.toMatch(/page_views|relation|insert|select/i);
  });
});
