import { SITEMAP_XML_PATH } from "@hatchery/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { AppDeps } from "../../module-deps";
import {
  buildChildSitemapXml,
  buildRobotsTxt,
  buildSitemapXml,
  SITEMAP_MAX_URLS,
  SITEMAP_SOURCES,
} from "./sitemap.service";

/**
 * /sitemap.xml and /robots.txt are documents for crawlers, outside /api and its OpenAPI contract.
 * robots.txt is generated because crawlers expect the sitemap's absolute address, which only the
 * server knows (PUBLIC_URL).
 */
export function sitemapRoutes(
  { db, env }: AppDeps,
  { maxUrls = SITEMAP_MAX_URLS }: { maxUrls?: number } = {},
): Hono<AppEnv> {
  const input = { publicUrl: env.PUBLIC_URL, sources: SITEMAP_SOURCES, maxUrls };
  return (
    new Hono<AppEnv>()
      .get(SITEMAP_XML_PATH, async (c) => {
        const xml = await buildSitemapXml(db, input);
        c.header("Content-Type", "application/xml; charset=utf-8");
        c.header("Cache-Control", "public, max-age=3600");
        return c.body(xml, 200);
      })
      // The child sitemaps of the index that /sitemap.xml becomes past 50,000 URLs (decision 057).
      .get("/sitemaps/:file", async (c) => {
        const n = /^([1-9][0-9]{0,5})\.xml$/.exec(c.req.param("file"))?.[1];
        const xml = n === undefined ? undefined : await buildChildSitemapXml(db, { ...input, n: Number(n) });
        if (xml === undefined) throw new AppError("not_found", "There is no such sitemap.");
        c.header("Content-Type", "application/xml; charset=utf-8");
        c.header("Cache-Control", "public, max-age=3600");
        return c.body(xml, 200);
      })
      .get("/robots.txt", (c) => {
        c.header("Content-Type", "text/plain; charset=utf-8");
        c.header("Cache-Control", "public, max-age=3600");
        return c.body(buildRobotsTxt(env.PUBLIC_URL), 200);
      })
  );
}
