import type { InterviewSessionSummary } from "@hatchery/shared";
import { formatDate } from "@/lib/dates";

interface Measure {
  title: string;
  unit: string;
  /** One value per session, oldest first; null where the session did not measure it. */
  values: (number | null)[];
  lineClass: string;
}

const WIDTH = 300;
const HEIGHT = 100;
const PAD = 8;

/**
 * One measure over the sessions, oldest on the left, on its own scale from 0 to its highest value. An
 * SVG of our own, as the assessment's history (decision 038); the figure's caption says the first and
 * last values and the range in words, and the list beside the chart gives every session.
 */
function MeasureChart({ measure, count }: { measure: Measure; count: number }) {
  const known = measure.values.filter((value): value is number => value !== null);
  if (known.length < 2) return null;
  const highest = Math.max(...known, 1);
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(count - 1, 1);
  const y = (value: number) => HEIGHT - PAD - (value / highest) * (HEIGHT - 2 * PAD);
  const points = measure.values.flatMap((value, index) =>
    value === null ? [] : [`${x(index)},${y(value)}`],
  );
  const first = known[0];
  const last = known.at(-1);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm">
        <span className="font-medium">{measure.title}</span>: from {first} to {last} {measure.unit} (highest{" "}
        {highest})
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full max-w-sm"
        aria-hidden="true"
        focusable="false"
      >
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} className="fill-muted/40" />
        <polyline fill="none" strokeWidth={2} className={measure.lineClass} points={points.join(" ")} />
        {measure.values.map((value, index) =>
          value === null ? null : (
            <circle
              key={index}
              cx={x(index)}
              cy={y(value)}
              r={3}
              className={`${measure.lineClass} fill-background`}
              strokeWidth={2}
            />
          ),
        )}
      </svg>
    </figure>
  );
}

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
