import {
  type FreeSlotsResponse,
  MENTORING_AGENDA_MAX_LENGTH,
  MENTORING_MESSAGES,
  type MentoringSession,
} from "@hatchery/shared";
import { type FormEvent, useId, useState } from "react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { readerDayKey } from "@/lib/calendar-days";
import { browserTimeZone, currentReader, formatDate, formatTime, formatWeekdayAndDay } from "@/lib/dates";
import { useBookMentoringSession } from "../api/book-mentoring-session";
import { useMentorFreeSlots } from "../api/get-mentor-free-slots";

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

export interface BookingPanelMentor {
  slug: string;
  name: string;
}

type Slot = FreeSlotsResponse["slots"][number];

/** The slots of a week grouped by the reader's calendar day, in order. */
function slotsByDay(slots: readonly Slot[]): { day: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = readerDayKey(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/**
 * A mentor's free times in the reader's own time zone (named), a length and a time to pick, an agenda
 * to type, and "Book". For a guest, "Book" opens the plans of the incubator the server names
 * (`onOfferPlans`: the page composes the incubators' plans dialog, which this feature cannot import).
 */
export function BookingPanel({
  mentor,
  onOfferPlans,
  now = () => new Date(),
}: {
  mentor: BookingPanelMentor;
  onOfferPlans: (incubator: { slug: string; name: string }) => void;
  now?: () => Date;
}) {
  const ids = useId();
  const session = useSession();
  // From the start of the current hour, so the range (and its query) stays put while the page is open.
  const [start] = useState(() => Math.floor(now().getTime() / HOUR_MS) * HOUR_MS);
  const [week, setWeek] = useState(0);
  const [length, setLength] = useState<number | undefined>(undefined);
  const [picked, setPicked] = useState<string | null>(null);
  const [agenda, setAgenda] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<MentoringSession | null>(null);
  const from = new Date(start + week * WEEK_MS).toISOString();
  const to = new Date(start + (week + 1) * WEEK_MS).toISOString();
  const free = useMentorFreeSlots(mentor.slug, { from, to, length });
  const book = useBookMentoringSession(mentor.slug);
  const zone = currentReader().timeZone ?? browserTimeZone() ?? "UTC";
  const data = free.data;
  const lengths = data?.sessionLengths ?? [];
  const chosenLength = length ?? data?.length;

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!data) return;
    if (!data.viewer.canBook) {
      if (data.viewer.offerPlansOf) onOfferPlans(data.viewer.offerPlansOf);
      else
        setProblem(
          data.viewer.isMentor ? MENTORING_MESSAGES.cannotBookYourself : MENTORING_MESSAGES.noIncubator,
        );
      return;
    }
    const bookedLength = chosenLength === 30 || chosenLength === 60 ? chosenLength : undefined;
    if (!picked || bookedLength === undefined) {
      setProblem("Choose a time first.");
      return;
    }
    if (!agenda.trim()) {
      setProblem("Agenda is required");
      return;
    }
    book.mutate(
      { startsAt: picked, length: bookedLength, agenda },
      {
        onSuccess: ({ session: created }) => {
          setBooked(created);
          setPicked(null);
          setAgenda("");
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  }

  const signedOut = session.data === null;
  return (
    <section aria-labelledby={`${ids}-heading`} className="rounded-lg border p-4 sm:p-6">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold">
        Book a session with {mentor.name}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Times are shown in your time zone, {zone}
        {data && data.timeZone !== zone ? ` (${mentor.name} is in ${data.timeZone})` : ""}.
      </p>

      {booked && (
        <Alert role="status" className="mt-4">
          <AlertTitle>{booked.status === "confirmed" ? "Session confirmed" : "Session requested"}</AlertTitle>
          <AlertDescription>
            <p>
              {formatWeekdayAndDay(booked.startsAt)}, {formatTime(booked.startsAt)}.{" "}
              {booked.status === "confirmed" ? "" : `${mentor.name} will confirm or decline it. `}
              <Link to="/mentoring/sessions" className="underline">
                Your sessions
              </Link>
            </p>
          </AlertDescription>
        </Alert>
      )}

      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        {lengths.length > 1 && (
          <fieldset>
            <legend className="text-sm font-medium">Length</legend>
            <div className="mt-2 flex gap-4">
              {lengths.map((minutes) => (
                <label key={minutes} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${ids}-length`}
                    value={minutes}
                    checked={chosenLength === minutes}
                    onChange={() => {
                      setLength(minutes);
                      setPicked(null);
                    }}
                  />
                  {minutes} minutes
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className="flex items-center justify-between gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={week === 0}
            onClick={() => setWeek(week - 1)}
          >
            Previous week
          </Button>
          <p className="text-sm" aria-live="polite">
            {formatDate(from)} – {formatDate(new Date(Date.parse(to) - 1).toISOString())}
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => setWeek(week + 1)}>
            Next week
          </Button>
        </div>

        {free.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading free times…
            </p>
            <div aria-hidden="true" className="space-y-2">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-10 w-full" />
            </div>
          </>
        ) : free.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>The free times could not be loaded</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-3">
              <p>{errorMessage(free.error)}</p>
              <Button variant="outline" size="sm" type="button" onClick={() => void free.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : data && data.slots.length === 0 ? (
          <p className="text-sm text-muted-foreground">No free times this week. Try the next week.</p>
        ) : (
          data && (
            <div className="space-y-3">
              {slotsByDay(data.slots).map(({ day, slots }) => (
                <fieldset key={day}>
                  <legend className="text-sm font-medium">
                    {formatWeekdayAndDay(slots[0]?.startsAt ?? from)}
                  </legend>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {slots.map((slot) => (
                      <label
                        key={slot.startsAt}
                        className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10"
                      >
                        <input
                          type="radio"
                          name={`${ids}-slot`}
                          value={slot.startsAt}
                          checked={picked === slot.startsAt}
                          onChange={() => setPicked(slot.startsAt)}
                        />
                        {formatTime(slot.startsAt)}
                      </label>
                    ))}
                  </div>
                </fieldset>
              ))}
            </div>
          )
        )}

        <div className="space-y-2">
          <Label htmlFor={`${ids}-agenda`}>Agenda</Label>
          <Textarea
            id={`${ids}-agenda`}
            value={agenda}
            maxLength={MENTORING_AGENDA_MAX_LENGTH}
            rows={3}
            placeholder="What would you like to talk about?"
            onChange={(event) => setAgenda(event.target.value)}
          />
        </div>

        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}

        {signedOut ? (
          <Link
            className={buttonVariants()}
            to={signInPath(typeof window === "undefined" ? "/" : window.location.pathname)}
          >
            Sign in to book
          </Link>
        ) : (
          <Button type="submit" disabled={book.isPending || !data}>
            {book.isPending ? "Booking…" : "Book"}
          </Button>
        )}
      </form>
    </section>
  );
}
