import { personPath, SITEMAP_ROUTES, SITEMAP_XML_PATH } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { listPublicCoursePages } from "../courses/courses.service";
import { listOpenPublicCallPages } from "../funding/funding-calls.service";
import { PUBLIC_INCUBATOR_PAGES } from "../incubators/incubators.service";
import { listLibraryArticlePages } from "../library/library.service";
import { listPublishedMentorPages } from "../mentoring/mentor-profiles.service";
import { PUBLIC_PERSON_PAGES } from "../people/people.service";
import { PUBLIC_PROJECT_PAGES } from "../projects/projects.service";
import { PUBLIC_TEAM_PAGES } from "../teams/teams.service";
import { keysetSitemapSource, type PagedSitemapSource } from "./sitemap-keyset";

/** A page that belongs in the sitemaps: its path (starting with "/") and when it last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** A source small enough to list whole on each request (static pages, the library, courses, mentors). */
export type SitemapSource = (db: Database) => Promise<readonly SitemapEntry[]>;

/** The sitemaps.org limit of URLs in one file; more make a sitemap index of files of this many. */
export const SITEMAP_MAX_URLS = 50_000;

/** The whole sources' pages as children of the index: /sitemaps/pages-{n}.xml. */
const WHOLE_SOURCES_NAME = "pages";

/** The address of the n-th (from 1) child sitemap of a source's pages in the index (decision 066). */
export const childSitemapPath = (name: string, n: number) => `/sitemaps/${name}-${n}.xml`;

const paths = (list: readonly string[]): SitemapEntry[] => list.map((path) => ({ path }));
const datedPages = (rows: readonly { path: string; updatedAt: Date }[]): SitemapEntry[] =>
  rows.map((row) => ({ path: row.path, lastmod: row.updatedAt }));
const under = (prefix: string) => (slug: string) => `${prefix}/${encodeURIComponent(slug)}`;

const staticPages: SitemapSource = async () => paths(SITEMAP_ROUTES.map((route) => route.path));

/**
 * Everything listed in the sitemaps whose number is bounded by what people write by hand (articles,
 * courses, mentors, open calls): read whole. A feature with public pages of its own adds a source here,
 * or to SITEMAP_PAGED_SOURCES when it may hold tens of thousands.
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  staticPages,
  /** Every library article (the sections are static pages). */
  async (db) => datedPages(await listLibraryArticlePages(db)),
  /** The courses for everyone and their lessons (decision 039). */
  async (db) => datedPages(await listPublicCoursePages(db)),
  /** Every listed advisor's and coach's page, at the address of their kind (decision 051). */
  async (db) => datedPages(await listPublishedMentorPages(db)),
  /** The open funding calls of public incubators (decision 059). */
  async (db) => datedPages(await listOpenPublicCallPages(db)),
];

/**
 * The sources that may grow without bound, read in keyset pages of their unique key: incubators, public
 * teams and their projects, and the profiles their people made public (decision 063). Their addresses
 * differ from each other's and the whole sources' by their first segment, so none repeats another's.
 */
export const SITEMAP_PAGED_SOURCES: readonly PagedSitemapSource[] = [
  keysetSitemapSource("incubators", PUBLIC_INCUBATOR_PAGES, under("/incubators")),
  keysetSitemapSource("teams", PUBLIC_TEAM_PAGES, under("/teams")),
  keysetSitemapSource("projects", PUBLIC_PROJECT_PAGES, under("/projects")),
  keysetSitemapSource("people", PUBLIC_PERSON_PAGES, personPath),
];

export interface SitemapInput {
  publicUrl: string;
  sources: readonly SitemapSource[];
  paged?: readonly PagedSitemapSource[];
  /** The URLs of one file; a test hook (the protocol's 50,000 otherwise). */
  maxUrls?: number;
}

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

const urlOf = (entry: SitemapEntry, publicUrl: string): SitemapUrl => ({
  loc: new URL(entry.path, publicUrl).href,
  lastmod: entry.lastmod,
});

/** The whole sources' pages as absolute URLs, each once (the first source to name one decides its lastmod). */
export async function listSitemapUrls(
  db: Database,
  input: { publicUrl: string; sources: readonly SitemapSource[] },
): Promise<SitemapUrl[]> {
  const entries = (await Promise.all(input.sources.map((source) => source(db)))).flat();
  const byUrl = new Map<string, SitemapUrl>();
  for (const entry of entries) {
    const url = urlOf(entry, input.publicUrl);
    if (!byUrl.has(url.loc)) byUrl.set(url.loc, url);
  }
  return [...byUrl.values()];
}

/** W3C datetime to the second, in UTC, as the sitemaps protocol takes it. */
const w3cDatetime = (date: Date) => `${date.toISOString().slice(0, 19)}+00:00`;
const lastmodXml = (date: Date | undefined) => (date ? `<lastmod>${w3cDatetime(date)}</lastmod>` : "");

function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `  <url><loc>${escapeXml(url.loc)}</loc>${lastmodXml(url.lastmod)}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

function latest(urls: readonly SitemapUrl[]): Date | undefined {
  let newest: Date | undefined;
  for (const url of urls) if (url.lastmod && (!newest || url.lastmod > newest)) newest = url.lastmod;
  return newest;
}

/** One child of the index: its address's name and number, and where its URLs come from. */
interface SitemapChild {
  name: string;
  n: number;
  lastmod?: Date;
  read: () => Promise<SitemapUrl[]>;
}

/**
 * What the sitemaps hold: the whole sources' URLs, and the paged sources' runs of `maxUrls` (counted and
 * dated by the database, not read), each run a child of the index; the whole sources' URLs are cut into
 * children of their own.
 */
async function sitemapLayout(db: Database, input: SitemapInput) {
  const maxUrls = input.maxUrls ?? SITEMAP_MAX_URLS;
  const paged = input.paged ?? [];
  const [whole, runs] = await Promise.all([
    listSitemapUrls(db, input),
    Promise.all(paged.map((source) => source.runs(db, maxUrls))),
  ]);
  const total = whole.length + runs.flat().reduce((sum, run) => sum + run.count, 0);
  const children: SitemapChild[] = [];
  for (let start = 0; start < whole.length; start += maxUrls) {
    const urls = whole.slice(start, start + maxUrls);
    children.push({
      name: WHOLE_SOURCES_NAME,
      n: start / maxUrls + 1,
      lastmod: latest(urls),
      read: async () => urls,
    });
  }
  paged.forEach((source, index) => {
    for (const [at, run] of (runs[index] ?? []).entries()) {
      children.push({
        name: source.name,
        n: at + 1,
        lastmod: run.lastmod,
        read: async () =>
          (await source.page(db, { from: run.first, limit: run.count })).map((entry) =>
            urlOf(entry, input.publicUrl),
          ),
      });
    }
  });
  return { total, maxUrls, whole, paged, children };
}

/**
 * /sitemap.xml: the URL set itself, or past `maxUrls` URLs a sitemap index of child sitemaps at
 * /sitemaps/{source}-{n}.xml, each with the newest lastmod of its URLs.
 */
export async function buildSitemapXml(db: Database, input: SitemapInput): Promise<string> {
  const layout = await sitemapLayout(db, input);
  if (layout.total <= layout.maxUrls) {
    // Everything fits one file: each paged source is one page at most.
    const pages = await Promise.all(layout.paged.map((source) => source.page(db, { limit: layout.maxUrls })));
    return urlsetXml([...layout.whole, ...pages.flat().map((entry) => urlOf(entry, input.publicUrl))]);
  }
  const children = layout.children.map((child) => {
    const loc = new URL(childSitemapPath(child.name, child.n), input.publicUrl).href;
    return `  <sitemap><loc>${escapeXml(loc)}</loc>${lastmodXml(child.lastmod)}</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/**
 * The child sitemap `name`-`n` of the index: one keyset page of its source (or a slice of the whole
 * sources' URLs), or undefined when there is no index or no such child.
 */
export async function buildChildSitemapXml(
  db: Database,
  input: SitemapInput & { name: string; n: number },
): Promise<string | undefined> {
  const maxUrls = input.maxUrls ?? SITEMAP_MAX_URLS;
  const source = (input.paged ?? []).find((each) => each.name === input.name);
  if (source !== undefined) {
    // A source past the limit on its own makes the index: its runs alone place the child.
    const runs = await source.runs(db, maxUrls);
    const run = runs[input.n - 1];
    if (run === undefined) return undefined;
    if (runs.reduce((sum, each) => sum + each.count, 0) > maxUrls) {
      const entries = await source.page(db, { from: run.first, limit: run.count });
      return urlsetXml(entries.map((entry) => urlOf(entry, input.publicUrl)));
    }
  }
  const layout = await sitemapLayout(db, input);
  if (layout.total <= layout.maxUrls) return undefined;
  const child = layout.children.find((each) => each.name === input.name && each.n === input.n);
  return child === undefined ? undefined : urlsetXml(await child.read());
}

/** Lets crawlers in everywhere but the API and the development mailbox, and points them at the sitemap. */
export function buildRobotsTxt(publicUrl: string): string {
  const sitemapUrl = new URL(SITEMAP_XML_PATH, publicUrl).href;
  return ["User-agent: *", "Disallow: /api/", "Disallow: /dev/", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
