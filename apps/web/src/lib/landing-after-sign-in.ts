import { positionInvitePath, STORAGE_KEYS } from "@hatchery/shared";
import type { PositionInviteIntent } from "@/lib/position-invite-intent";
import { landingAfterSignIn, landingForIntent, useSubscriptionIntent } from "@/lib/subscription-intent";

/*
 * Apart from the subscribe intent, which every page loads (the entry chunk): reading the invite intent
 * is needed by the sign-in page only.
 */

/** The stored intent, if it is one this app wrote and its link has not expired. */
export function readPositionInviteIntent(now = Date.now()): PositionInviteIntent | undefined {
  try {
    const { token, expiresAt } = JSON.parse(
      window.localStorage.getItem(STORAGE_KEYS.positionInviteIntent) ?? "{}",
    );
    const expiry = Date.parse(expiresAt);
    return typeof token === "string" && token !== "" && expiry > now ? { token, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `landingAfterSignIn` with the stored intents, the subscribe intent followed as it changes, the invite
 * link read as the page renders. An invite link the person was about to use goes first: it is a concrete
 * step (and it expires), while a subscribe intent keeps waiting in storage and reopens the plans dialog
 * on their next visit to the incubator.
 */
export function useLandingAfterSignIn(path: string): string {
  const subscription = useSubscriptionIntent();
  const invite = readPositionInviteIntent();
  return invite
    ? landingForIntent(path, positionInvitePath(invite.token))
    : landingAfterSignIn(path, subscription);
}
