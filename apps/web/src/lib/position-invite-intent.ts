import { STORAGE_KEYS } from "@hatchery/shared";

/**
 * An invite link a signed-out person chose to use: kept in local storage so it outlives sign-up, the
 * verification link (perhaps opened in another tab) and a later sign-in, which all land back on the
 * invite page (`useLandingAfterSignIn`). The invite page clears it once the person is back, signed in.
 *
 * The invite page writes and clears it here; the sign-in page reads it (`readPositionInviteIntent` in
 * landing-after-sign-in.ts), as it renders. Apart, because a module both pages imported would be a chunk
 * of its own in the sign-in page's first view, whose every byte counts.
 */
export interface PositionInviteIntent {
  token: string;
  /** The link's own expiry: past it, the intent leads nowhere and is ignored. */
  expiresAt: string;
}

export function savePositionInviteIntent(intent: PositionInviteIntent): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.positionInviteIntent, JSON.stringify(intent));
  } catch {
    // Without storage the sign-in page's return address still brings the person back to the link.
  }
}

export function clearPositionInviteIntent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.positionInviteIntent);
  } catch {
    // Nothing was stored.
  }
}
