import { z } from "zod";

/*
 * A person's time zone is an IANA name ("Europe/Berlin", "America/New_York", "UTC"), the name browsers
 * give (`Intl.DateTimeFormat().resolvedOptions().timeZone`) and `Intl` reads (docs/decisions/036-time.md).
 */

export const TIME_ZONE_MAX_LENGTH = 64;
export const TIME_ZONE_MESSAGE = "Choose a time zone from the list, such as Europe/Berlin";

/*
 * The shape of an IANA name. Recent engines also take offsets ("+01:00") as a time zone; an offset has
 * no daylight-saving rules, so it is not a place a person lives and is refused.
 */
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether `Intl` knows `name` as a time zone (aliases such as "UTC" or "Asia/Calcutta" included). */
export function isKnownTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX_LENGTH || !IANA_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGE })
  .trim()
  .refine(isKnownTimeZone, { error: TIME_ZONE_MESSAGE });
