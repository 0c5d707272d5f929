import { STORAGE_KEYS } from "@hatchery/shared";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Used when local storage is blocked: the visitor is still counted once per page load. */
let unstoredVisitorId: string | null = null;

/** The anonymous visitor id kept in local storage (no cookie), created on the first page view. */
export function getVisitorId(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.analyticsVisitorId);
    if (stored && UUID_V4.test(stored)) return stored;
    const visitorId = randomUuid();
    localStorage.setItem(STORAGE_KEYS.analyticsVisitorId, visitorId);
    return visitorId;
  } catch {
    unstoredVisitorId ??= randomUuid();
    return unstoredVisitorId;
  }
}

/**
 * A version 4 UUID from `crypto.getRandomValues`, because `crypto.randomUUID` exists only in secure
 * contexts and a self-hosted instance may well be served over plain http on a local network.
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
