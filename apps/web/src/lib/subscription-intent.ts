import { STORAGE_KEYS, SUBSCRIPTION_SOURCES, type SubscriptionSource } from "@hatchery/shared";

/**
 * What a person meant to subscribe to before they could (SPEC §3): kept in local storage so it outlives
 * sign-up, the verification link and sign-in, then reopens the plans dialog on the incubator's page.
 */
export interface SubscriptionIntent {
  incubatorId: string;
  incubatorName: string;
  incubatorSlug: string;
  planId: string;
  source: SubscriptionSource;
  context: "post-registration";
}

export const SUBSCRIBE_ACTION = "subscribe";

/** The link parameters that ask for a subscription: `?action=subscribe&planId=…[&incubatorId=…]`. */
export interface SubscribeLink {
  planId: string;
  incubatorId?: string;
  source: SubscriptionSource;
}

function isSource(value: string | null): value is SubscriptionSource {
  return SUBSCRIPTION_SOURCES.some((source) => source === value);
}

/** The subscribe request a URL carries, if any. A link without a known source stands for the sign-up path. */
export function readSubscribeLink(search: string | URLSearchParams): SubscribeLink | undefined {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const planId = params.get("planId");
  if (params.get("action") !== SUBSCRIBE_ACTION || !planId) return undefined;
  const incubatorId = params.get("incubatorId") ?? undefined;
  const source = params.get("source");
  return { planId, incubatorId, source: isSource(source) ? source : "auth" };
}

function isIntent(value: unknown): value is SubscriptionIntent {
  if (typeof value !== "object" || value === null) return false;
  const intent = value as Record<string, unknown>;
  return (
    typeof intent.incubatorId === "string" &&
    typeof intent.incubatorName === "string" &&
    typeof intent.incubatorSlug === "string" &&
    typeof intent.planId === "string" &&
    typeof intent.source === "string" &&
    isSource(intent.source) &&
    intent.context === "post-registration"
  );
}

export function saveSubscriptionIntent(intent: Omit<SubscriptionIntent, "context">): SubscriptionIntent {
  const stored: SubscriptionIntent = { ...intent, context: "post-registration" };
  try {
    window.localStorage.setItem(STORAGE_KEYS.subscriptionIntent, JSON.stringify(stored));
  } catch {
    // Without storage the intent lasts only as long as this page; the person can choose the plan again.
  }
  return stored;
}

/** The stored intent, or undefined when there is none or it is not one this app wrote. */
export function readSubscriptionIntent(): SubscriptionIntent | undefined {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isIntent(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function clearSubscriptionIntent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.subscriptionIntent);
  } catch {
    // Nothing was stored.
  }
}
