import { SITEMAP_XML_PATH } from "@hatchery/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import type { AppDeps } from "../../module-deps";
import {
  buildChildSitemapXml,
  buildRobotsTxt,
  buildSitemapXml,
  SITEMAP_MAX_URLS,
  SITEMAP_PAGED_SOURCES,
  SITEMAP_SOURCES,
} from "./sitemap.service";

/**
 * /sitemap.xml and /robots.txt are documents for crawlers, outside /api and its OpenAPI contract.
 * robots.txt is generated because crawlers expect the sitemap's absolute address, which only the
 * server knows (PUBLIC_URL).
 */
export function sitemapRoutes(
  { db, env }: Pick<AppDeps, "db" | "env">,
  { maxUrls = SITEMAP_MAX_URLS }: { maxUrls?: number } = {},
): Hono<AppEnv> {
  const input = {
    publicUrl: env.PUBLIC_URL,
    sources: SITEMAP_SOURCES,
    paged: SITEMAP_PAGED_SOURCES,
    maxUrls,
  };
  return (
    new Hono<AppEnv>()
      .get(SITEMAP_XML_PATH, async (c) => {
        const xml = await buildSitemapXml(db, input);
        c.header("Content-Type", "application/xml; charset=utf-8");
        c.header("Cache-Control", "public, max-age=3600");
        return c.body(xml, 200);
      })
      // The child sitemaps of the index that /sitemap.xml becomes past 50,000 URLs (decisions 057, 066).
      // Any other address here goes on to the web app, whose not-found page answers it as any unknown one.
      .get("/sitemaps/:file", async (c, next) => {
        const [, name, n] = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(c.req.param("file")) ?? [];
        const xml =
          name === undefined ? undefined : await buildChildSitemapXml(db, { ...input, name, n: Number(n) });
        if (xml === undefined) return next();
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
