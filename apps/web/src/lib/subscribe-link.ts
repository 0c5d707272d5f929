import { SUBSCRIBE_LINK_ACTION, SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@hatchery/shared";

/*
 * A subscribe link's parameters, apart from the stored intent (subscription-intent.ts): the root layout
 * reads every address for a link, so this is on every first view, and the intent's code is not.
 */

/** The query parameters a subscribe link is made of. */
const SUBSCRIBE_LINK_PARAMS = ["action", "planId", "incubatorId", "source"] as const;

/** The link parameters that ask for a subscription: `?action=subscribe&planId=…[&incubatorId=…][&source=…]`. */
export interface SubscribeLink {
  planId: string;
  incubatorId?: string;
  source?: SubscriptionSource;
}

export function isSubscriptionSource(value: unknown): value is SubscriptionSource {
  return SUBSCRIPTION_SOURCES.some((source) => source === value);
}

/** The subscribe request a URL carries, if any. */
export function readSubscribeLink(search: string | URLSearchParams): SubscribeLink | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const planId = params.get("planId");
  if (params.get("action") !== SUBSCRIBE_LINK_ACTION || !planId) return undefined;
  const incubatorId = params.get("incubatorId") ?? undefined;
  const source = params.get("source");
  return { planId, incubatorId, source: isSubscriptionSource(source) ? source : undefined };
}

/** The query string without the subscribe link's parameters ("" when nothing else is left). */
export function withoutSubscribeLink(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of SUBSCRIBE_LINK_PARAMS) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
