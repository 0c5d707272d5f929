/*
 * The small SVG line charts of the interview history and the introduction tutor's trend.
 */

export interface Measure {
  title: string;
  unit: string;
  /** One value per session or delivery, oldest first; null where it did not measure this. */
  values: (number | null)[];
  lineClass: string;
}

const WIDTH = 300;
const HEIGHT = 100;
const PAD = 8;

/**
 * One measure over the sessions or deliveries, oldest on the left, on its own scale from 0 to its
 * highest value. An SVG of our own, as the assessment's history (decision 038); the figure's caption
 * says the first and last values and the range in words, and the list beside the chart gives each one.
 */
export function MeasureChart({ measure, count }: { measure: Measure; count: number }) {
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
