import { SITEMAP_ROUTES } from "@hatchery/shared";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubators } from "../../db/schema";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { buildSitemapXml } from "./sitemap.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Parses a sitemap strictly and returns its <loc> values. */
function locationsOf(xml: string): string[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const document = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "url" }).parse(xml);
  expect(document.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return document.urlset.url.map((entry: { loc: string }) => entry.loc);
}

describe("GET /sitemap.xml", () => {
  it("is valid sitemap XML listing every sitemap route as an absolute URL", async () => {
    const response = await t.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = locationsOf(xml);
    expect(locations).toEqual(SITEMAP_ROUTES.map((route) => `https://hatchery.test${route.path}`));
    expect(locations).toContain("https://hatchery.test/");
    expect(locations).toContain("https://hatchery.test/who-is-hatchery-for");
    expect(locations.some((location) => /\/:[a-z]/.test(location))).toBe(false);
  });

  it("lists the page of every incubator that is not archived", async () => {
    await t.db.insert(incubators).values([
      { name: "Open Lab", slug: "open-lab", status: "active" },
      { name: "Paused Lab", slug: "paused-lab", status: "paused" },
      { name: "Archived Lab", slug: "archived-lab", status: "archived" },
    ]);
    try {
      const locations = locationsOf(await (await t.request("/sitemap.xml")).text());
      expect(locations.filter((location) => location.includes("/incubators/"))).toEqual([
        "https://hatchery.test/incubators/open-lab",
        "https://hatchery.test/incubators/paused-lab",
      ]);
    } finally {
      await t.db.delete(incubators);
    }
  });

  it("uses PUBLIC_URL, or localhost and the port without it", async () => {
    const custom = await request(t.withEnv({ PUBLIC_URL: "https://hatch.example.org:8443" }), "/sitemap.xml");
    expect(locationsOf(await custom.text())[0]).toBe("https://hatch.example.org:8443/");
    const local = await request(t.withEnv({ PUBLIC_URL: "", PORT: "4321" }), "/sitemap.xml");
    expect(locationsOf(await local.text())[0]).toBe("http://localhost:4321/");
  });

  it("merges every source, drops duplicates and escapes what XML requires", async () => {
    const xml = await buildSitemapXml(t.db, {
      publicUrl: "https://hatchery.test",
      sources: [async () => ["/", "/teams/r&d's"], async () => ["/teams/café <team>", "/"]],
    });
    expect(xml).toContain("<loc>https://hatchery.test/teams/r&amp;d&apos;s</loc>");
    expect(locationsOf(xml)).toEqual([
      "https://hatchery.test/",
      "https://hatchery.test/teams/r&d's",
      "https://hatchery.test/teams/caf%C3%A9%20%3Cteam%3E",
    ]);
  });
});

describe("GET /robots.txt", () => {
  it("points crawlers at the sitemap's absolute address and keeps them out of the API", async () => {
    const response = await t.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("Sitemap: https://hatchery.test/sitemap.xml");
    expect(lines).toContain("Disallow: /api/");
  });
});
