import { ContentReportDialog } from "@/components/content-report-dialog";
import { useReport } from "../api/feed-item-mutations";

/** Reports a post or a comment with a reason; moderators read it later. */
export function ReportDialog({
  target,
  what,
  open,
  onOpenChange,
}: {
  target: { itemId: string } | { commentId: string };
  what: "post" | "comment";
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useReport(() => ({ title: "Thank you. The report was sent to the moderators." }));
  return (
    <ContentReportDialog
      what={what}
      open={open}
      onOpenChange={onOpenChange}
      report={{
        mutate: (input, options) => report.mutate({ target, ...input }, options),
        reset: report.reset,
        isPending: report.isPending,
        isError: report.isError,
        error: report.error,
      }}
    />
  );
}
