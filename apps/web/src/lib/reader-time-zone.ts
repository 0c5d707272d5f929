/*
 * The signed-in person's time zone, set from their session as it is read (lib/auth/session.ts) and read
 * by the date helpers (lib/dates.ts). Its own module so the session, which every first view loads, does not
 * bring the date formatting along with it.
 */
let profileTimeZone: string | undefined;

/** Follows the session: the profile's zone, or none (the browser's) when signed out or not yet set. */
export function setReaderTimeZone(timeZone: string | null | undefined): void {
  profileTimeZone = timeZone ?? undefined;
}

/** The profile's zone, or undefined for the browser's own. */
export function readerTimeZone(): string | undefined {
  return profileTimeZone;
}
