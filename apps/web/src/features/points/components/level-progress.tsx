import { levelProgress } from "@hatchery/shared";
import { cn } from "@/lib/utils";

/**
 * A level and the way to the next one, for `points` all-time points. The bar is a `progressbar` with
 * its words as its value text, so a screen reader hears what the eye sees.
 */
export function LevelProgress({
  points,
  label,
  className,
}: {
  points: number;
  label: string;
  className?: string;
}) {
  const progress = levelProgress(points);
  const percent = Math.round(progress.fraction * 100);
  const toNext = progress.next
    ? `${progress.pointsToNext} points to Level ${progress.next.level}`
    : "The top level";
  return (
    <div className={cn("space-y-1.5", className)}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">
          Level {progress.current.level} · {progress.current.name}
        </span>
        <span className="text-muted-foreground">
          {points} points · {toNext}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Level ${progress.current.level}, ${toNext}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
