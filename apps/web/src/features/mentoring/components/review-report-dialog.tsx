import { ContentReportDialog } from "@/components/content-report-dialog";
import { toast } from "@/lib/toast";
import { useReportMentorReview } from "../api/report-mentor-review";

/** Reports a review to the moderators with a reason (docs/decisions/034-reports.md). */
export function ReviewReportDialog({
  reviewId,
  open,
  onOpenChange,
}: {
  reviewId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useReportMentorReview();
  return (
    <ContentReportDialog
      what="review"
      open={open}
      onOpenChange={onOpenChange}
      report={{
        mutate: (input, options) =>
          report.mutate(
            { reviewId, ...input },
            {
              onSuccess: () => {
                toast({ title: "Thank you. The report was sent to the moderators." });
                options.onSuccess();
              },
            },
          ),
        reset: report.reset,
        isPending: report.isPending,
        isError: report.isError,
        error: report.error,
      }}
    />
  );
}
