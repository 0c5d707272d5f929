import {
  type AvailabilityInterval,
  MENTORING_SESSION_LENGTHS,
  MENTORING_WEEKDAY_NAMES,
  MENTORING_WEEKDAYS,
  type MentorAvailability,
  mentorAvailabilitySchema,
} from "@hatchery/shared";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { formatCalendarDay } from "@/lib/calendar-days";
import { useSaveMentorAvailability } from "../api/save-mentor-availability";

/** Text fields hold what the person typed; numbers are read from them on save. */
interface Draft {
  weekly: AvailabilityInterval[];
  sessionLengths: number[];
  minNoticeHours: string;
  bookingWindowDays: string;
  weeklyLimit: string;
  bufferMinutes: string;
  autoAccept: boolean;
  datesOff: string[];
}

function draftOf(availability: MentorAvailability): Draft {
  return {
    weekly: availability.weekly,
    sessionLengths: availability.sessionLengths,
    minNoticeHours: String(availability.minNoticeHours),
    bookingWindowDays: String(availability.bookingWindowDays),
    weeklyLimit: availability.weeklyLimit === null ? "" : String(availability.weeklyLimit),
    bufferMinutes: String(availability.bufferMinutes),
    autoAccept: availability.autoAccept,
    datesOff: availability.datesOff,
  };
}

function numberOf(text: string): number {
  return text.trim() === "" ? Number.NaN : Number(text);
}

/**
 * A mentor's weekly hours (several a day) in their profile's zone, the lengths they offer and their
 * booking rules, saved whole. The shared schema checks it here with the server's words.
 */
export function AvailabilityForm({
  availability,
  timeZone,
}: {
  availability: MentorAvailability;
  timeZone: string;
}) {
  const ids = useId();
  const [draft, setDraft] = useState(() => draftOf(availability));
  const [newDayOff, setNewDayOff] = useState("");
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const save = useSaveMentorAvailability();
  const change = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const setInterval = (index: number, patch: Partial<AvailabilityInterval>) =>
    change({
      weekly: draft.weekly.map((interval, at) => (at === index ? { ...interval, ...patch } : interval)),
    });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = mentorAvailabilitySchema.safeParse({
      ...draft,
      minNoticeHours: numberOf(draft.minNoticeHours),
      bookingWindowDays: numberOf(draft.bookingWindowDays),
      weeklyLimit: draft.weeklyLimit.trim() === "" ? null : numberOf(draft.weeklyLimit),
      bufferMinutes: numberOf(draft.bufferMinutes),
    });
    if (!parsed.success) {
      setProblems([...new Set(parsed.error.issues.map((issue) => issue.message))]);
      return;
    }
    setProblems([]);
    save.mutate(parsed.data, {
      onSuccess: (data) => {
        setDraft(draftOf(data.availability));
        setSaved(true);
      },
      onError: (error) => setProblems([errorMessage(error)]),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <section aria-labelledby={`${ids}-weekly`} className="space-y-4">
        <h2 id={`${ids}-weekly`} className="text-lg font-semibold">
          Weekly hours
        </h2>
        <p className="text-sm text-muted-foreground">
          Written in your mentor profile's time zone, {timeZone}.
        </p>
        {MENTORING_WEEKDAYS.map((weekday) => {
          const name = MENTORING_WEEKDAY_NAMES[weekday];
          const entries = draft.weekly
            .map((interval, index) => ({ interval, index }))
            .filter(({ interval }) => interval.weekday === weekday);
          return (
            <fieldset key={weekday} className="rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">{name}</legend>
              {entries.length === 0 && <p className="text-sm text-muted-foreground">Not available</p>}
              <ul className="space-y-2">
                {entries.map(({ interval, index }, position) => (
                  <li key={index} className="flex flex-wrap items-end gap-2">
                    <div>
                      <Label htmlFor={`${ids}-${index}-start`}>{`${name} from (${position + 1})`}</Label>
                      <Input
                        id={`${ids}-${index}-start`}
                        type="time"
                        step={1800}
                        value={interval.start}
                        onChange={(event) => setInterval(index, { start: event.target.value })}
                      />
                    </div>
                    <div>
                      <Label htmlFor={`${ids}-${index}-end`}>{`${name} until (${position + 1})`}</Label>
                      <Input
                        id={`${ids}-${index}-end`}
                        type="time"
                        step={1800}
                        value={interval.end === "24:00" ? "23:59" : interval.end}
                        onChange={(event) =>
                          setInterval(index, {
                            end: event.target.value === "23:59" ? "24:00" : event.target.value,
                          })
                        }
                      />
                    </div>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      aria-label={`Remove ${name} ${interval.start}–${interval.end}`}
                      onClick={() => change({ weekly: draft.weekly.filter((_, at) => at !== index) })}
                    >
                      Remove
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="mt-2"
                onClick={() =>
                  change({
                    weekly: [...draft.weekly, { weekday, start: "09:00", end: "12:00" }],
                  })
                }
              >
                Add hours on {name}
              </Button>
            </fieldset>
          );
        })}
      </section>

      <section aria-labelledby={`${ids}-rules`} className="space-y-4">
        <h2 id={`${ids}-rules`} className="text-lg font-semibold">
          Booking rules
        </h2>
        <fieldset>
          <legend className="text-sm font-medium">Session lengths</legend>
          <div className="mt-2 flex gap-4">
            {MENTORING_SESSION_LENGTHS.map((minutes) => (
              <label key={minutes} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.sessionLengths.includes(minutes)}
                  onChange={(event) =>
                    change({
                      sessionLengths: event.target.checked
                        ? [...draft.sessionLengths, minutes]
                        : draft.sessionLengths.filter((length) => length !== minutes),
                    })
                  }
                />
                {minutes} minutes
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          {(
            [
              ["minNoticeHours", "Minimum notice (hours)"],
              ["bookingWindowDays", "Booking window (days ahead)"],
              ["weeklyLimit", "Sessions a week at most (blank: no limit)"],
              ["bufferMinutes", "Buffer between sessions (minutes)"],
            ] as const
          ).map(([field, label]) => (
            <div key={field} className="space-y-1">
              <Label htmlFor={`${ids}-${field}`}>{label}</Label>
              <Input
                id={`${ids}-${field}`}
                inputMode="numeric"
                value={draft[field]}
                onChange={(event) => change({ [field]: event.target.value })}
              />
            </div>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={draft.autoAccept}
            onChange={(event) => change({ autoAccept: event.target.checked })}
          />
          Confirm every request at once (otherwise you approve each one)
        </label>
      </section>

      <section aria-labelledby={`${ids}-off`} className="space-y-3">
        <h2 id={`${ids}-off`} className="text-lg font-semibold">
          Dates off
        </h2>
        <div className="flex items-end gap-2">
          <div>
            <Label htmlFor={`${ids}-day-off`}>Date off</Label>
            <Input
              id={`${ids}-day-off`}
              type="date"
              value={newDayOff}
              onChange={(event) => setNewDayOff(event.target.value)}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={!newDayOff}
            onClick={() => {
              if (!draft.datesOff.includes(newDayOff))
                change({ datesOff: [...draft.datesOff, newDayOff].sort() });
              setNewDayOff("");
            }}
          >
            Add date off
          </Button>
        </div>
        {draft.datesOff.length === 0 ? (
          <p className="text-sm text-muted-foreground">No dates off.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {draft.datesOff.map((day) => (
              <li key={day} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
                {formatCalendarDay(day)}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove date off ${formatCalendarDay(day)}`}
                  onClick={() => change({ datesOff: draft.datesOff.filter((other) => other !== day) })}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {problems.length > 0 && (
        <ul role="alert" className="list-disc pl-5 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {saved && (
        <p role="status" className="text-sm">
          Availability saved.
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save availability"}
      </Button>
    </form>
  );
}
