import { SITEMAP_ROUTES, SITEMAP_XML_PATH } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { listPublicCoursePaths } from "../courses/courses.service";
import { listPublicIncubatorSlugs } from "../incubators/incubators.service";
import { listLibraryArticlePaths } from "../library/library.service";
import { listPublishedMentorPaths } from "../mentoring/mentor-profiles.service";
import { listPublicProjectSlugs } from "../projects/projects.service";
import { listPublicTeamSlugs } from "../teams/teams.service";

/** Paths (starting with "/") that belong in /sitemap.xml. */
export type SitemapSource = (db: Database) => Promise<readonly string[]>;

const staticPages: SitemapSource = async () => SITEMAP_ROUTES.map((route) => route.path);

/**
 * Everything listed in /sitemap.xml. A feature with public pages of its own
 * (a team, an incubator) adds a source here that reads their slugs.
 */
/** Every incubator's public page (`/incubators/:slug`). */
const incubatorPages: SitemapSource = async (db) =>
  (await listPublicIncubatorSlugs(db)).map((slug) => `/incubators/${encodeURIComponent(slug)}`);

/** Every public team's page; a team of an incubator's members only does not exist for crawlers. */
const teamPages: SitemapSource = async (db) =>
  (await listPublicTeamSlugs(db)).map((slug) => `/teams/${encodeURIComponent(slug)}`);

/** The pages of the projects of public teams. */
const projectPages: SitemapSource = async (db) =>
  (await listPublicProjectSlugs(db)).map((slug) => `/projects/${encodeURIComponent(slug)}`);

/** Every library article (the sections are static pages). */
const libraryArticlePages: SitemapSource = (db) => listLibraryArticlePaths(db);

/** The courses for everyone and their lessons (decision 039). */
const coursePages: SitemapSource = (db) => listPublicCoursePaths(db);

/** Every listed advisor's and coach's page, at the address of their kind (decision 051). */
const mentorPages: SitemapSource = (db) => listPublishedMentorPaths(db);

export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  staticPages,
  libraryArticlePages,
  incubatorPages,
  coursePages,
  teamPages,
  projectPages,
  mentorPages,
];

function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

export async function buildSitemapXml(
  db: Database,
  input: { publicUrl: string; sources: readonly SitemapSource[] },
): Promise<string> {
  const paths = (await Promise.all(input.sources.map((source) => source(db)))).flat();
  const urls = [...new Set(paths.map((path) => new URL(path, input.publicUrl).href))];
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** Lets crawlers in everywhere but the API and the development mailbox, and points them at the sitemap. */
export function buildRobotsTxt(publicUrl: string): string {
  const sitemapUrl = new URL(SITEMAP_XML_PATH, publicUrl).href;
  return ["User-agent: *", "Disallow: /api/", "Disallow: /dev/", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
