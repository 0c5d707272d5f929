import { isKnownTimeZone, type MeResponse } from "@hatchery/shared";
import { browserTimeZone } from "@/lib/dates";
import { updateProfile } from "./update-profile";

/** Saves the browser's zone on the profile; undefined when the browser names none or the save fails. */
export async function saveBrowserTimeZone(): Promise<MeResponse | undefined> {
  const timeZone = browserTimeZone();
  if (!timeZone || !isKnownTimeZone(timeZone)) return undefined;
  try {
    return await updateProfile({ timeZone });
  } catch {
    // Nothing to tell the person: the profile offers the choice, and the next page load tries again.
    return undefined;
  }
}
