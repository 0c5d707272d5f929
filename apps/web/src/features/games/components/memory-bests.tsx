import type { MemoryBest } from "@hatchery/shared";
import { formatGameTime, LEVEL_LABELS } from "../game-format";

/** The player's best time and fewest moves of each level they have played. */
export function MemoryBests({ bests, title }: { bests: readonly MemoryBest[]; title: string }) {
  if (bests.length === 0) return null;
  return (
    <section aria-labelledby="memory-bests" className="max-w-xl">
      <h2 id="memory-bests" className="font-semibold">
        {title}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {bests.map((best) => (
          <div key={best.level} className="contents">
            <dt className="font-medium">{LEVEL_LABELS[best.level]}</dt>
            <dd className="text-muted-foreground">
              {formatGameTime(best.bestTimeMs, true)} best time, {best.fewestMoves} fewest moves (
              {best.gamesPlayed} {best.gamesPlayed === 1 ? "game" : "games"})
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
