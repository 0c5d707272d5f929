import type { GamesOverviewResponse } from "@hatchery/shared";
import { FlameIcon } from "lucide-react";
import { cn } from "@/lib/utils";

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

/** The streak, the longest run and the games' points, on the hub and on the dashboard's card. */
export function StreakFigures({
  overview,
  compact = false,
  className,
}: {
  overview: GamesOverviewResponse;
  compact?: boolean;
  className?: string;
}) {
  const figures = [
    ["Current", days(overview.streak.current)],
    ["Longest", days(overview.streak.longest)],
    ["Points from games", String(overview.points)],
  ];
  return (
    <dl className={cn("grid grid-cols-3 gap-3 text-sm", className)}>
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt className="text-muted-foreground">{term}</dt>
          <dd className={cn("font-semibold tabular-nums", compact ? "text-xl" : "text-2xl")}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The signed-in person's streak of days played and the points their games earned. */
export function GamesStreak({ overview }: { overview: GamesOverviewResponse }) {
  const { streak } = overview;
  const encouragement =
    streak.current === 0
      ? "Play any game today to start a streak."
      : streak.playedToday
        ? "You have played today. Come back tomorrow to keep it going."
        : "Play any game today to keep your streak.";
  return (
    <section aria-labelledby="games-streak" className="rounded-lg border bg-card p-4 sm:p-5">
      <h2 id="games-streak" className="flex items-center gap-2 font-semibold">
        <FlameIcon aria-hidden="true" className="size-5 text-primary" />
        Your streak
      </h2>
      <StreakFigures overview={overview} className="mt-3" />
      <p className="mt-3 text-sm text-muted-foreground">{encouragement}</p>
    </section>
  );
}
