import { describe, expect, it } from "vitest";
import { readSubscribeLink, withoutSubscribeLink } from "./subscribe-link";

describe("readSubscribeLink", () => {
  it("reads action=subscribe with a planId, an optional incubator id and source", () => {
    expect(readSubscribeLink("?action=subscribe&planId=p1")).toEqual({
      planId: "p1",
      incubatorId: undefined,
      source: undefined,
    });
    expect(readSubscribeLink("?action=subscribe&planId=p1&source=bogus")?.source).toBeUndefined();
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

describe("withoutSubscribeLink", () => {
  it("removes the link's parameters and keeps the others", () => {
    expect(withoutSubscribeLink("?action=subscribe&planId=p1&incubatorId=i1&source=charter")).toBe("");
    expect(withoutSubscribeLink("?redirect=%2Fincubators&action=subscribe&planId=p1&view=sign-up")).toBe(
      "?redirect=%2Fincubators&view=sign-up",
    );
  });
});
