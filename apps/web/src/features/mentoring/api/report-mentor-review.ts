import { mentoringAfterEndpoints, type ReportReason, type ReportResponse } from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function reportMentorReview(
  reviewId: string,
  input: { reason: ReportReason; details: string },
): Promise<ReportResponse> {
  return callApi(mentoringAfterEndpoints.reportReview, { params: { id: reviewId }, body: input });
}

export function useReportMentorReview() {
  return useMutation({
    mutationFn: ({ reviewId, ...input }: { reviewId: string; reason: ReportReason; details: string }) =>
      reportMentorReview(reviewId, input),
  });
}
