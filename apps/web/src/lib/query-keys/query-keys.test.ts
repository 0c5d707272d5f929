import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { accountKeys } from "./account-keys";
import { appKeys } from "./app-keys";
import { incubatorKeys } from "./incubator-keys";
import { subscriptionKeys } from "./subscription-keys";

function isInvalidated(queryClient: QueryClient, queryKey: readonly unknown[]): boolean | undefined {
  return queryClient.getQueryState(queryKey)?.isInvalidated;
}

describe("query-key factories", () => {
  it("puts every incubator query under incubatorKeys.all, so one invalidation refreshes them all", async () => {
    const queryClient = new QueryClient();
    const incubatorQueries = [
      incubatorKeys.list({ search: "", accepting: "all" }),
      incubatorKeys.detail("acme-labs"),
      incubatorKeys.settings("acme-labs"),
      incubatorKeys.plans("acme-labs"),
      incubatorKeys.activePlans("acme-labs"),
      incubatorKeys.plan("plan-1"),
    ];
    const otherQueries = [subscriptionKeys.current(), accountKeys.sessions(), appKeys.config()];
    for (const key of [...incubatorQueries, ...otherQueries]) queryClient.setQueryData(key, { cached: true });

    await queryClient.invalidateQueries({ queryKey: incubatorKeys.all });

    for (const key of incubatorQueries) expect(isInvalidated(queryClient, key), String(key)).toBe(true);
    for (const key of otherQueries) expect(isInvalidated(queryClient, key), String(key)).toBe(false);
  });

  it("keeps the subscription and account queries under their own roots", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(subscriptionKeys.current(), {});
    queryClient.setQueryData(subscriptionKeys.checkout("sub-1"), {});
    queryClient.setQueryData(accountKeys.linkedAccounts(), []);

    await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });

    expect(isInvalidated(queryClient, subscriptionKeys.current())).toBe(true);
    expect(isInvalidated(queryClient, subscriptionKeys.checkout("sub-1"))).toBe(true);
    expect(isInvalidated(queryClient, accountKeys.linkedAccounts())).toBe(false);
  });

  it("gives each incubator, plan and filter set a key of its own", () => {
    expect(incubatorKeys.detail("a")).not.toEqual(incubatorKeys.detail("b"));
    expect(incubatorKeys.detail("a")).not.toEqual(incubatorKeys.settings("a"));
    expect(incubatorKeys.plans("a")).not.toEqual(incubatorKeys.activePlans("a"));
    expect(incubatorKeys.list({ search: "x" })).not.toEqual(incubatorKeys.list({ search: "y" }));
    expect(incubatorKeys.list({ search: "x" })).toEqual(incubatorKeys.list({ search: "x" }));
  });
});
