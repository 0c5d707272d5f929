import { STORAGE_KEYS } from "@hatchery/shared";
import { useMemo, useSyncExternalStore } from "react";

/**
 * An invite link a signed-out person chose to use: kept in local storage so it outlives sign-up, the
 * verification link (perhaps opened in another tab) and a later sign-in, which all land back on the
 * invite page (`useLandingAfterSignIn`). The invite page clears it once the person is back, signed in.
 */
export interface PositionInviteIntent {
  token: string;
  /** The link's own expiry: past it, the intent leads nowhere and is ignored. */
  expiresAt: string;
}

const CHANGED_EVENT = "hatchery:position-invite-intent";

function announceChange(): void {
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

export function savePositionInviteIntent(intent: PositionInviteIntent): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.positionInviteIntent, JSON.stringify(intent));
  } catch {
    // Without storage the sign-in page's return address still brings the person back to the link.
  }
  announceChange();
}

export function clearPositionInviteIntent(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.positionInviteIntent);
  } catch {
    // Nothing was stored.
  }
  announceChange();
}

function readStoredValue(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.positionInviteIntent);
  } catch {
    return null;
  }
}

/** The intent a raw stored value holds, if it is one this app wrote and its link has not expired. */
export function parsePositionInviteIntent(
  raw: string | null,
  now = Date.now(),
): PositionInviteIntent | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return undefined;
    const { token, expiresAt } = value as Record<string, unknown>;
    if (typeof token !== "string" || token === "" || typeof expiresAt !== "string") return undefined;
    const expiry = Date.parse(expiresAt);
    if (Number.isNaN(expiry) || expiry <= now) return undefined;
    return { token, expiresAt };
  } catch {
    return undefined;
  }
}

export function readPositionInviteIntent(): PositionInviteIntent | undefined {
  return parsePositionInviteIntent(readStoredValue());
}

function subscribeToIntent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.positionInviteIntent) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored intent, kept current as it is saved or cleared (in this tab or another). */
export function usePositionInviteIntent(): PositionInviteIntent | undefined {
  // The raw string is the snapshot: it compares by value, where a freshly parsed object never would.
  const raw = useSyncExternalStore(subscribeToIntent, readStoredValue, () => null);
  return useMemo(() => parsePositionInviteIntent(raw), [raw]);
}
