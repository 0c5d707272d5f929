import { STORAGE_KEYS } from "@hatchery/shared";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { readPositionInviteIntent, useLandingAfterSignIn } from "./landing-after-sign-in";
import { clearPositionInviteIntent, savePositionInviteIntent } from "./position-invite-intent";
import { saveSubscriptionIntent } from "./subscription-intent";

afterEach(() => window.localStorage.clear());

const LATER = new Date(Date.now() + 86_400_000).toISOString();

describe("position invite intent", () => {
  it("is kept in local storage until cleared", () => {
    savePositionInviteIntent({ token: "tok-1", expiresAt: LATER });
    expect(readPositionInviteIntent()).toEqual({ token: "tok-1", expiresAt: LATER });
    clearPositionInviteIntent();
    expect(readPositionInviteIntent()).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.positionInviteIntent)).toBeNull();
  });

  it("ignores what this app did not write, and a link past its expiry", () => {
    const store = (value: string) => window.localStorage.setItem(STORAGE_KEYS.positionInviteIntent, value);
    store("not json");
    expect(readPositionInviteIntent()).toBeUndefined();
    store(JSON.stringify({ token: 1, expiresAt: LATER }));
    expect(readPositionInviteIntent()).toBeUndefined();
    store(JSON.stringify({ token: "t", expiresAt: "2020-01-01T00:00:00Z" }));
    expect(readPositionInviteIntent()).toBeUndefined();
    store(JSON.stringify({ token: "t", expiresAt: "soon" }));
    expect(readPositionInviteIntent()).toBeUndefined();
  });
});

describe("useLandingAfterSignIn with an invite link", () => {
  it("returns to the invite page from the dashboard or a public page, before a subscribe intent", () => {
    saveSubscriptionIntent({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
    });
    savePositionInviteIntent({ token: "tok-1", expiresAt: LATER });
    expect(renderHook(() => useLandingAfterSignIn("/dashboard")).result.current).toBe(
      "/position-invite/tok-1",
    );
    expect(renderHook(() => useLandingAfterSignIn("/teams")).result.current).toBe("/position-invite/tok-1");
  });

  it("leaves a guarded page the person tried to open as it is", () => {
    savePositionInviteIntent({ token: "tok-1", expiresAt: LATER });
    expect(renderHook(() => useLandingAfterSignIn("/profile")).result.current).toBe("/profile");
  });

  it("falls back to the subscribe intent once the invite is cleared", () => {
    saveSubscriptionIntent({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
    });
    expect(renderHook(() => useLandingAfterSignIn("/dashboard")).result.current).toBe(
      "/incubators/acme-labs",
    );
  });
});
