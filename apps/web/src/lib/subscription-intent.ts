import { matchRoute, STORAGE_KEYS, type SubscriptionSource } from "@hatchery/shared";
import { useMemo, useSyncExternalStore } from "react";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/auth/redirect";
import { isSubscriptionSource, type SubscribeLink } from "@/lib/subscribe-link";

/**
 * What a person meant to subscribe to before they could (SPEC §3): kept in local storage so it outlives
 * sign-up, the verification link and sign-in, then reopens the plans dialog on the incubator's page.
 */
export interface SubscriptionIntent {
  incubatorId: string;
  incubatorName: string;
  incubatorSlug: string;
  planId: string;
  /** Where the dialog was asked for; none when a signed-in person followed a link that named no source. */
  source?: SubscriptionSource;
  context: "post-registration";
}

/** The source the intent keeps: a signed-out person completes it after signing in (SPEC §2 source auth). */
export function intentSource(link: SubscribeLink, signedIn: boolean): SubscriptionSource | undefined {
  return signedIn ? link.source : "auth";
}

export function incubatorPagePath(slug: string): string {
  return `/incubators/${slug}`;
}

function isIntent(value: unknown): value is SubscriptionIntent {
  if (typeof value !== "object" || value === null) return false;
  const intent = value as Record<string, unknown>;
  return (
    typeof intent.incubatorId === "string" &&
    typeof intent.incubatorName === "string" &&
    typeof intent.incubatorSlug === "string" &&
    typeof intent.planId === "string" &&
    (intent.source === undefined || isSubscriptionSource(intent.source)) &&
    intent.context === "post-registration"
  );
}

/*
 * Pages that show an intent follow the stored value: this tab is told of its own writes through an event,
 * other tabs through the browser's storage event.
 */
const INTENT_CHANGED_EVENT = "hatchery:subscription-intent";

function announceChange(): void {
  window.dispatchEvent(new Event(INTENT_CHANGED_EVENT));
}

export function saveSubscriptionIntent(intent: Omit<SubscriptionIntent, "context">): SubscriptionIntent {
  const stored: SubscriptionIntent = { ...intent, context: "post-registration" };
  try {
    window.localStorage.setItem(STORAGE_KEYS.subscriptionIntent, JSON.stringify(stored));
  } catch {
    // Without storage the intent lasts only as long as this page; the person can choose the plan again.
  }
  announceChange();
  return stored;
}

function readStoredValue(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent);
  } catch {
    return null;
  }
}

function parseIntent(raw: string | null): SubscriptionIntent | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isIntent(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The stored intent, or undefined when there is none or it is not one this app wrote. */
export function readSubscriptionIntent(): SubscriptionIntent | undefined {
  return parseIntent(readStoredValue());
}

export function clearSubscriptionIntent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.subscriptionIntent);
  } catch {
    // Nothing was stored.
  }
  announceChange();
}

function subscribeToIntent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.subscriptionIntent) onChange();
  };
  window.addEventListener(INTENT_CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(INTENT_CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored intent, kept current as it is saved or cleared (in this tab or another). */
export function useSubscriptionIntent(): SubscriptionIntent | undefined {
  // The raw string is the snapshot: it compares by value, where a freshly parsed object never would.
  const raw = useSyncExternalStore(subscribeToIntent, readStoredValue, () => null);
  return useMemo(() => parseIntent(raw), [raw]);
}

/**
 * Where a person goes once signed in, given the page the sign-in was for (`path`) and the page of
 * something they set out to do before they could (`intentPath`: a subscription, an invite link).
 *
 * The rule: a stored intent wins over the dashboard and over public pages, and loses to any other page
 * that needs a session. The dashboard is only the default landing, and a public page is merely where the
 * person was reading when they chose to sign in, while the intent is what they set out to do. A guarded
 * page was one they tried to open (the guard sent them to sign in from it), so it stays theirs; the intent
 * then waits in storage for their next visit to its page.
 */
export function landingForIntent(path: string, intentPath: string | undefined): string {
  if (!intentPath) return path;
  const { pathname } = new URL(path, "https://hatchery.invalid");
  if (pathname === intentPath) return path;
  const access = matchRoute(pathname)?.route.access;
  const guarded = access !== undefined && access.kind !== "public";
  return guarded && pathname !== DEFAULT_SIGNED_IN_PATH ? path : intentPath;
}

/**
 * Where a person goes once signed in (sign-in, two-factor, LinkedIn) or once the verification link signs
 * them in (it returns to the same address), given a stored subscribe intent: its incubator's page.
 */
export function landingAfterSignIn(path: string, intent: SubscriptionIntent | undefined): string {
  return landingForIntent(path, intent && incubatorPagePath(intent.incubatorSlug));
}
