import type { MemoryBest, MemoryLevel } from "@hatchery/shared";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { signInPath } from "@/lib/auth/sign-in-path";
import { formatGameTime, LEVEL_LABELS } from "../game-format";

export interface MemoryOutcome {
  best: MemoryBest;
  newBestTime: boolean;
  newFewestMoves: boolean;
}

/** What became of the finished game's result: kept in the browser, or being kept, kept or not on the server. */
export type MemoryResultState =
  | { kind: "visitor"; outcome: MemoryOutcome }
  | { kind: "saving" }
  | { kind: "saved"; outcome: MemoryOutcome }
  | { kind: "failed"; message: string };

interface MemoryEndScreenProps {
  level: MemoryLevel;
  timeMs: number;
  moves: number;
  result: MemoryResultState;
  onPlayAgain: () => void;
  onChangeGame: () => void;
  onRetrySave: () => void;
}

function BestLine({ outcome }: { outcome: MemoryOutcome }) {
  const news = [
    outcome.newBestTime && "a new best time",
    outcome.newFewestMoves && "your fewest moves",
  ].filter(Boolean);
  return (
    <p>
      {news.length > 0 ? `That is ${news.join(" and ")}! ` : ""}
      Your best on {LEVEL_LABELS[outcome.best.level].toLowerCase()}:{" "}
      {formatGameTime(outcome.best.bestTimeMs, true)} and {outcome.best.fewestMoves} moves.
    </p>
  );
}

export function MemoryEndScreen(props: MemoryEndScreenProps) {
  const { level, timeMs, moves, result } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="memory-end" className="max-w-xl space-y-4 rounded-lg border bg-card p-5">
      <h2 id="memory-end" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        All pairs found
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Level</dt>
        <dd>{LEVEL_LABELS[level]}</dd>
        <dt className="font-medium">Time</dt>
        <dd>{formatGameTime(timeMs, true)}</dd>
        <dt className="font-medium">Moves</dt>
        <dd>{moves}</dd>
      </dl>
      {result.kind === "saving" ? (
        <p className="text-muted-foreground">Saving your result…</p>
      ) : result.kind === "failed" ? (
        <div className="space-y-2">
          <p className="text-destructive">Your result could not be saved: {result.message}</p>
          <Button type="button" variant="outline" onClick={props.onRetrySave}>
            Try saving again
          </Button>
        </div>
      ) : (
        <BestLine outcome={result.outcome} />
      )}
      {result.kind === "visitor" && (
        <p className="text-sm text-muted-foreground">
          <Link
            className="font-medium text-primary underline underline-offset-4"
            to={signInPath("/games/memory")}
          >
            Sign in to keep your best
          </Link>
          ; until then it is kept in this browser.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={props.onPlayAgain}>
          Play again
        </Button>
        <Button type="button" variant="outline" onClick={props.onChangeGame}>
          Change level or pairs
        </Button>
      </div>
    </section>
  );
}
