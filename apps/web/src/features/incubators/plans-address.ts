import { INCUBATOR_PLANS_PARAM, SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@hatchery/shared";

/**
 * An incubator's page that opens its plans dialog once the app has started: where a visitor's document
 * sends its plan buttons (decision 086), the app having the dialog. `?plans` opens it as "See plans"
 * does, `?plans=charter` or `?plans=upgrade` as those buttons do. The server sends such an address the
 * app's page.
 */
export function plansAddress(slug: string, source?: SubscriptionSource): string {
  return `/incubators/${slug}?${INCUBATOR_PLANS_PARAM}${source ? `=${source}` : ""}`;
}

/** What the plans an address asks for open as (`INCUBATOR_PLANS_PARAM`'s value): a source, or none for "See plans". */
export function plansSource(asked: string): SubscriptionSource | undefined {
  return SUBSCRIPTION_SOURCES.find((known) => known === asked);
}
