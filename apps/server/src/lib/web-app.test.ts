import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { documentTitle, GOOGLE_ANALYTICS_META_NAME, NOT_FOUND_TITLE, ROUTES } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, FIXTURE_ASSET, request, type TestApp } from "../test/test-app";
import { buildWithRenderer, webAppAlone } from "../test/web-app-alone";
import { escapeHtml } from "./html";
import { ROUTE_PRELOADS_META } from "./web-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every `:param` gets a plausible value. */
function instantiate(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`);
}

/**
 * Routes whose page is 404 when their read finds nothing, as a sample address's does: an article's
 * (modules/library/library.test.ts covers its page; modules/mentoring/mentor-profiles.test.ts a mentor's).
 */
const NAMED_BY_THEIR_READ = new Set([
  "library-article",
  "incubator-course",
  "incubator-lesson",
  "advisor",
  "coach",
]);
const PAGE_ROUTES = ROUTES.filter((route) => !NAMED_BY_THEIR_READ.has(route.id));

function nonceOf(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
}

describe("index.html", () => {
  it("carries the request's nonce everywhere Vite left the marker, matching the CSP header", async () => {
    const response = await t.request("/");
    const html = await response.text();
    const nonce = nonceOf(response);
    expect(nonce).toBeDefined();
    expect(html).not.toContain("__CSP_NONCE__");
    expect(html.split(`nonce="${nonce}"`)).toHaveLength(3);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("says whether Google Analytics is configured, so a page without it asks for no script", async () => {
    const without = await (await t.request("/")).text();
    expect(without).not.toContain(GOOGLE_ANALYTICS_META_NAME);
    const configured = t.withEnv({ GA_MEASUREMENT_ID: "G-TEST123" });
    for (const address of ["/", "/teams", "/no-such-page"]) {
      const html = await (await configured.request(address)).text();
      expect(html).toContain(`<meta name="${GOOGLE_ANALYTICS_META_NAME}" content="on"></head>`);
    }
  });

  it("gets a different nonce on each request", async () => {
    const first = await (await t.request("/")).text();
    const second = await (await t.request("/")).text();
    expect(first).not.toBe(second);
  });

  it.each(PAGE_ROUTES.map((route) => [route.path, instantiate(route.path)]))(
    "answers %s (%s) with 200",
    async (_, url) => {
      const response = await t.request(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it.each(PAGE_ROUTES.map((route) => [route.path, route.title]))(
    "names %s's page in its title from the first paint",
    async (pattern, title) => {
      const html = await (await t.request(instantiate(pattern))).text();
      expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([
        `<title>${escapeHtml(documentTitle(title))}</title>`,
      ]);
    },
  );

  it("names the not-found page in the title of an unknown path", async () => {
    const html = await (await t.request("/does-not-exist")).text();
    expect(html).toContain(`<title>${documentTitle(NOT_FOUND_TITLE)}</title>`);
  });

  it.each([
    "/does-not-exist",
    "/teams/a/b/c",
    "/library/unknown",
    "/admin/settings",
    "/index.html",
    "/%E0%A4%A",
  ])("answers the unknown path %s with index.html and 404", async (url) => {
    const response = await t.request(url);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=UTF-8");
    expect(await response.text()).toContain('<div id="root">');
  });

  it("reads an encoded slash as part of its segment, as the browser's router does", async () => {
    expect((await t.request("/teams/a%2Fb")).status).toBe(200);
    expect((await t.request("/teams/a%2Fb/c")).status).toBe(404);
  });

  it("tolerates a trailing slash on a route", async () => {
    expect((await t.request("/teams/")).status).toBe(200);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await t.request("/about", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("static files", () => {
  it("serves hashed assets as immutable for a year", async () => {
    const response = await t.request(FIXTURE_ASSET);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("console.info('hatchery');");
  });

  it("serves other files with a short cache and revalidation", async () => {
    const response = await t.request("/humans.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toContain("Team: Hatchery");
    const etag = response.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await t.request("/humans.txt", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect((await t.request("/favicon.svg")).headers.get("Content-Type")).toContain("image/svg+xml");
  });

  it("answers HEAD for a file with its headers and no body", async () => {
    const response = await t.request("/humans.txt", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Length")).toBe(
      String("Team: Hatchery\nSite: hatchery.test\n".length),
    );
    expect(await response.text()).toBe("");
  });

  it("keeps a hashed asset once sent, in each encoding, answering revalidation and HEAD the same", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    try {
      await mkdir(path.join(dir, "assets"));
      await writeFile(path.join(dir, "index.html"), '<!doctype html><div id="root"></div>');
      const script = `console.info("${"kept ".repeat(200)}");`;
      await writeFile(path.join(dir, "assets/page-k1.js"), script);
      await writeFile(path.join(dir, "assets/page-k1.js.br"), brotliCompressSync(script));
      const app = t.withEnv({}, { webDistDir: dir });
      const brotli = { "Accept-Encoding": "br" };

      const first = await app.request("/assets/page-k1.js", { headers: brotli });
      const compressed = Buffer.from(await first.arrayBuffer());
      expect(first.headers.get("Content-Encoding")).toBe("br");
      expect(brotliDecompressSync(compressed).toString("utf8")).toBe(script);
      // Gone from the disk (a newer build) or not, the name still answers what it named.
      await rm(path.join(dir, "assets"), { recursive: true });
      const again = await app.request("/assets/page-k1.js", { headers: brotli });
      expect(again.status).toBe(200);
      expect(again.headers.get("Content-Length")).toBe(String(compressed.byteLength));
      expect(again.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(again.headers.get("Vary")).toBe("Accept-Encoding");
      expect(Buffer.from(await again.arrayBuffer()).equals(compressed)).toBe(true);

      const etag = again.headers.get("ETag") ?? "";
      expect(etag).toBe(first.headers.get("ETag"));
      const revalidated = await app.request("/assets/page-k1.js", {
        headers: { ...brotli, "If-None-Match": etag },
      });
      expect(revalidated.status).toBe(304);
      const head = await app.request("/assets/page-k1.js", { method: "HEAD", headers: brotli });
      expect(head.headers.get("Content-Length")).toBe(String(compressed.byteLength));
      expect(await head.text()).toBe("");
      // An encoding not asked for before was not kept: it is read from the disk, where it is gone.
      expect(
        (await app.request("/assets/page-k1.js", { headers: { "Accept-Encoding": "identity" } })).status,
      ).toBe(404);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("answers a missing asset with a plain 404, not the page", async () => {
    const response = await t.request("/assets/index-gone.js");
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not found");
  });

  it.each([
    "/.env",
    "/.well-known/security.txt",
    "/assets/../.env",
    "/assets/%2e%2e/.env",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/assets%5c..%5c.env",
    "/assets",
  ])("never serves %s as a file", async (url) => {
    const response = await t.request(url);
    const text = await response.text();
    expect(text).not.toContain("SECRET");
    expect(text).not.toContain("security@");
    expect(text).not.toContain("root:");
    expect(response.status).toBe(404);
  });
});

describe("without a built web app", () => {
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = await mkdtemp(path.join(tmpdir(), "hatchery-unbuilt-"));
  });
  afterAll(() => rm(emptyDir, { recursive: true, force: true }));

  it("explains how to build it: 503 for a page, 404 for an unknown path", async () => {
    const app = t.withEnv({}, { webDistDir: emptyDir });
    const page = await request(app, "/about");
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("npm run build");
    const unknown = await request(app, "/nope");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("npm run build");
  });

  it("keeps the API working", async () => {
    const app = t.withEnv({}, { webDistDir: emptyDir });
    expect((await request(app, "/api/health")).status).toBe(200);
  });
});

describe("the route's page files", () => {
  it("are named in the HTML of that route, for the entry's loader to preload after the first paint", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    try {
      await mkdir(path.join(dir, ".vite"));
      await writeFile(
        path.join(dir, "index.html"),
        '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"></head><body><div id="root"></div></body></html>',
      );
      await writeFile(
        path.join(dir, ".vite/route-preloads.json"),
        JSON.stringify({
          home: ["/assets/home-page-a1.js", "/assets/badge-b2.js"],
          incubator: ["/assets/incubator-page-c3.js", "javascript:alert(1)"],
        }),
      );
      const app = t.withEnv({}, { webDistDir: dir });

      const html = await (await app.request("/")).text();
      expect(html).toContain(
        `<meta name="${ROUTE_PRELOADS_META}" content="/assets/home-page-a1.js /assets/badge-b2.js"></head>`,
      );
      // Downloaded after the first paint, which needs none of them.
      expect(html).not.toContain("modulepreload");

      const incubator = await (await app.request("/incubators/some-lab")).text();
      expect(incubator).toContain(
        `<meta name="${ROUTE_PRELOADS_META}" content="/assets/incubator-page-c3.js">`,
      );
      // Only the build's own asset files are ever named.
      expect(incubator).not.toContain("javascript:");

      // A route without files in the map, and a path that is no route, get the page as it is.
      expect(await (await app.request("/about")).text()).not.toContain(ROUTE_PRELOADS_META);
      expect(await (await app.request("/no-such-page")).text()).not.toContain(ROUTE_PRELOADS_META);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("pre-rendered pages", () => {
  it("are sent in place of the empty page for their route, compressed, with the nonce and the preloads", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    const shell = (root: string) =>
      `<!doctype html><html><head><title>Hatchery</title><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" src="/assets/index-e1.js" nonce="__CSP_NONCE__"></script></head><body><div id="root">${root}</div></body></html>`;
    try {
      await mkdir(path.join(dir, ".vite"));
      await writeFile(path.join(dir, "index.html"), shell(""));
      await writeFile(
        path.join(dir, ".vite/route-preloads.json"),
        JSON.stringify({ home: ["/assets/home-page-a1.js"], about: ["/assets/about-page-b2.js"] }),
      );
      const homeMarkup = `<main><h1>Build your career</h1><p>${"A page worth compressing. ".repeat(80)}</p></main>`;
      await writeFile(
        path.join(dir, ".vite/prerendered-pages.json"),
        JSON.stringify({
          home: shell(homeMarkup).replace("<title>Hatchery</title>", "<title>Home · Hatchery</title>"),
        }),
      );
      const app = t.withEnv({}, { webDistDir: dir });

      const home = await app.request("/", { headers: { "Accept-Encoding": "br" } });
      expect(home.status).toBe(200);
      expect(home.headers.get("Content-Encoding")).toBe("br");
      expect(home.headers.get("Cache-Control")).toBe("no-cache");
      const nonce = nonceOf(home);
      const html = brotliDecompressSync(Buffer.from(await home.arrayBuffer())).toString("utf8");
      expect(html).toContain(`<title>Home · Hatchery</title>`);
      expect(html).toContain(`<div id="root">${homeMarkup}</div>`);
      expect(html).not.toContain("__CSP_NONCE__");
      expect(html.split(`nonce="${nonce}"`)).toHaveLength(3);
      expect(html).toContain(`<meta name="${ROUTE_PRELOADS_META}" content="/assets/home-page-a1.js"></head>`);

      // A route the build did not pre-render gets the empty page, with its own preloads.
      const about = await (await app.request("/about")).text();
      expect(about).toContain('<div id="root"></div>');
      expect(about).toContain('content="/assets/about-page-b2.js"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("end with a script after the stylesheet when they come drawn, so the parser waits for it; the frame does not", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    const shell = (root: string) =>
      `<!doctype html><html><head><link rel="stylesheet" href="/assets/index-c1.css" nonce="__CSP_NONCE__"></head><body>${root}</body></html>`;
    try {
      await mkdir(path.join(dir, ".vite"));
      await writeFile(path.join(dir, "index.html"), shell('<div id="root"></div>'));
      await writeFile(
        path.join(dir, ".vite/prerendered-pages.json"),
        JSON.stringify({ about: shell('<div id="root" data-prerendered><h1>About</h1></div>') }),
      );
      const app = t.withEnv({}, { webDistDir: dir });

      const about = await app.request("/about");
      const nonce = nonceOf(about);
      const html = await about.text();
      expect(html).toContain(`<h1>About</h1></div><script nonce="${nonce}">`);
      expect(html).toMatch(/<script nonce="[^"]+">[^<]+<\/script><\/body><\/html>$/);
      const frame = await (await app.request("/teams")).text();
      expect(frame).toContain('<div id="root"></div>');
      expect(frame).not.toMatch(/<script nonce=/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("give the sign-in page's other views the empty page, so their first paint is not the sign-in form", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    try {
      await mkdir(path.join(dir, ".vite"));
      await writeFile(
        path.join(dir, "index.html"),
        `<html><head></head><body><div id="root"></div></body></html>`,
      );
      await writeFile(
        path.join(dir, ".vite/prerendered-pages.json"),
        JSON.stringify({
          auth: `<html><head></head><body><div id="root" data-prerendered><h1>Sign in</h1></div></body></html>`,
        }),
      );
      const app = t.withEnv({}, { webDistDir: dir });
      const page = async (address: string) => (await app.request(address)).text();

      for (const address of ["/auth", "/auth?view=sign-in", "/auth?redirect=%2Fdashboard"]) {
        expect(await page(address), address).toContain("<h1>Sign in</h1>");
      }
      for (const address of [
        "/auth?view=sign-up",
        "/auth?view=forgot-password",
        "/auth?view=two-factor",
        `/auth?redirect=${encodeURIComponent("/dashboard?error=INVALID_TOKEN")}`,
      ]) {
        const html = await page(address);
        expect(html, address).toContain('<div id="root"></div>');
        expect(html, address).not.toContain("Sign in</h1>");
      }
      // The frame is kept apart from the pre-rendered page: asking for one first does not change the other.
      expect(await page("/auth")).toContain("<h1>Sign in</h1>");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("pages sent to a visitor as documents", () => {
  it("give a visitor the build's document, without the app or the page files, and a session the app's page", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    const appPage = (root: string) =>
      `<html><head><script nonce="__CSP_NONCE__">startTheApp()</script></head><body><div id="root" data-prerendered>${root}</div></body></html>`;
    const documentPage = (root: string) =>
      `<html><head><script type="module" src="/assets/document-d1.js" nonce="__CSP_NONCE__"></script></head><body><div id="root" data-document>${root}</div></body></html>`;
    try {
      await mkdir(path.join(dir, ".vite"));
      await writeFile(path.join(dir, "index.html"), appPage(""));
      await writeFile(
        path.join(dir, ".vite/route-preloads.json"),
        JSON.stringify({ home: ["/assets/home-page-a1.js"], faq: ["/assets/faq-page-f1.js"] }),
      );
      await writeFile(
        path.join(dir, ".vite/prerendered-pages.json"),
        JSON.stringify({ home: appPage("<h1>Home</h1>"), faq: appPage("<h1>FAQ</h1>") }),
      );
      await writeFile(
        path.join(dir, ".vite/visitor-documents.json"),
        JSON.stringify({ home: documentPage("<h1>Home</h1>") }),
      );
      const app = t.withEnv({}, { webDistDir: dir });
      const session = { cookie: "hatchery.session_token=a-session" };

      const visitor = await app.request("/");
      const nonce = nonceOf(visitor);
      const document = await visitor.text();
      expect(document).toContain('<div id="root" data-document><h1>Home</h1></div>');
      expect(document).toContain(`<script type="module" src="/assets/document-d1.js" nonce="${nonce}">`);
      expect(document).not.toContain("startTheApp");
      expect(document).not.toContain(ROUTE_PRELOADS_META);

      const person = await (await app.request("/", { headers: session })).text();
      expect(person).toContain('<div id="root" data-prerendered><h1>Home</h1></div>');
      expect(person).toContain("startTheApp");
      expect(person).toContain('content="/assets/home-page-a1.js"');
      // Asking for the document first does not change the app's page, nor the other way round.
      expect(await (await app.request("/")).text()).toContain("data-document");

      // A page the build made no document of gets the app's page, visitor or not.
      const faq = await (await app.request("/faq")).text();
      expect(faq).toContain("startTheApp");
      expect(faq).toContain('content="/assets/faq-page-f1.js"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("embedded first reads", () => {
  async function appWith(readApi: (address: string) => Promise<Response>) {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    await writeFile(
      path.join(dir, "index.html"),
      `<html><head></head><body><div id="root"></div></body></html>`,
    );
    return { app: webAppAlone(dir, { readApi }), dir };
  }

  it("put a visitor's first read of an incubator page into its HTML, escaped, and nothing for a session", async () => {
    const answer = { incubator: { name: "North </script><script>alert(1)</script> & <!-- co" } };
    const addresses: string[] = [];
    const { app, dir } = await appWith(async (address) => {
      addresses.push(address);
      return Response.json(answer);
    });
    try {
      const html = await (await app.request("/incubators/north%20star")).text();
      expect(addresses).toEqual(["/api/incubators/north%20star"]);
      const element =
        /<script type="application\/json" data-embedded-answer data-address="([^"]*)">(.*?)<\/script><\/body>/.exec(
          html,
        );
      expect(element?.[1]).toBe("/api/incubators/north%20star");
      expect(element?.[2]).not.toMatch(/[<>&]/);
      expect(JSON.parse(element?.[2] ?? "")).toEqual(answer);

      const signedIn = await app.request("/incubators/north", {
        headers: { Cookie: "hatchery.session_token=x" },
      });
      const signedInHtml = await signedIn.text();
      expect(signedInHtml).not.toContain("embedded-answer");
      // The person's page is named after the incubator from a visitor's read, which it does not embed.
      expect(signedInHtml).toContain(
        "<title>North &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!-- co · Hatchery</title>",
      );
      expect(addresses).toEqual(["/api/incubators/north%20star", "/api/incubators/north"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("put a directory's first page of its address's filters into its HTML, asked as the page asks it", async () => {
    const addresses: string[] = [];
    const { app, dir } = await appWith(async (address) => {
      addresses.push(address);
      return Response.json({ items: [], nextCursor: null });
    });
    const embedded = (html: string) =>
      /<script type="application\/json" data-embedded-answer data-address="([^"]*)">/.exec(html)?.[1];
    try {
      expect(embedded(await (await app.request("/incubators")).text())).toBe("/api/incubators");
      expect(embedded(await (await app.request("/teams")).text())).toBe("/api/teams");
      expect(embedded(await (await app.request("/projects")).text())).toBe("/api/projects");
      expect(embedded(await (await app.request("/teams/north")).text())).toBe("/api/teams/north");
      for (const [filtered, read] of [
        [
          "/incubators?accepting=not-accepting&search=+north+",
          "/api/incubators?search=north&accepting=false",
        ],
        ["/teams?stage=idea&utm_source=mail", "/api/teams?stage=idea"],
        ["/projects?tag=ai&status=unknown", "/api/projects?tag=ai"],
      ] as const) {
        expect(embedded(await (await app.request(filtered)).text())).toBe(escapeHtml(read));
      }
      expect(
        await (await app.request("/teams", { headers: { Cookie: "hatchery.session_token=x" } })).text(),
      ).not.toContain("embedded-answer");
      expect(addresses).toEqual([
        "/api/incubators",
        "/api/teams",
        "/api/projects",
        "/api/teams/north",
        "/api/incubators?search=north&accepting=false",
        "/api/teams?stage=idea",
        "/api/projects?tag=ai",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("put what the installation offers into the sign-in page's HTML, with any view or link in its address", async () => {
    const addresses: string[] = [];
    const { app, dir } = await appWith(async (address) => {
      addresses.push(address);
      return Response.json({ linkedin: true });
    });
    const embedded = (html: string) =>
      /<script type="application\/json" data-embedded-answer data-address="([^"]*)">/.exec(html)?.[1];
    try {
      expect(embedded(await (await app.request("/auth")).text())).toBe("/api/config");
      expect(embedded(await (await app.request("/auth?view=sign-up&redirect=%2Fteams")).text())).toBe(
        "/api/config",
      );
      expect(addresses).toEqual(["/api/config", "/api/config"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("leave the page as it is when the read fails", async () => {
    const { app, dir } = await appWith(async () => Response.json({ error: {} }, { status: 404 }));
    try {
      const response = await app.request("/incubators/missing");
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain("embedded-answer");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/**
 * A build whose renderer (SERVER_RENDERER_FILE) draws the read's name in a heading, as the app's
 * render escapes it, or fails for a name that says so; `calls` counts its renders.
 */

describe("pages rendered with their read", () => {
  it("give a visitor the page drawn with its data, the frame to a session, and render each answer once", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    let name = "North </body> & <b>star</b>";
    const errors: string[] = [];
    try {
      await buildWithRenderer(dir);
      const app = webAppAlone(dir, {
        readApi: async () => Response.json({ incubator: { name } }),
        onRenderError: (_error, address) => errors.push(address),
      });
      const calls = () => Reflect.get(globalThis, "rendererCalls");

      const html = await (await app.request("/incubators/north?from=mail")).text();
      expect(html).toContain(
        `<div id="root" data-prerendered data-rendered-with-data data-reader="en-US UTC Nov 28, 2026, 6:08 PM" data-rendered-at="1764352080000"><main><h1>North &lt;/body&gt; &amp; &lt;b&gt;star&lt;/b&gt;</h1><p>/incubators/north?from=mail</p></main></div>`,
      );
      expect(html).not.toContain("The frame");
      // The answer the page was drawn with is embedded after it, at the body's one end.
      expect(html).toMatch(
        /<\/main><\/div>\n<script type="application\/json" data-embedded-answer[^>]*>.*<\/script><\/body><\/html>$/,
      );
      expect(html.match(/<\/body>/g)).toHaveLength(1);
      expect(html).toContain('<script nonce="n0nce">');

      await app.request("/incubators/north?from=mail");
      expect(calls()).toBe(1);
      name = "Northstar";
      expect(await (await app.request("/incubators/north?from=mail")).text()).toContain("<h1>Northstar</h1>");
      expect(calls()).toBe(2);

      // A person signed in gets the frame: their page is drawn for them, in their browser.
      const signedIn = await app.request("/incubators/north", {
        headers: { Cookie: "hatchery.session_token=x" },
      });
      expect(await signedIn.text()).toContain('<div id="root"><p>The frame</p></div>');
      // Only the pages that are drawn from their read: a directory's first page is not.
      expect(await (await app.request("/incubators")).text()).toContain(
        '<div id="root"><p>The frame</p></div>',
      );

      name = "Broken";
      const failed = await app.request("/teams/broken");
      expect(failed.status).toBe(200);
      expect(await failed.text()).toContain('<div id="root"><p>The frame</p></div>');
      expect(errors).toEqual(["/teams/broken"]);
    } finally {
      Reflect.deleteProperty(globalThis, "rendererCalls");
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("pages drawn with their data for a visitor as documents", () => {
  it("go as documents where they write no date, as the app's pages where they do, and to a session never", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    let team: { name: string; undated?: boolean } = { name: "Rocket $& </body>", undated: true };
    try {
      await buildWithRenderer(dir);
      await writeFile(
        path.join(dir, ".vite/document-shell.html"),
        `<html><head><title>Hatchery</title><script nonce="__CSP_NONCE__">startTheDocument()</script></head><body>\n<div id="root"></div>\n</body></html>`,
      );
      const app = webAppAlone(dir, { readApi: async () => Response.json({ team }) });

      const html = await (await app.request("/teams/rocket")).text();
      expect(html).toContain(
        '<div id="root" data-document><main><h1>Rocket $&amp; &lt;/body&gt;</h1><p>/teams/rocket</p><p>A document of /api/teams/rocket</p></main></div>',
      );
      expect(html).toContain('<script nonce="n0nce">startTheDocument()</script>');
      expect(html).toContain(`<title>${escapeHtml(documentTitle("Rocket $& </body>"))}</title>`);
      expect(html).not.toContain("data-embedded-answer");
      expect(html).not.toContain("The frame");

      // A page that writes a date goes as the app's, which writes it in the reader's zone.
      team = { name: "Dated" };
      const dated = await (await app.request("/teams/dated")).text();
      expect(dated).toContain('<div id="root" data-prerendered data-rendered-with-data');
      expect(dated).not.toContain("A document");

      // Someone signed in gets the app's frame; a visitor asking for an incubator's plans, the app's page.
      team = { name: "Rocket", undated: true };
      const signedIn = await app.request("/teams/rocket", {
        headers: { Cookie: "hatchery.session_token=x" },
      });
      expect(await signedIn.text()).toContain('<div id="root"><p>The frame</p></div>');
      const plans = await (await app.request("/incubators/north?plans")).text();
      expect(plans).toContain("data-rendered-with-data");
      expect(plans).not.toContain("data-document");
    } finally {
      Reflect.deleteProperty(globalThis, "rendererCalls");
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("signed-in pages rendered for the person", () => {
  it("render the person's feed with their reads, each time, and the frame when a read is missing or is another's", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    let body = "First <post>";
    let feedStatus = 200;
    try {
      await buildWithRenderer(dir);
      const app = webAppAlone(dir, {
        readApi: async (address, cookie) => {
          if (address === "/api/account/me")
            return Response.json(cookie?.includes("lapsed") ? null : { user: { name: "Ada" } });
          if (address.startsWith("/api/feed") || address === "/api/dashboard/checklist")
            return Response.json({ items: [{ body }], nextCursor: null }, { status: feedStatus });
          return Response.json({ error: {} }, { status: 404 });
        },
        personalReadsWaitMs: 1000,
      });
      const calls = () => Reflect.get(globalThis, "rendererCalls");
      const asAda = { headers: { Cookie: "hatchery.session_token=x", "Accept-Language": "de-DE,de;q=0.9" } };

      const html = await (await app.request("/feed", asAda)).text();
      expect(html).toContain(
        `<div id="root" data-prerendered data-rendered-with-data data-rendered-for-the-person data-reader="de-DE UTC Nov 28, 2026, 6:08 PM" data-rendered-at="1764352080000"><main><h1>First &lt;post&gt;</h1><p>/feed</p><p>For Ada</p></main></div>`,
      );
      // The answers it was drawn with follow it, for the browser's hydration.
      expect(html).toMatch(
        /<\/main><\/div>\n<script type="application\/json" data-embedded-answer data-address="\/api\/account\/me">/,
      );
      await app.request("/feed", asAda);
      expect(calls()).toBe(2);
      body = "Second";
      expect(await (await app.request("/feed?mode=top", asAda)).text()).toContain("<h1>Second</h1>");

      const dashboard = await (await app.request("/dashboard", asAda)).text();
      expect(dashboard).toContain(
        `<div id="root" data-prerendered data-rendered-with-data data-rendered-for-the-person data-rendered-at="1764352080000"><main><h1>Second</h1><p>/dashboard</p><p>For Ada</p></main></div>`,
      );
      // A post's own address opens what the server does not read; a lapsed session goes to sign-in.
      for (const [address, cookie] of [
        ["/feed?post=12", "hatchery.session_token=x"],
        ["/feed", "hatchery.session_token=lapsed"],
      ] as const) {
        const page = await (await app.request(address, { headers: { Cookie: cookie } })).text();
        expect(page).toContain('<div id="root"><p>The frame</p></div>');
        expect(page).toMatch(/^<html><head>/);
      }
      // A read that failed is left to the page, which then draws itself.
      feedStatus = 500;
      expect(await (await app.request("/feed", asAda)).text()).toContain(
        '<div id="root"><p>The frame</p></div>',
      );
      expect(calls()).toBe(4);
    } finally {
      Reflect.deleteProperty(globalThis, "rendererCalls");
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the header's reads on a signed-in page", () => {
  it("embeds the answers that came in time, whether or not the page is drawn, and none on a public page", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    let chatUnread: "ok" | "late" | "refused" = "ok";
    try {
      await buildWithRenderer(dir);
      const app = webAppAlone(dir, {
        readApi: async (address) => {
          if (address === "/api/account/me") return Response.json({ user: { name: "Ada" } });
          if (address.startsWith("/api/feed"))
            return Response.json({ items: [{ body: "Hi" }], nextCursor: null });
          if (address === "/api/chat/unread" && chatUnread === "late")
            await new Promise((r) => setTimeout(r, 300));
          if (address === "/api/chat/unread" && chatUnread === "refused")
            return Response.json({ error: {} }, { status: 401 });
          if (
            [
              "/api/dashboard/teams",
              "/api/conversations",
              "/api/chat/unread",
              "/api/notifications/unread-count",
            ].includes(address)
          )
            return Response.json({ from: address });
          return Response.json({ error: {} }, { status: 404 });
        },
        personalReadsWaitMs: 100,
      });
      const asAda = { headers: { Cookie: "hatchery.session_token=x" } };
      const embedded = (html: string) =>
        [...html.matchAll(/data-embedded-answer data-address="([^"]+)">([^<]*)</g)].map(
          ([, address]) => address,
        );
      const header = [
        "/api/dashboard/teams",
        "/api/conversations",
        "/api/chat/unread",
        "/api/notifications/unread-count",
      ];

      const feed = await (await app.request("/feed", asAda)).text();
      expect(feed).toContain("data-rendered-for-the-person");
      expect(embedded(feed)).toEqual(["/api/account/me", "/api/feed?mode=latest", ...header]);
      expect(feed).toContain('data-address="/api/chat/unread">{"from":"/api/chat/unread"}<');

      // A late or refused header read is left to the header; the page is drawn for the person all the same.
      for (const outcome of ["late", "refused"] as const) {
        chatUnread = outcome;
        const page = await (await app.request("/feed", asAda)).text();
        expect(page).toContain("data-rendered-for-the-person");
        expect(embedded(page)).toEqual([
          "/api/account/me",
          "/api/feed?mode=latest",
          ...header.filter((address) => address !== "/api/chat/unread"),
        ]);
      }
      // A public page reads nothing as the person, the header's reads included.
      expect(embedded(await (await app.request("/about", asAda)).text())).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, "rendererCalls");
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a signed-in page's events point", () => {
  it("names the event log's horizon, read before the page's own reads, for a session only", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    await writeFile(path.join(dir, "index.html"), "<html><head></head><body></body></html>");
    let horizon = 41;
    const app = webAppAlone(dir, { eventHorizon: async () => (horizon += 1) });
    try {
      const signedIn = await app.request("/feed", { headers: { Cookie: "hatchery.session_token=x" } });
      expect(await signedIn.text()).toContain('<meta name="hatchery-events-from" content="42:">');
      // A visitor has no stream, so their page costs no read of the log.
      expect(await (await app.request("/incubators")).text()).not.toContain("hatchery-events-from");
      expect(horizon).toBe(42);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
