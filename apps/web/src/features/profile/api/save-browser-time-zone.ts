import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type Session, updateSession } from "@/lib/auth/session";

/** People whose zone this page has tried to save, so a refused or failed save is not retried in a loop. */
const attempted = new Set<string>();

/**
 * Saves the browser's time zone as the person's own when they have none yet: at their first sign-in,
 * whichever way they signed in (password, LinkedIn, an emailed link), since every page a signed-in person
 * sees mounts this. Emails use the saved zone; the profile changes it (docs/decisions/036-time.md).
 * The saving code loads only for a person without a zone: every signed-in page carries this hook.
 */
export function useSaveBrowserTimeZone(session: Session | undefined): void {
  const queryClient = useQueryClient();
  const userId = session?.user.timeZone === null ? session.user.id : undefined;
  useEffect(() => {
    if (userId === undefined || attempted.has(userId)) return;
    attempted.add(userId);
    void import("./save-time-zone").then(async ({ saveBrowserTimeZone }) => {
      const account = await saveBrowserTimeZone();
      if (account) updateSession(queryClient, account);
    });
  }, [userId, queryClient]);
}
