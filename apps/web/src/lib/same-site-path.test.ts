import { describe, expect, it } from "vitest";
import { isSameSitePath } from "./same-site-path";

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
