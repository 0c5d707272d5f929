import { type MeResponse, THEME_COOKIE } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createVerifiedUser, person } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

/** The `data-theme` of the page's root element, or null without one. */
function rootTheme(html: string): string | null {
  const root = /<html[^>]*>/.exec(html)?.[0] ?? "";
  return /\sdata-theme="([^"]*)"/.exec(root)?.[1] ?? null;
}

describe("the page's theme before the first paint", () => {
  it("draws the page in the theme the cookie names, on every page", async () => {
    for (const address of ["/", "/teams", "/no-such-page"]) {
      const html = await (await t.request(address, { headers: { cookie: `${THEME_COOKIE}=dark` } })).text();
      expect(rootTheme(html)).toBe("dark");
    }
    const light = await (await t.request("/", { headers: { cookie: `${THEME_COOKIE}=light` } })).text();
    expect(rootTheme(light)).toBe("light");
  });

  it("leaves the page to follow the device without a choice, for the system's, or for anything else", async () => {
    for (const cookie of [undefined, `${THEME_COOKIE}=system`, `${THEME_COOKIE}="><script>`]) {
      const html = await (await t.request("/", cookie ? { headers: { cookie } } : {})).text();
      expect(rootTheme(html)).toBeNull();
    }
  });
});

describe("the theme on the account", () => {
  it("keeps the person's choice, refusing what is not a theme", async () => {
    const ip = "203.0.113.61";
    const { jar } = await createVerifiedUser(t.app, t.db, person("theme@page-theme.test"), { ip });
    const me = async () =>
      ((await (await call(t.app, "/api/account/me", undefined, { jar, ip })).json()) as MeResponse).user;
    expect((await me()).theme).toBe("system");
    const saved = await call(t.app, "/api/account/profile", { theme: "dark" }, { jar, ip, method: "PATCH" });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as MeResponse).user.theme).toBe("dark");
    expect((await me()).theme).toBe("dark");
    const refused = await call(
      t.app,
      "/api/account/profile",
      { theme: "sepia" },
      { jar, ip, method: "PATCH" },
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(await refused.json())).toContain("Theme must be system, light or dark");
    expect((await me()).theme).toBe("dark");
  });
});
