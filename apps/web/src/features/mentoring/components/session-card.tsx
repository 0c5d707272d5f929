import {
  MENTORING_REASON_MAX_LENGTH,
  MENTORING_SESSION_STATUS_LABELS,
  type MentoringSession,
} from "@hatchery/shared";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, formatTime } from "@/lib/dates";
import { useCancelMentoringSession } from "../api/cancel-mentoring-session";
import { useConfirmMentoringSession } from "../api/confirm-mentoring-session";
import { useDeclineMentoringSession } from "../api/decline-mentoring-session";
import { SessionEndingActions } from "./session-ending-actions";
import { SessionNotesSection } from "./session-notes-section";
import { SessionRescheduleDialog } from "./session-reschedule-dialog";

function lengthMinutes(session: MentoringSession): number {
  return Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000);
}

/** One session as either of its people sees it, with the steps the server allows them now. */
export function SessionCard({ session }: { session: MentoringSession }) {
  const ids = useId();
  const [dialog, setDialog] = useState<"decline" | "cancel" | "reschedule" | null>(null);
  const [reason, setReason] = useState("");
  const confirm = useConfirmMentoringSession();
  const decline = useDeclineMentoringSession();
  const cancel = useCancelMentoringSession();
  const other = session.viewerRole === "mentor" ? session.mentee.name : session.mentor.name;
  const withWhom = session.viewerRole === "mentor" ? `${other} booked you` : `With ${other}`;
  const close = () => {
    setDialog(null);
    setReason("");
    decline.reset();
    cancel.reset();
  };

  return (
    <article aria-labelledby={`${ids}-title`} className="rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${ids}-title`} className="font-semibold">
            {formatDateTime(session.startsAt)}–{formatTime(session.endsAt)}
          </h2>
          <p className="text-sm text-muted-foreground">
            {withWhom} · {lengthMinutes(session)} minutes
          </p>
        </div>
        <Badge variant={session.status === "confirmed" ? "default" : "secondary"}>
          {MENTORING_SESSION_STATUS_LABELS[session.status]}
        </Badge>
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap">{session.agenda}</p>
      {session.declineReason && <p className="mt-2 text-sm">Declined: {session.declineReason}</p>}
      {session.status === "cancelled" && (
        <p className="mt-2 text-sm">
          Cancelled by {session.cancelledBy === session.viewerRole ? "you" : other}
          {session.cancelReason ? `: ${session.cancelReason}` : "."}
        </p>
      )}
      {session.noShowOf && (
        <p className="mt-2 text-sm">
          {session.noShowOf === session.viewerRole ? "You were marked absent." : `${other} did not come.`}
        </p>
      )}
      {confirm.isError && (
        <p role="alert" className="mt-2 text-sm text-destructive">
          {errorMessage(confirm.error)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {session.permissions.confirm && (
          <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate(session.id)}>
            {confirm.isPending ? "Confirming…" : "Confirm"}
          </Button>
        )}
        {session.permissions.decline && (
          <Button size="sm" variant="outline" onClick={() => setDialog("decline")}>
            Decline
          </Button>
        )}
        {session.permissions.reschedule && session.mentor.slug && (
          <Button size="sm" variant="outline" onClick={() => setDialog("reschedule")}>
            Reschedule
          </Button>
        )}
        {session.permissions.cancel && (
          <Button size="sm" variant="outline" onClick={() => setDialog("cancel")}>
            Cancel session
          </Button>
        )}
        <SessionEndingActions session={session} other={other} />
      </div>
      <SessionNotesSection session={session} />

      <ConfirmDialog
        open={dialog === "decline"}
        onOpenChange={(open) => !open && close()}
        title="Decline this session?"
        description={`${other} reads your reason.`}
        confirmLabel="Decline"
        pendingLabel="Declining…"
        pending={decline.isPending}
        error={decline.isError ? errorMessage(decline.error) : undefined}
        onConfirm={() => decline.mutate({ id: session.id, reason }, { onSuccess: close })}
      >
        <div className="space-y-1">
          <Label htmlFor={`${ids}-decline`}>Reason</Label>
          <Textarea
            id={`${ids}-decline`}
            value={reason}
            maxLength={MENTORING_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>

      <ConfirmDialog
        open={dialog === "cancel"}
        onOpenChange={(open) => !open && close()}
        title="Cancel this session?"
        description={
          <>
            <p>{other} is told at once.</p>
            {session.lateCancel && (
              <p className="mt-2 font-medium text-destructive">
                This is a late cancellation: the session starts in less than {session.lateCancelWindowHours}{" "}
                hours.
              </p>
            )}
          </>
        }
        confirmLabel="Cancel session"
        cancelLabel="Keep session"
        pendingLabel="Cancelling…"
        pending={cancel.isPending}
        error={cancel.isError ? errorMessage(cancel.error) : undefined}
        onConfirm={() => cancel.mutate({ id: session.id, reason }, { onSuccess: close })}
      >
        <div className="space-y-1">
          <Label htmlFor={`${ids}-cancel`}>Reason (optional)</Label>
          <Textarea
            id={`${ids}-cancel`}
            value={reason}
            maxLength={MENTORING_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
      </ConfirmDialog>

      {dialog === "reschedule" && session.mentor.slug && (
        <SessionRescheduleDialog session={session} mentorSlug={session.mentor.slug} onClose={close} />
      )}
    </article>
  );
}
