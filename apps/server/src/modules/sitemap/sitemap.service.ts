import { SITEMAP_ROUTES, SITEMAP_XML_PATH } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { listPublicCoursePages } from "../courses/courses.service";
import { listOpenPublicCallPages } from "../funding/funding-calls.service";
import { listPublicIncubatorSlugs } from "../incubators/incubators.service";
import { listLibraryArticlePages } from "../library/library.service";
import { listPublishedMentorPages } from "../mentoring/mentor-profiles.service";
import { listPublicPersonPages } from "../people/people.service";
import { listPublicProjectSlugs } from "../projects/projects.service";
import { listPublicTeamSlugs } from "../teams/teams.service";

/** A page that belongs in the sitemaps: its path (starting with "/") and when it last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export type SitemapSource = (db: Database) => Promise<readonly SitemapEntry[]>;

/** The sitemaps.org limit of URLs in one file; more make a sitemap index of files of this many. */
export const SITEMAP_MAX_URLS = 50_000;

/** The address of the n-th (from 1) child sitemap of the index (decision 057). */
export const childSitemapPath = (n: number) => `/sitemaps/${n}.xml`;

const paths = (list: readonly string[]): SitemapEntry[] => list.map((path) => ({ path }));
const pagesOf =
  (prefix: string) =>
  (rows: readonly { slug: string; updatedAt: Date }[]): SitemapEntry[] =>
    rows.map((row) => ({ path: `${prefix}/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt }));
const datedPages = (rows: readonly { path: string; updatedAt: Date }[]): SitemapEntry[] =>
  rows.map((row) => ({ path: row.path, lastmod: row.updatedAt }));

const staticPages: SitemapSource = async () => paths(SITEMAP_ROUTES.map((route) => route.path));

/**
 * Everything listed in the sitemaps. A feature with public pages of its own (a team, an incubator)
 * adds a source here that reads them, with when each last changed where its rows say.
 */
/** Every incubator's public page (`/incubators/:slug`). */
const incubatorPages: SitemapSource = async (db) =>
  pagesOf("/incubators")(await listPublicIncubatorSlugs(db));

/** Every public team's page; a team of an incubator's members only does not exist for crawlers. */
const teamPages: SitemapSource = async (db) => pagesOf("/teams")(await listPublicTeamSlugs(db));

/** The pages of the projects of public teams. */
const projectPages: SitemapSource = async (db) => pagesOf("/projects")(await listPublicProjectSlugs(db));

/** Every library article (the sections are static pages). */
const libraryArticlePages: SitemapSource = async (db) => datedPages(await listLibraryArticlePages(db));

/** The courses for everyone and their lessons (decision 039). */
const coursePages: SitemapSource = async (db) => datedPages(await listPublicCoursePages(db));

/** Every listed advisor's and coach's page, at the address of their kind (decision 051). */
const mentorPages: SitemapSource = async (db) => datedPages(await listPublishedMentorPages(db));

/** The open funding calls of public incubators (decision 059). */
const fundingCallPages: SitemapSource = async (db) => datedPages(await listOpenPublicCallPages(db));

/** The profiles their people chose to show to everyone (decision 063). */
const personPages: SitemapSource = async (db) => datedPages(await listPublicPersonPages(db));

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  staticPages,
  libraryArticlePages,
  incubatorPages,
  coursePages,
  teamPages,
  projectPages,
  mentorPages,
  fundingCallPages,
  personPages,
];

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

/** Every source's pages as absolute URLs, each once (the first source to name one decides its lastmod). */
export async function listSitemapUrls(
  db: Database,
  input: { publicUrl: string; sources: readonly SitemapSource[] },
): Promise<SitemapUrl[]> {
  const entries = (await Promise.all(input.sources.map((source) => source(db)))).flat();
  const byUrl = new Map<string, SitemapUrl>();
  for (const entry of entries) {
    const loc = new URL(entry.path, input.publicUrl).href;
    if (!byUrl.has(loc)) byUrl.set(loc, { loc, lastmod: entry.lastmod });
  }
  return [...byUrl.values()];
}

/** W3C datetime to the second, in UTC, as the sitemaps protocol takes it. */
const w3cDatetime = (date: Date) => `${date.toISOString().slice(0, 19)}+00:00`;

function urlsetXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `  <url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${w3cDatetime(url.lastmod)}</lastmod>` : ""}</url>`,
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

/**
 * /sitemap.xml: the URL set itself, or past `maxUrls` URLs a sitemap index of child sitemaps at
 * /sitemaps/{n}.xml, each with the newest lastmod of its URLs.
 */
export async function buildSitemapXml(
  db: Database,
  input: { publicUrl: string; sources: readonly SitemapSource[]; maxUrls?: number },
): Promise<string> {
  const maxUrls = input.maxUrls ?? SITEMAP_MAX_URLS;
  const urls = await listSitemapUrls(db, input);
  if (urls.length <= maxUrls) return urlsetXml(urls);
  const children = Array.from({ length: Math.ceil(urls.length / maxUrls) }, (_, index) => {
    const newest = latest(urls.slice(index * maxUrls, (index + 1) * maxUrls));
    const loc = new URL(childSitemapPath(index + 1), input.publicUrl).href;
    return `  <sitemap><loc>${escapeXml(loc)}</loc>${newest ? `<lastmod>${w3cDatetime(newest)}</lastmod>` : ""}</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** The n-th child sitemap of the index, or undefined when there is no index or no such child. */
export async function buildChildSitemapXml(
  db: Database,
  input: { publicUrl: string; sources: readonly SitemapSource[]; n: number; maxUrls?: number },
): Promise<string | undefined> {
  const maxUrls = input.maxUrls ?? SITEMAP_MAX_URLS;
  const urls = await listSitemapUrls(db, input);
  if (urls.length <= maxUrls || input.n < 1) return undefined;
  const slice = urls.slice((input.n - 1) * maxUrls, input.n * maxUrls);
  return slice.length === 0 ? undefined : urlsetXml(slice);
}

/** Lets crawlers in everywhere but the API and the development mailbox, and points them at the sitemap. */
export function buildRobotsTxt(publicUrl: string): string {
  const sitemapUrl = new URL(SITEMAP_XML_PATH, publicUrl).href;
  return ["User-agent: *", "Disallow: /api/", "Disallow: /dev/", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
