import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../lib/context";
import { SERVER_RENDERER_FILE } from "../lib/page-renderer";
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

/**
 * A build in `dir` with the frame as its index.html and a renderer that draws a page's name (from its
 * last read), its address, for whom it is drawn and, as a document, the reads it was drawn with.
 */
export async function buildWithRenderer(dir: string) {
  await mkdir(path.join(dir, path.dirname(SERVER_RENDERER_FILE)), { recursive: true });
  await writeFile(
    path.join(dir, "index.html"),
    `<html><head><script nonce="__CSP_NONCE__"></script></head><body>\n<div id="root"><p>The frame</p></div>\n</body></html>`,
  );
  await writeFile(
    path.join(dir, SERVER_RENDERER_FILE),
    `globalThis.rendererCalls = 0;
export async function prerenderPage(address, { reads, forThePerson, locale, asDocument }) {
  globalThis.rendererCalls += 1;
  const read = reads.at(-1).answer;
  const name = read.incubator?.name ?? read.team?.name ?? read.items?.[0]?.body ?? read.items?.[0]?.name;
  if (name === "Broken") throw new Error("no render");
  const escaped = name.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const who = forThePerson ? "<p>For " + reads[0].answer.user.name + "</p>" : "";
  const as = asDocument ? "<p>A document of " + reads.map((made) => made.address).join(" ") + "</p>" : "";
  return {
    html: "<main><h1>" + escaped + "</h1><p>" + address + "</p>" + who + as + "</main>",
    title: "",
    // A page that writes no date says nothing of how it would.
    reader:
      address === "/dashboard" || read.team?.undated || read.undated ? "" : (locale ?? "en-US") + " UTC Nov 28, 2026, 6:08 PM",
    renderedAt: 1764352080000,
  };
}
`,
  );
}
