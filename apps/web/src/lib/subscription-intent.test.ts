import { STORAGE_KEYS } from "@hatchery/shared";
import { afterEach, describe, expect, it } from "vitest";
import {
  clearSubscriptionIntent,
  readSubscribeLink,
  readSubscriptionIntent,
  saveSubscriptionIntent,
} from "./subscription-intent";

afterEach(() => window.localStorage.clear());

const INTENT = {
  incubatorId: "inc-1",
  incubatorName: "Acme Labs",
  incubatorSlug: "acme-labs",
  planId: "plan-1",
  source: "auth",
} as const;

describe("readSubscribeLink", () => {
  it("reads action=subscribe with a planId, an optional incubator id and source", () => {
    expect(readSubscribeLink("?action=subscribe&planId=p1")).toEqual({
      planId: "p1",
      incubatorId: undefined,
      source: "auth",
    });
    expect(readSubscribeLink("?action=subscribe&planId=p1&incubatorId=i1&source=charter")).toEqual({
      planId: "p1",
      incubatorId: "i1",
      source: "charter",
    });
  });

  it("ignores a link without the action or the plan", () => {
    expect(readSubscribeLink("?planId=p1")).toBeUndefined();
    expect(readSubscribeLink("?action=subscribe")).toBeUndefined();
    expect(readSubscribeLink("?action=join&planId=p1")).toBeUndefined();
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
});
