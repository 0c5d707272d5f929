import type { QueryClient } from "@tanstack/react-query";
import { mentoringSessionKeys } from "@/lib/query-keys/mentoring-session-keys";

/** After any step of a session: both lists and the mentor's free times may have changed. */
export function refreshAfterSessionStep(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: mentoringSessionKeys.all });
}
