import type { MeResponse } from "@hatchery/shared";
import { updateProfile } from "@/lib/account/update-profile";
import { browserTimeZone } from "@/lib/dates";

/**
 * Saves the browser's zone on the profile; undefined when the browser names none or the save fails.
 * The server checks the name (a zone its own Intl does not know is refused, and not saved): checked
 * here too, the shared package's time zone module brought the schema library (93 KB) into the first
 * page a person sees signed in.
 */
export async function saveBrowserTimeZone(): Promise<MeResponse | undefined> {
  const timeZone = browserTimeZone();
  if (!timeZone) return undefined;
  try {
    return await updateProfile({ timeZone });
  } catch {
    // Nothing to tell the person: the profile offers the choice, and the next page load tries again.
    return undefined;
  }
}
