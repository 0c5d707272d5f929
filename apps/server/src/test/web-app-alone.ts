import { Hono } from "hono";
import type { AppEnv } from "../lib/context";
import { type WebAppOptions, webAppHandler } from "../lib/web-app";

/** The nonce every page of `webAppAlone` carries. */
export const FIXED_NONCE = "n0nce";

/** The web app's page handler alone over the build in `dir`, without the API, each page with FIXED_NONCE. */
export function webAppAlone(dir: string, options: WebAppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use((c, next) => {
    c.set("cspNonce", () => FIXED_NONCE);
    return next();
  });
  app.get("*", webAppHandler(dir, options));
  return app;
}
