import { STORAGE_KEYS } from "@hatchery/shared";

/**
 * Marks this tab as the one that opened a payment page in another tab, so that it shows the
 * confirmation itself once the payment completes (the realtime "subscription.confirmed" event).
 * Session storage is per tab; the payment tab was opened before the mark, so it does not inherit it.
 */
export function markAwaitingCheckout(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.awaitingCheckout, "1");
  } catch {
    // Storage refused (private mode, full): the confirmation then shows only in the payment tab.
  }
}

/** Whether this tab was waiting for a payment; the mark is used up. */
export function takeAwaitingCheckout(): boolean {
  try {
    const awaiting = sessionStorage.getItem(STORAGE_KEYS.awaitingCheckout) !== null;
    sessionStorage.removeItem(STORAGE_KEYS.awaitingCheckout);
    return awaiting;
  } catch {
    return false;
  }
}
