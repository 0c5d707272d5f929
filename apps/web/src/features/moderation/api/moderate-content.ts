import { moderationEndpoints, type ReportContentKind } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { moderationKeys } from "@/lib/query-keys/moderation-keys";

/** What a moderator does with one piece of reported content (decision 055). */
export type ModerationAction = "hide" | "restore" | "dismiss" | "warn" | "suspend";

export interface ModerateContentInput {
  action: ModerationAction;
  kind: ReportContentKind;
  id: string;
  /** The warning's words for "warn"; the optional reason for "suspend". */
  message?: string;
}

export function moderateContent({ action, kind, id, message }: ModerateContentInput): Promise<void> {
  const params = { kind, id };
  switch (action) {
    case "hide":
      return callApi(moderationEndpoints.hide, { params });
    case "restore":
      return callApi(moderationEndpoints.restore, { params });
    case "dismiss":
      return callApi(moderationEndpoints.dismiss, { params });
    case "warn":
      return callApi(moderationEndpoints.warn, { params, body: { message: message ?? "" } });
    case "suspend":
      return callApi(moderationEndpoints.suspend, {
        params,
        body: message?.trim() ? { reason: message } : {},
      });
  }
}

/** The queue refreshes after any action (the realtime event does so in other tabs and for others). */
export function useModerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateContent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
