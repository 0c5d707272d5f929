import { describe, expect, it } from "vitest";
import { safeRedirectPath, takeLinkError } from "./redirect";
import { signInPath } from "./sign-in-path";

describe("safeRedirectPath", () => {
  it.each([
    ["/profile", "/profile"],
    ["/teams/rocket/feed?tab=latest#top", "/teams/rocket/feed?tab=latest#top"],
    ["/incubators/create", "/incubators/create"],
  ])("honours the path %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    "",
    "dashboard",
    "//evil.example/phish",
    "/\\evil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\tevil",
    "/auth",
    "/auth?redirect=/profile",
  ])("falls back to /dashboard for %s", (value) => {
    expect(safeRedirectPath(value)).toBe("/dashboard");
  });
});

describe("signInPath", () => {
  it("remembers the origin, encoded", () => {
    expect(signInPath("/teams/rocket/edit?step=2")).toBe(
      "/auth?redirect=%2Fteams%2Frocket%2Fedit%3Fstep%3D2",
    );
  });
});

describe("takeLinkError", () => {
  it("takes the marker of a verification link that could not be used off the path", () => {
    expect(takeLinkError("/subscription?plan=2&error=TOKEN_EXPIRED")).toEqual({
      path: "/subscription?plan=2",
      linkError: true,
    });
    expect(takeLinkError("/dashboard?error=INVALID_TOKEN")).toEqual({ path: "/dashboard", linkError: true });
  });

  it("leaves other paths as they are", () => {
    expect(takeLinkError("/teams?error=other")).toEqual({ path: "/teams?error=other", linkError: false });
    expect(takeLinkError("/dashboard")).toEqual({ path: "/dashboard", linkError: false });
  });
});
