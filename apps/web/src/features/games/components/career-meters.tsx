import {
  CAREER_GAME_METRICS,
  CAREER_METRIC_LABELS,
  CAREER_METRIC_MAX,
  CAREER_METRIC_MIN,
  type CareerMetrics,
} from "@hatchery/shared";
import { useId } from "react";
import { cn } from "@/lib/utils";

interface CareerMetersProps {
  metrics: CareerMetrics;
  /** What the last decision changed, shown beside each meter; none on the ending. */
  changes?: CareerMetrics | null;
  title: string;
}

function signed(change: number): string {
  return change > 0 ? `+${change}` : `${change}`;
}

/**
 * The company's four metrics as meters from 0 to 100. A change slides the bar (not under reduced
 * motion, where it jumps) and is written beside it; the live region of the run says it in words.
 */
export function CareerMeters({ metrics, changes, title }: CareerMetersProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-card p-4">
      <h2 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {CAREER_GAME_METRICS.map((metric) => {
          const value = metrics[metric];
          const change = changes?.[metric] ?? 0;
          return (
            <li key={metric}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span id={`${id}-${metric}`} className="font-medium">
                  {CAREER_METRIC_LABELS[metric]}
                </span>
                <span className="tabular-nums">
                  {change !== 0 && (
                    <span
                      aria-hidden="true"
                      data-testid={`change-${metric}`}
                      className={cn(
                        "me-2 font-semibold",
                        change > 0 ? "text-emerald-700 dark:text-emerald-400" : "text-destructive",
                      )}
                    >
                      {signed(change)}
                    </span>
                  )}
                  {value} / {CAREER_METRIC_MAX}
                </span>
              </div>
              {/* The meter is what assistive technology reads; the bar beside it is its picture, which can slide. */}
              <meter
                aria-labelledby={`${id}-${metric}`}
                min={CAREER_METRIC_MIN}
                max={CAREER_METRIC_MAX}
                value={value}
                aria-valuetext={`${value} out of ${CAREER_METRIC_MAX}`}
                className="sr-only"
              />
              <div aria-hidden="true" className="mt-1 h-2.5 overflow-hidden rounded-full bg-muted">
                <div
                  data-testid={`bar-${metric}`}
                  className={cn(
                    "h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700 motion-safe:ease-out",
                    value >= 60 ? "bg-emerald-600" : value >= 30 ? "bg-amber-500" : "bg-destructive",
                  )}
                  style={{ width: `${value}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
