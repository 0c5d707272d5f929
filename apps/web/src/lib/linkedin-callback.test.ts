import { CALLBACK_URL_STALE_WARNING_MS } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { isStaleCallback, LINKEDIN_RESUME_CALLBACK_PATH, linkedinCallbackUrl } from "./linkedin-callback";

const NOW = 1_790_000_000_000;
const searchOf = (url: string) => new URL(url, "http://localhost").searchParams;

describe("linkedinCallbackUrl", () => {
  it("keeps the path and parameters and stamps the start time", () => {
    expect(linkedinCallbackUrl("/auth/linkedin/callback", { redirect: "/profile?tab=1" }, NOW)).toBe(
      `/auth/linkedin/callback?redirect=%2Fprofile%3Ftab%3D1&ts=${NOW}`,
    );
    expect(linkedinCallbackUrl(LINKEDIN_RESUME_CALLBACK_PATH, {}, NOW)).toBe(
      `/auth/linkedin/resume/callback?ts=${NOW}`,
    );
  });
});

describe("isStaleCallback", () => {
  const stamped = searchOf(linkedinCallbackUrl("/auth/linkedin/callback", {}, NOW));

  it(`is fresh up to ${CALLBACK_URL_STALE_WARNING_MS} ms and stale after`, () => {
    expect(isStaleCallback(stamped, NOW)).toBe(false);
    expect(isStaleCallback(stamped, NOW + CALLBACK_URL_STALE_WARNING_MS)).toBe(false);
    expect(isStaleCallback(stamped, NOW + CALLBACK_URL_STALE_WARNING_MS + 1)).toBe(true);
  });

  it.each(["", "?ts=", "?ts=soon", "?ts=-5", "?ts=1.5"])(
    "cannot tell, so does not warn, for %j",
    (search) => {
      expect(isStaleCallback(new URLSearchParams(search), NOW)).toBe(false);
    },
  );
});
