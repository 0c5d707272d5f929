import type { MentoringSession } from "@hatchery/shared";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { browserTimeZone, currentReader, formatDateTime } from "@/lib/dates";
import { useMentorFreeSlots } from "../api/get-mentor-free-slots";
import { useRescheduleMentoringSession } from "../api/reschedule-mentoring-session";

const HOUR_MS = 3_600_000;
/** How far ahead the dialog offers new times. */
const OFFERED_DAYS = 28;

/** Moves a session to another of the mentor's free times, listed in the reader's zone. */
export function SessionRescheduleDialog({
  session,
  mentorSlug,
  onClose,
}: {
  session: MentoringSession;
  mentorSlug: string;
  onClose: () => void;
}) {
  const id = useId();
  const length = Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000);
  const [range] = useState(() => {
    const from = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    return {
      from: new Date(from).toISOString(),
      to: new Date(from + OFFERED_DAYS * 24 * HOUR_MS).toISOString(),
    };
  });
  const free = useMentorFreeSlots(mentorSlug, { ...range, length });
  const reschedule = useRescheduleMentoringSession();
  const [startsAt, setStartsAt] = useState("");
  const zone = currentReader().timeZone ?? browserTimeZone() ?? "UTC";
  const slots = free.data?.slots ?? [];
  const problem = reschedule.isError
    ? errorMessage(reschedule.error)
    : free.isError
      ? errorMessage(free.error)
      : undefined;

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Move this session"
      description={`Choose one of the free times of the next four weeks, shown in your time zone, ${zone}.`}
      confirmLabel="Move session"
      pendingLabel="Moving…"
      destructive={false}
      pending={reschedule.isPending}
      error={problem}
      onConfirm={() => {
        if (!startsAt) return;
        reschedule.mutate(
          { id: session.id, startsAt, length: length === 30 ? 30 : 60 },
          { onSuccess: onClose },
        );
      }}
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-time`}>New time</Label>
        <select
          id={`${id}-time`}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
          value={startsAt}
          disabled={free.isPending}
          onChange={(event) => setStartsAt(event.target.value)}
        >
          <option value="">
            {free.isPending ? "Loading free times…" : slots.length ? "Choose a time" : "No free times"}
          </option>
          {slots.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt}>
              {formatDateTime(slot.startsAt)}
            </option>
          ))}
        </select>
      </div>
    </ConfirmDialog>
  );
}
