import { readFileSync } from "node:fs";
import { SITEMAP_ROUTES } from "@hatchery/shared";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { contentItems, courses, incubators, mentorProfiles, projects, teams } from "../../db/schema";
import { createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, request, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { sitemapRoutes } from "./sitemap.routes";
import { buildChildSitemapXml, buildSitemapXml, SITEMAP_PAGED_SOURCES } from "./sitemap.service";

/** The sitemaps.org schemas, kept in the repository (test/sitemap-schemas/README.md). */
const schema = (file: string) => ({
  fileName: file,
  contents: readFileSync(new URL(`../../test/sitemap-schemas/${file}`, import.meta.url), "utf8"),
});
const URLSET_SCHEMA = schema("sitemap.xsd");
const INDEX_SCHEMA = schema("siteindex.xsd");

/** Validates against the published XML schema, with libxml2's own messages on failure. */
async function expectValidAgainst(xml: string, xsd: typeof URLSET_SCHEMA): Promise<void> {
  const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [xsd] });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The children a sitemap index lists, each as { loc, lastmod? }. */
function childrenOf(xml: string): { loc: string; lastmod?: string }[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ isArray: (name) => name === "sitemap" }).parse(xml).sitemapindex.sitemap;
}

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
    await expectValidAgainst(xml, URLSET_SCHEMA);
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
      sources: [
        async () => [{ path: "/" }, { path: "/teams/r&d's" }],
        async () => [{ path: "/teams/café <team>" }, { path: "/" }],
      ],
    });
    expect(xml).toContain("<loc>https://hatchery.test/teams/r&amp;d&apos;s</loc>");
    expect(locationsOf(xml)).toEqual([
      "https://hatchery.test/",
      "https://hatchery.test/teams/r&d's",
      "https://hatchery.test/teams/caf%C3%A9%20%3Cteam%3E",
    ]);
  });
});

describe("lastmod and the sitemap index", () => {
  const sources = [
    async () => [
      { path: "/", lastmod: new Date("2026-03-01T10:00:00.123Z") },
      { path: "/teams" },
      { path: "/teams/a", lastmod: new Date("2026-04-02T08:30:00Z") },
    ],
    async () => [{ path: "/teams/b", lastmod: new Date("2026-02-01T00:00:00Z") }, { path: "/projects" }],
  ];
  const input = { publicUrl: "https://hatchery.test", sources };

  it("gives each page that knows when it changed a lastmod, and validates against the schema", async () => {
    const xml = await buildSitemapXml(t.db, input);
    expect(xml).toContain(
      "<url><loc>https://hatchery.test/</loc><lastmod>2026-03-01T10:00:00+00:00</lastmod></url>",
    );
    expect(xml).toContain("<url><loc>https://hatchery.test/teams</loc></url>");
    await expectValidAgainst(xml, URLSET_SCHEMA);
    // The schema does hold: a date the protocol does not take is refused.
    const wrong = xml.replace("2026-03-01T10:00:00+00:00", "1 March 2026");
    const refused = await validateXML({
      xml: [{ fileName: "sitemap.xml", contents: wrong }],
      schema: [URLSET_SCHEMA],
    });
    expect(refused.valid).toBe(false);
  });

  it("lists the incubators' pages with when each last changed", async () => {
    await t.db
      .insert(incubators)
      .values({ name: "Dated Lab", slug: "dated-lab", updatedAt: new Date("2026-05-05T05:05:05Z") });
    try {
      const xml = await (await t.request("/sitemap.xml")).text();
      expect(xml).toContain(
        "<url><loc>https://hatchery.test/incubators/dated-lab</loc><lastmod>2026-05-05T05:05:05+00:00</lastmod></url>",
      );
      await expectValidAgainst(xml, URLSET_SCHEMA);
    } finally {
      await t.db.delete(incubators);
    }
  });

  it("dates library articles, courses, lessons and mentors' pages by when each last changed", async () => {
    const body = {
      summary: "Dated.",
      bodyMarkdown: "Text.",
      bodyHtml: "<p>Text.</p>",
      bodyText: "Text.",
      contentHash: "h",
    };
    await t.db.insert(contentItems).values({
      ...body,
      source: "repository",
      kind: "article",
      collection: "library/product",
      slug: "dated-article",
      title: "Dated article",
      filePath: "content/library/product/dated-article.md",
      updatedAt: new Date("2026-01-02T03:04:05Z"),
    });
    const [incubator] = await t.db
      .insert(incubators)
      .values({ name: "Course Lab", slug: "course-lab" })
      .returning({ id: incubators.id });
    if (!incubator) throw new Error("no incubator");
    const [course] = await t.db
      .insert(courses)
      .values({
        incubatorId: incubator.id,
        slug: "basics",
        title: "Basics",
        visibility: "everyone",
        status: "published",
        updatedAt: new Date("2026-02-01T00:00:00Z"),
      })
      .returning({ id: courses.id });
    if (!course) throw new Error("no course");
    await t.db.insert(contentItems).values({
      ...body,
      source: "incubator",
      incubatorId: incubator.id,
      kind: "lesson",
      collection: `courses/${course.id}`,
      slug: "first-lesson",
      title: "First lesson",
      updatedAt: new Date("2026-02-03T00:00:00Z"),
    });
    const coach = await createVerifiedUser(t.app, t.db, person("dated-coach@example.com"), {
      roles: ["coach"],
    });
    await t.db.insert(mentorProfiles).values({
      userId: coach.userId,
      kind: "coach",
      slug: "dated-coach",
      timeZone: "UTC",
      publishedAt: new Date("2026-03-01T00:00:00Z"),
      updatedAt: new Date("2026-03-04T00:00:00Z"),
    });
    try {
      const xml = await (await t.request("/sitemap.xml")).text();
      const page = (path: string, lastmod: string) =>
        `<url><loc>https://hatchery.test${path}</loc><lastmod>${lastmod}</lastmod></url>`;
      expect(xml).toContain(page("/library/product/dated-article", "2026-01-02T03:04:05+00:00"));
      // The course's page lists its lessons: a lesson's change is the course page's too.
      expect(xml).toContain(page("/incubators/course-lab/courses/basics", "2026-02-03T00:00:00+00:00"));
      expect(xml).toContain(
        page("/incubators/course-lab/courses/basics/lessons/first-lesson", "2026-02-03T00:00:00+00:00"),
      );
      expect(xml).toContain(page("/coaches/dated-coach", "2026-03-04T00:00:00+00:00"));
      await expectValidAgainst(xml, URLSET_SCHEMA);
    } finally {
      await t.db.delete(mentorProfiles);
      await t.db.delete(contentItems);
      await t.db.delete(courses);
      await t.db.delete(incubators);
    }
  });

  it("becomes an index of child sitemaps past the limit, each child a valid URL set", async () => {
    const index = await buildSitemapXml(t.db, { ...input, maxUrls: 2 });
    await expectValidAgainst(index, INDEX_SCHEMA);
    expect(childrenOf(index)).toEqual([
      { loc: "https://hatchery.test/sitemaps/pages-1.xml", lastmod: "2026-03-01T10:00:00+00:00" },
      { loc: "https://hatchery.test/sitemaps/pages-2.xml", lastmod: "2026-04-02T08:30:00+00:00" },
      { loc: "https://hatchery.test/sitemaps/pages-3.xml" },
    ]);
    const children = await Promise.all(
      [1, 2, 3].map((n) => buildChildSitemapXml(t.db, { ...input, maxUrls: 2, name: "pages", n })),
    );
    const locs = [];
    for (const child of children) {
      if (child === undefined) throw new Error("a child sitemap is missing");
      await expectValidAgainst(child, URLSET_SCHEMA);
      locs.push(...locationsOf(child));
    }
    expect(locs.map((loc) => new URL(loc).pathname)).toEqual([
      "/",
      "/teams",
      "/teams/a",
      "/teams/b",
      "/projects",
    ]);
    expect(await buildChildSitemapXml(t.db, { ...input, maxUrls: 2, name: "pages", n: 4 })).toBeUndefined();
    expect(await buildChildSitemapXml(t.db, { ...input, maxUrls: 2, name: "teams", n: 1 })).toBeUndefined();
    expect(await buildChildSitemapXml(t.db, { ...input, name: "pages", n: 1 })).toBeUndefined();
  });

  it("answers a child sitemap's address with the not-found page while /sitemap.xml holds every URL", async () => {
    for (const path of [
      "/sitemaps/pages-1.xml",
      "/sitemaps/pages-0.xml",
      "/sitemaps/x.xml",
      "/sitemaps/1.xml",
    ]) {
      const response = await t.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toContain("text/html");
    }
  });
});

describe("the index of the paged sources", () => {
  /** The public pages: three incubators (a fourth archived), two public teams and their projects. */
  beforeAll(async () => {
    const labs = await t.db
      .insert(incubators)
      .values([
        { name: "Lab C", slug: "lab-c", updatedAt: new Date("2026-01-03T00:00:00Z") },
        { name: "Lab A", slug: "lab-a", updatedAt: new Date("2026-01-05T00:00:00Z") },
        { name: "Lab B", slug: "lab-b", updatedAt: new Date("2026-01-01T00:00:00Z") },
        { name: "Lab Z", slug: "lab-z", status: "archived" },
      ])
      .returning({ id: incubators.id });
    const labId = labs[0]?.id;
    if (!labId) throw new Error("no incubator");
    const crews = await t.db
      .insert(teams)
      .values([
        { incubatorId: labId, slug: "crew-b", name: "Crew B", updatedAt: new Date("2026-02-02T00:00:00Z") },
        { incubatorId: labId, slug: "crew-a", name: "Crew A", updatedAt: new Date("2026-02-01T00:00:00Z") },
        { incubatorId: labId, slug: "crew-m", name: "Crew M", visibility: "incubator" },
      ])
      .returning({ id: teams.id, slug: teams.slug });
    await t.db
      .insert(projects)
      .values(crews.map((crew) => ({ teamId: crew.id, slug: `${crew.slug}-app`, name: `${crew.slug} app` })));
  });
  afterAll(async () => {
    await t.db.delete(teams);
    await t.db.delete(incubators);
  });
  const paged = { publicUrl: "https://hatchery.test", sources: [], paged: SITEMAP_PAGED_SOURCES };
  const pathsOf = (xml: string) => locationsOf(xml).map((loc) => new URL(loc).pathname);

  it("lists each source's runs of the limit in key order, each child at most the limit, dated by its newest", async () => {
    const index = await buildSitemapXml(t.db, { ...paged, maxUrls: 2 });
    await expectValidAgainst(index, INDEX_SCHEMA);
    expect(childrenOf(index)).toEqual([
      { loc: "https://hatchery.test/sitemaps/incubators-1.xml", lastmod: "2026-01-05T00:00:00+00:00" },
      { loc: "https://hatchery.test/sitemaps/incubators-2.xml", lastmod: "2026-01-03T00:00:00+00:00" },
      { loc: "https://hatchery.test/sitemaps/teams-1.xml", lastmod: "2026-02-02T00:00:00+00:00" },
      { loc: "https://hatchery.test/sitemaps/projects-1.xml", lastmod: expect.any(String) },
    ]);
    const child = (name: string, n: number) => buildChildSitemapXml(t.db, { ...paged, maxUrls: 2, name, n });
    const expected: Record<string, string[]> = {
      "incubators-1": ["/incubators/lab-a", "/incubators/lab-b"],
      "incubators-2": ["/incubators/lab-c"],
      "teams-1": ["/teams/crew-a", "/teams/crew-b"],
      "projects-1": ["/projects/crew-a-app", "/projects/crew-b-app"],
    };
    for (const [file, pagePaths] of Object.entries(expected)) {
      const [name = "", n] = file.split("-");
      const xml = await child(name, Number(n));
      if (xml === undefined) throw new Error(`${file} is missing`);
      await expectValidAgainst(xml, URLSET_SCHEMA);
      expect(pathsOf(xml)).toEqual(pagePaths);
    }
    expect(await child("incubators", 1)).toContain(
      "<url><loc>https://hatchery.test/incubators/lab-a</loc><lastmod>2026-01-05T00:00:00+00:00</lastmod></url>",
    );
    for (const [name, n] of [
      ["incubators", 3],
      ["teams", 2],
      ["people", 1],
      ["nothing", 1],
    ] as const) {
      expect(await child(name, n)).toBeUndefined();
    }
    // Under the limit the same pages are one URL set, in the same order.
    const whole = await buildSitemapXml(t.db, { ...paged, maxUrls: 10 });
    await expectValidAgainst(whole, URLSET_SCHEMA);
    expect(pathsOf(whole)).toEqual(Object.values(expected).flat());
  });

  it("serves the index and its children at /sitemap.xml and /sitemaps/{source}-{n}.xml", async () => {
    const app = new Hono().route("/", sitemapRoutes({ db: t.db, env: t.env }, { maxUrls: 2 }));
    const index = await app.request("/sitemap.xml");
    expect(index.status).toBe(200);
    const locs = childrenOf(await index.text()).map((child) => child.loc);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/sitemaps/pages-1.xml`);
    expect(locs).toContain(`${TEST_PUBLIC_URL}/sitemaps/teams-1.xml`);
    for (const loc of locs) {
      const response = await app.request(new URL(loc).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
      const xml = await response.text();
      await expectValidAgainst(xml, URLSET_SCHEMA);
      expect(locationsOf(xml).length).toBeLessThanOrEqual(2);
    }
    expect((await app.request("/sitemaps/teams-2.xml")).status).toBe(404);
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
