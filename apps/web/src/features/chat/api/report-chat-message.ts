import { chatEndpoints, type ReportReason } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";

interface ReportMessageVariables {
  reason: ReportReason;
  details: string;
}

/** Reports another's message to the moderators (docs/decisions/034-reports.md). */
export function useReportChatMessage(
  messageId: number,
  successToast?: SuccessToast<unknown, ReportMessageVariables>,
) {
  return useMutation({
    mutationFn: (body: ReportMessageVariables) =>
      callApi(chatEndpoints.report, { params: { id: String(messageId) }, body }),
    onSuccess: (data: unknown, variables) => announceSuccess(successToast, data, variables),
  });
}
