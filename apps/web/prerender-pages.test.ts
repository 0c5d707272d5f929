// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageHtml, withEntryAtLowPriority } from "./prerender-pages.ts";

const INDEX_HTML = `<!doctype html><html><head><title>Hatchery</title><script type="module" crossorigin src="/assets/index-a1.js" nonce="__CSP_NONCE__"></script></head><body><div id="root"></div></body></html>`;

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

  it("load the entry at low priority, since the HTML paints without it", () => {
    expect(withEntryAtLowPriority(INDEX_HTML)).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"',
    );
    expect(() => withEntryAtLowPriority("<html></html>")).toThrow(/script/);
  });
});
