import type { InterviewSessionSummary } from "@hatchery/shared";
import { formatDate } from "@/lib/dates";
import { type Measure, MeasureChart } from "./measure-chart";

/** Words a minute, fillers a minute and key points covered over the sessions, oldest first. */
export function InterviewProgressChart({ sessions }: { sessions: readonly InterviewSessionSummary[] }) {
  const oldestFirst = [...sessions].reverse();
  const measures: Measure[] = [
    {
      title: "Words a minute (spoken answers)",
      unit: "words a minute",
      values: oldestFirst.map((session) => session.wordsPerMinute),
      lineClass: "stroke-sky-600 dark:stroke-sky-400",
    },
    {
      title: "Fillers a minute (spoken answers)",
      unit: "fillers a minute",
      values: oldestFirst.map((session) => session.fillersPerMinute),
      lineClass: "stroke-amber-600 dark:stroke-amber-400",
    },
    {
      title: "Key points covered",
      unit: "per cent",
      values: oldestFirst.map((session) =>
        session.keyPointsTotal === 0
          ? null
          : Math.round((session.keyPointsCovered / session.keyPointsTotal) * 100),
      ),
      lineClass: "stroke-emerald-600 dark:stroke-emerald-400",
    },
  ];
  const drawn = measures.filter((measure) => measure.values.filter((value) => value !== null).length >= 2);
  const from = oldestFirst[0];
  const to = oldestFirst.at(-1);
  return (
    <section aria-labelledby="interview-progress" className="space-y-3">
      <h2 id="interview-progress" className="text-xl font-semibold">
        Your progress
      </h2>
      {drawn.length === 0 || !from || !to ? (
        <p className="text-muted-foreground">
          The chart appears once two sessions have measured the same thing.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {oldestFirst.length} sessions from {formatDate(from.createdAt)} to {formatDate(to.createdAt)},
            oldest on the left.
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {drawn.map((measure) => (
              <MeasureChart key={measure.title} measure={measure} count={oldestFirst.length} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
