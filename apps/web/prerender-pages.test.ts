// @vitest-environment node
import { describe, expect, it } from "vitest";
import { documentHtml, pageHtml, withDocumentScript, withEntryAfterFirstPaint } from "./prerender-pages.ts";

const WARM_UP = "/assets/intl-warm-up-d4.js";
const INDEX_HTML = `<!doctype html><html><head><title>Hatchery</title><script type="module" crossorigin src="/assets/index-a1.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>`;
/** An index.html whose entry is a facade over the app's chunk and the runtime of copied chunks (decision 081). */
const INDEX_HTML_WITH_IMPORTS = INDEX_HTML.replace(
  "</head>",
  '<link rel="modulepreload" crossorigin href="/assets/r5.js" nonce="__CSP_NONCE__">\n<link rel="modulepreload" crossorigin href="/assets/app-e6.js" nonce="__CSP_NONCE__">\n</head>',
);

describe("pre-rendered pages", () => {
  it("put the page into #root, marked for hydration, with its title escaped", () => {
    const html = pageHtml(INDEX_HTML, { html: "<main><h1>Terms</h1></main>", title: "Terms & <conditions>" });
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Terms</h1></main></div>');
    expect(html).toContain("<title>Terms &amp; &lt;conditions&gt;</title>");
    expect(html).toContain('nonce="__CSP_NONCE__"');
  });

  it("refuse an index.html without an empty #root", () => {
    expect(() => pageHtml("<html></html>", { html: "", title: "" })).toThrow(/root/);
  });

  it("replace the entry's tag with a loader carrying the page's nonce", () => {
    const html = withEntryAfterFirstPaint(INDEX_HTML, WARM_UP);
    expect(html).not.toContain('<script type="module"');
    expect(loaderOf(html)).toContain('"/assets/index-a1.js"');
    expect(() => withEntryAfterFirstPaint("<html></html>", WARM_UP)).toThrow(/script/);
  });

  it("take the links to the entry's imports out of the head, for the loader to ask for with the entry", () => {
    const html = withEntryAfterFirstPaint(INDEX_HTML_WITH_IMPORTS, WARM_UP);
    expect(html).not.toContain("<link");
    expect(loaderOf(html)).toContain('["/assets/r5.js","/assets/app-e6.js"]');
  });
});

describe("pages sent to a visitor as documents", () => {
  it("start the document's script in place of the app's entry and its imports, once the page has loaded", () => {
    const shell = withDocumentScript(INDEX_HTML_WITH_IMPORTS, "/assets/document-d1.js", WARM_UP);
    expect(shell).not.toContain("index-a1.js");
    expect(shell).not.toContain("<link");
    expect(shell).not.toContain('<script type="module"');
    expect(() => withDocumentScript("<html></html>", "/assets/document-d1.js", WARM_UP)).toThrow(/script/);
    // The worker that loads the browser's date data, which the script starts on a page with dates.
    expect(shell).toContain(`<meta name="hatchery-intl-warm-up" content="${WARM_UP}">`);

    const appended: Record<string, string>[] = [];
    const onLoad: (() => void)[] = [];
    const document = {
      currentScript: { nonce: "n1" },
      readyState: "interactive",
      createElement: () => ({}),
      head: { append: (element: Record<string, string>) => appended.push(element) },
    };
    const window = { addEventListener: (_type: string, listener: () => void) => onLoad.push(listener) };
    new Function("document", "window", loaderOf(shell))(document, window);
    expect(appended).toEqual([]);
    for (const listener of onLoad) listener();
    expect(appended).toEqual([{ type: "module", nonce: "n1", src: "/assets/document-d1.js" }]);

    // A page already loaded starts it at once.
    appended.length = 0;
    document.readyState = "complete";
    new Function("document", "window", loaderOf(shell))(document, window);
    expect(appended).toHaveLength(1);
  });

  it("put the page into #root, marked as a document, not for hydration, with its title escaped", () => {
    const shell = withDocumentScript(INDEX_HTML, "/assets/document-d1.js", WARM_UP);
    const html = documentHtml(shell, { html: "<main><h1>FAQ</h1></main>", title: "FAQ & <more>" });
    expect(html).toContain('<div id="root" data-document><main><h1>FAQ</h1></main></div>');
    expect(html).not.toContain("data-prerendered");
    expect(html).toContain("<title>FAQ &amp; &lt;more&gt;</title>");
    expect(() => documentHtml("<html></html>", { html: "", title: "" })).toThrow(/root/);
  });
});

/** The loader's script, from the page withEntryAfterFirstPaint made. */
function loaderOf(html: string): string {
  return /<script nonce="__CSP_NONCE__">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
}

/** Runs the loader against a document and a paint timing of our own, which the test drives. */
function runLoader({
  hidden = false,
  paintTiming = true,
  prerendered = true,
  files = "/assets/page-b2.js /assets/c3.js",
  workers = true,
  indexHtml = INDEX_HTML,
} = {}) {
  const listeners: Record<string, (() => void)[]> = {};
  const timers: (() => void)[] = [];
  const appended: Record<string, string>[] = [];
  const paints: string[] = [];
  let observer: (() => void) | undefined;
  const document = {
    currentScript: { nonce: "n0nce" },
    readyState: "loading",
    visibilityState: hidden ? "hidden" : "visible",
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    querySelector: (selector: string) =>
      selector === 'meta[name="hatchery-route-preloads"]' ? { content: files } : null,
    getElementById: (id: string) =>
      id === "root" ? { hasAttribute: (name: string) => prerendered && name === "data-prerendered" } : null,
    createElement: () => ({}),
    head: { append: (element: Record<string, string>) => appended.push(element) },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : [];
    constructor(callback: (list: unknown, observer: { disconnect(): void }) => void) {
      observer = () => callback(undefined, { disconnect: () => (observer = undefined) });
    }
    /* `buffered`: the paints before it was made. */
    observe() {
      if (paints.length > 0) observer?.();
    }
  }
  const performance = { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) };
  const startedWorkers: string[] = [];
  class FakeWorker {
    constructor(address: string) {
      startedWorkers.push(address);
    }
  }
  new Function(
    "document",
    "PerformanceObserver",
    "performance",
    "setTimeout",
    "Worker",
    loaderOf(withEntryAfterFirstPaint(indexHtml, WARM_UP)),
  )(
    document,
    FakePerformanceObserver,
    performance,
    (callback: () => void) => timers.push(callback),
    workers ? FakeWorker : undefined,
  );
  return {
    appended,
    startedWorkers,
    parse() {
      document.readyState = "interactive";
      for (const listener of listeners.DOMContentLoaded ?? []) listener();
    },
    paint(name: string) {
      paints.push(name);
      observer?.();
    },
    runTimers: () => {
      for (const timer of timers.splice(0)) timer();
    },
  };
}

describe("the entry's loader", () => {
  it("starts a pre-rendered page's entry, then its page files, once it is parsed and its first contentful paint is on screen", () => {
    const page = runLoader();
    page.parse();
    page.paint("first-paint");
    expect(page.appended).toEqual([]);
    page.paint("first-contentful-paint");
    expect(page.appended).toEqual([
      { type: "module", crossOrigin: "", nonce: "n0nce", src: "/assets/index-a1.js" },
    ]);
    page.runTimers();
    expect(page.appended.at(-1)).toEqual({
      rel: "modulepreload",
      crossOrigin: "",
      nonce: "n0nce",
      href: "/assets/page-b2.js",
    });
    page.runTimers();
    expect(page.appended.at(-1)).toEqual({
      rel: "modulepreload",
      crossOrigin: "",
      nonce: "n0nce",
      href: "/assets/c3.js",
    });
  });

  it("asks for a route's many page files one at a time, each in a task of its own", () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/f${index}.js`);
    const page = runLoader({ prerendered: false, files: files.join(" ") });
    page.parse();
    const asked = () => page.appended.map((element) => element.src ?? element.href);
    expect(asked()).toEqual(["/assets/index-a1.js"]);
    page.runTimers();
    expect(asked()).toEqual(["/assets/index-a1.js", ...files.slice(0, 1)]);
    page.runTimers();
    expect(asked()).toEqual(["/assets/index-a1.js", ...files.slice(0, 2)]);
    for (let task = 0; task < 8; task += 1) page.runTimers();
    expect(asked()).toEqual(["/assets/index-a1.js", ...files]);
  });

  it("asks for the entry's imports after the entry, each in a task of its own, before the page files", () => {
    const page = runLoader({ indexHtml: INDEX_HTML_WITH_IMPORTS });
    page.parse();
    page.paint("first-contentful-paint");
    const asked = () => page.appended.map((element) => element.src ?? element.href);
    expect(asked()).toEqual(["/assets/index-a1.js"]);
    page.runTimers();
    expect(asked()).toEqual(["/assets/index-a1.js", "/assets/r5.js"]);
    for (let task = 0; task < 3; task += 1) page.runTimers();
    expect(asked()).toEqual([
      "/assets/index-a1.js",
      "/assets/r5.js",
      "/assets/app-e6.js",
      "/assets/page-b2.js",
      "/assets/c3.js",
    ]);
    expect(page.appended[1]).toEqual({
      rel: "modulepreload",
      crossOrigin: "",
      nonce: "n0nce",
      href: "/assets/r5.js",
    });
  });

  it("starts the Intl library's worker at once, before the body, and goes on without workers", () => {
    const page = runLoader();
    expect(page.startedWorkers).toEqual([WARM_UP]);
    expect(page.appended).toEqual([]);
    const withoutWorkers = runLoader({ workers: false });
    expect(withoutWorkers.startedWorkers).toEqual([]);
    withoutWorkers.parse();
    withoutWorkers.paint("first-contentful-paint");
    expect(withoutWorkers.appended).toHaveLength(1);
  });

  it("waits for the whole document when the paint comes first", () => {
    const page = runLoader();
    page.paint("first-contentful-paint");
    expect(page.appended).toEqual([]);
    page.parse();
    expect(page.appended).toHaveLength(1);
  });

  it("starts once parsed a page that arrives with the frame only, whose content is the app's to render", () => {
    const page = runLoader({ prerendered: false });
    expect(page.appended).toEqual([]);
    page.parse();
    expect(page.appended).toHaveLength(1);
  });

  it("starts once parsed in a hidden tab or a browser without paint timing, which paint or say nothing", () => {
    for (const page of [runLoader({ hidden: true }), runLoader({ paintTiming: false })]) {
      expect(page.appended).toEqual([]);
      page.parse();
      expect(page.appended).toHaveLength(1);
    }
  });

  it("starts a pre-rendered page a second after the document is parsed when no paint is reported", () => {
    const page = runLoader();
    page.parse();
    expect(page.appended).toEqual([]);
    page.runTimers();
    expect(page.appended).toHaveLength(1);
  });
});
