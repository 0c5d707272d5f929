import type { GamesOverviewResponse } from "@hatchery/shared";
import { FlameIcon } from "lucide-react";

function days(count: number): string {
  return `${count} ${count === 1 ? "day" : "days"}`;
}

/** The signed-in person's streak of days played and the points their games earned. */
export function GamesStreak({ overview }: { overview: GamesOverviewResponse }) {
  const { streak, points } = overview;
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
      <dl className="mt-3 grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">Current</dt>
          <dd className="text-2xl font-semibold tabular-nums">{days(streak.current)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Longest</dt>
          <dd className="text-2xl font-semibold tabular-nums">{days(streak.longest)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Points from games</dt>
          <dd className="text-2xl font-semibold tabular-nums">{points}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-muted-foreground">{encouragement}</p>
    </section>
  );
}
