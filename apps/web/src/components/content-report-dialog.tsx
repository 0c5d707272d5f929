import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from "@hatchery/shared";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";

/** What the dialog needs of the report's mutation (a post's, a comment's or a message's). */
export interface ReportMutation {
  mutate(input: { reason: ReportReason; details: string }, options: { onSuccess: () => void }): void;
  reset(): void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * Reports content with a reason and optional details (docs/decisions/034-reports.md): the same form
 * for every kind of content; moderators read it later.
 */
export function ContentReportDialog({
  what,
  report,
  open,
  onOpenChange,
}: {
  /** "post", "comment", "message": the title says what is reported. */
  what: string;
  report: ReportMutation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState<ReportReason>("spam");
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
      onConfirm={() => report.mutate({ reason, details }, { onSuccess: () => onOpenChange(false) })}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Reason</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={value}
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={detailsId}>Details (optional)</Label>
        <Textarea
          id={detailsId}
          value={details}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          onChange={(event) => setDetails(event.target.value)}
          className="min-h-16"
        />
      </div>
    </ConfirmDialog>
  );
}
