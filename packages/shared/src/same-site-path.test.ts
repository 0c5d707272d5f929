import { describe, expect, it } from "vitest";
import { inAppPath, isSameSitePath } from "./same-site-path";

describe("isSameSitePath", () => {
  it.each(["/", "/faq", "/incubators/acme?tab=plans#top", "/a\\b"])(
    "takes %j as a path on this site",
    (value) => {
      expect(isSameSitePath(value)).toBe(true);
    },
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "https://evil.example",
    "faq",
    "#top",
    "",
  ])("does not take %j as a path on this site", (value) => {
    expect(isSameSitePath(value)).toBe(false);
  });
});

describe("inAppPath", () => {
  const page = "https://hatchery.example/incubators/acme";

  it.each([
    ["/teams?tab=open#list", "/teams?tab=open#list"],
    ["plans", "/incubators/plans"],
    ["https://hatchery.example/faq", "/faq"],
    ["#plans", "/incubators/acme#plans"],
  ])("reads %j as the path %j on this site", (href, path) => {
    expect(inAppPath(href, page)).toBe(path);
  });

  it.each([
    "https://elsewhere.example/",
    "//elsewhere.example/x",
    "/\\elsewhere.example",
    "mailto:a@b.example",
  ])("takes %j for another site", (href) => {
    expect(inAppPath(href, page)).toBeUndefined();
  });
});
