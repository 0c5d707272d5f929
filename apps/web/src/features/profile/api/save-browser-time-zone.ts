import { isKnownTimeZone } from "@hatchery/shared";
import { useEffect } from "react";
import { useUpdateProfile } from "@/lib/account/update-profile";
import type { Session } from "@/lib/auth/session";
import { browserTimeZone } from "@/lib/dates";

/** People whose zone this page has tried to save, so a refused or failed save is not retried in a loop. */
const attempted = new Set<string>();

/**
 * Saves the browser's time zone as the person's own when they have none yet: at their first sign-in,
 * whichever way they signed in (password, LinkedIn, an emailed link), since every page a signed-in person
 * sees mounts this. Emails use the saved zone; the profile changes it (docs/decisions/036-time.md).
 */
export function useSaveBrowserTimeZone(session: Session | undefined): void {
  const { mutate } = useUpdateProfile();
  const userId = session?.user.timeZone === null ? session.user.id : undefined;
  useEffect(() => {
    if (userId === undefined || attempted.has(userId)) return;
    const timeZone = browserTimeZone();
    if (!timeZone || !isKnownTimeZone(timeZone)) return;
    attempted.add(userId);
    mutate({ timeZone });
  }, [userId, mutate]);
}
