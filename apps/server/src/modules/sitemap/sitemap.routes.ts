import { SITEMAP_XML_PATH } from "@hatchery/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/context";
import type { AppDeps } from "../../module-deps";
import { buildRobotsTxt, buildSitemapXml, SITEMAP_SOURCES } from "./sitemap.service";

/**
 * /sitemap.xml and /robots.txt are documents for crawlers, outside /api and its OpenAPI contract.
 * robots.txt is generated because crawlers expect the sitemap's absolute address, which only the
 * server knows (PUBLIC_URL).
 */
export function sitemapRoutes({ db, env }: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get(SITEMAP_XML_PATH, async (c) => {
      const xml = await buildSitemapXml(db, { publicUrl: env.PUBLIC_URL, sources: SITEMAP_SOURCES });
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(xml, 200);
    })
    .get("/robots.txt", (c) => {
      c.header("Content-Type", "text/plain; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(buildRobotsTxt(env.PUBLIC_URL), 200);
    });
}
