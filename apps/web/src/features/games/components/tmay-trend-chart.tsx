import type { TmayAttempt } from "@hatchery/shared";
import { formatDate } from "@/lib/dates";
import { type Measure, MeasureChart } from "./measure-chart";

/** Length, pace, fillers and structure parts over the person's deliveries, oldest first. */
export function TmayTrendChart({ attempts }: { attempts: readonly TmayAttempt[] }) {
  const oldestFirst = [...attempts].reverse();
  const measures: Measure[] = [
    {
      title: "Length",
      unit: "seconds",
      values: oldestFirst.map((attempt) => attempt.feedback.lengthSeconds),
      lineClass: "stroke-violet-600 dark:stroke-violet-400",
    },
    {
      title: "Words a minute (spoken deliveries)",
      unit: "words a minute",
      values: oldestFirst.map((attempt) => attempt.feedback.wordsPerMinute),
      lineClass: "stroke-sky-600 dark:stroke-sky-400",
    },
    {
      title: "Fillers a minute (spoken deliveries)",
      unit: "fillers a minute",
      values: oldestFirst.map((attempt) => attempt.feedback.fillersPerMinute),
      lineClass: "stroke-amber-600 dark:stroke-amber-400",
    },
    {
      title: "Structure parts found",
      unit: "of 3",
      values: oldestFirst.map((attempt) => attempt.feedback.structure.found),
      lineClass: "stroke-emerald-600 dark:stroke-emerald-400",
    },
  ];
  const drawn = measures.filter((measure) => measure.values.filter((value) => value !== null).length >= 2);
  const from = oldestFirst[0];
  const to = oldestFirst.at(-1);
  return (
    <section aria-labelledby="tmay-trend" className="space-y-3">
      <h2 id="tmay-trend" className="text-xl font-semibold">
        Your deliveries over time
      </h2>
      {drawn.length === 0 || !from || !to ? (
        <p className="text-muted-foreground">The trend appears after your second saved delivery.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {oldestFirst.length} deliveries from {formatDate(from.createdAt)} to {formatDate(to.createdAt)},
            oldest on the left.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {drawn.map((measure) => (
              <MeasureChart key={measure.title} measure={measure} count={oldestFirst.length} />
            ))}
          </div>
        </>
      )}
      <ol className="space-y-1 text-sm">
        {attempts.slice(0, 10).map((attempt) => (
          <li key={attempt.id}>
            {formatDate(attempt.createdAt)}: {attempt.mode === "spoken" ? "spoken" : "typed"},{" "}
            {attempt.feedback.lengthSeconds} seconds, {attempt.feedback.structure.found} of 3 parts
            {attempt.feedback.wordsPerMinute !== null &&
              `, ${attempt.feedback.wordsPerMinute} words a minute`}
            {attempt.feedback.fillersPerMinute !== null &&
              `, ${attempt.feedback.fillersPerMinute} fillers a minute`}
          </li>
        ))}
      </ol>
    </section>
  );
}
