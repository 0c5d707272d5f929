import {
  FEED_REPORT_DETAILS_MAX_LENGTH,
  FEED_REPORT_REASON_LABELS,
  FEED_REPORT_REASONS,
  type FeedReportReason,
} from "@hatchery/shared";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
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
  const [reason, setReason] = useState<FeedReportReason>("spam");
  const [details, setDetails] = useState("");
  const detailsId = useId();
  const name = useId();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) report.reset();
        onOpenChange(next);
      }}
      title={`Report this ${what}`}
      description="Tell the moderators what is wrong. The author is not told who reported it."
      confirmLabel="Send report"
      pendingLabel="Sending…"
      destructive={false}
      pending={report.isPending}
      error={report.isError ? errorMessage(report.error) : undefined}
      onConfirm={() => report.mutate({ target, reason, details }, { onSuccess: () => onOpenChange(false) })}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Reason</legend>
        {FEED_REPORT_REASONS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {FEED_REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={detailsId}>Details (optional)</Label>
        <Textarea
          id={detailsId}
          value={details}
          maxLength={FEED_REPORT_DETAILS_MAX_LENGTH}
          onChange={(event) => setDetails(event.target.value)}
          className="min-h-16"
        />
      </div>
    </ConfirmDialog>
  );
}
