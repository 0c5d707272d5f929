import { STORAGE_KEYS } from "@hatchery/shared";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  clearSubscriptionIntent,
  intentSource,
  landingAfterSignIn,
  readSubscriptionIntent,
  saveSubscriptionIntent,
  useSubscriptionIntent,
} from "./subscription-intent";

afterEach(() => window.localStorage.clear());

const INTENT = {
  incubatorId: "inc-1",
  incubatorName: "Acme Labs",
  incubatorSlug: "acme-labs",
  planId: "plan-1",
  source: "auth",
} as const;

describe("intentSource", () => {
  it("is auth for a signed-out person, else the link's own source or none", () => {
    expect(intentSource({ planId: "p", source: "charter" }, false)).toBe("auth");
    expect(intentSource({ planId: "p", source: "charter" }, true)).toBe("charter");
    expect(intentSource({ planId: "p" }, true)).toBeUndefined();
  });
});

describe("landingAfterSignIn", () => {
  const intent = { ...INTENT, context: "post-registration" } as const;

  it("changes nothing without an intent", () => {
    expect(landingAfterSignIn("/dashboard", undefined)).toBe("/dashboard");
    expect(landingAfterSignIn("/about", undefined)).toBe("/about");
  });

  it("takes the place of the dashboard and of public pages", () => {
    expect(landingAfterSignIn("/dashboard", intent)).toBe("/incubators/acme-labs");
    expect(landingAfterSignIn("/", intent)).toBe("/incubators/acme-labs");
    expect(landingAfterSignIn("/incubators?search=x", intent)).toBe("/incubators/acme-labs");
    expect(landingAfterSignIn("/incubators/other", intent)).toBe("/incubators/acme-labs");
  });

  it("keeps the incubator's own page as asked, query included", () => {
    expect(landingAfterSignIn("/incubators/acme-labs?tab=plans", intent)).toBe(
      "/incubators/acme-labs?tab=plans",
    );
  });

  it("gives way to another page that needs a session", () => {
    expect(landingAfterSignIn("/profile", intent)).toBe("/profile");
    expect(landingAfterSignIn("/subscription?x=1", intent)).toBe("/subscription?x=1");
    expect(landingAfterSignIn("/incubators/acme-labs/edit", intent)).toBe("/incubators/acme-labs/edit");
  });
});

describe("useSubscriptionIntent", () => {
  it("follows the intent as it is saved and cleared", () => {
    const { result } = renderHook(() => useSubscriptionIntent());
    expect(result.current).toBeUndefined();
    act(() => {
      saveSubscriptionIntent(INTENT);
    });
    expect(result.current).toEqual({ ...INTENT, context: "post-registration" });
    const first = result.current;
    act(() => {
      saveSubscriptionIntent(INTENT);
    });
    expect(result.current).toBe(first);
    act(() => clearSubscriptionIntent());
    expect(result.current).toBeUndefined();
  });
});

describe("subscription intent storage", () => {
  it("keeps the intent with the post-registration context until cleared", () => {
    saveSubscriptionIntent(INTENT);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent) ?? "")).toEqual({
      ...INTENT,
      context: "post-registration",
    });
    expect(readSubscriptionIntent()).toEqual({ ...INTENT, context: "post-registration" });
    clearSubscriptionIntent();
    expect(readSubscriptionIntent()).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent)).toBeNull();
  });

  it("ignores stored values it did not write", () => {
    window.localStorage.setItem(STORAGE_KEYS.subscriptionIntent, "not json");
    expect(readSubscriptionIntent()).toBeUndefined();
    window.localStorage.setItem(STORAGE_KEYS.subscriptionIntent, JSON.stringify({ ...INTENT, source: "x" }));
    expect(readSubscriptionIntent()).toBeUndefined();
  });

  it("keeps an intent without a source", () => {
    const { source: _, ...withoutSource } = INTENT;
    saveSubscriptionIntent(withoutSource);
    expect(readSubscriptionIntent()).toEqual({ ...withoutSource, context: "post-registration" });
  });
});
