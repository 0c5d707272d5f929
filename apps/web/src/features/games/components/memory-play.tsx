import type { MemoryDeckResponse, MemoryLevel } from "@hatchery/shared";
import { useEffect, useRef } from "react";
import { formatGameTime } from "../game-format";
import { useMemoryPlay } from "../use-memory-play";
import { MemoryBoard } from "./memory-board";

interface MemoryPlayProps {
  deck: MemoryDeckResponse;
  level: MemoryLevel;
  onFinished: (result: { timeMs: number; moves: number }) => void;
}

/** One game: the countdown, then the board with its clock, move counter and the found pair's note. */
export function MemoryPlay({ deck, onFinished }: MemoryPlayProps) {
  const { phase, game, announcement, lastFound, elapsedMs, flip } = useMemoryPlay(deck);
  const board = useRef<HTMLDivElement>(null);

  const playing = phase.kind === "playing";
  useEffect(() => {
    // The cards take the focus when they are dealt, so the keyboard plays at once.
    if (playing) board.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [playing]);

  useEffect(() => {
    if (phase.kind === "finished") onFinished({ timeMs: phase.timeMs, moves: phase.moves });
  }, [phase, onFinished]);

  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {phase.kind === "countdown" ? (
        <div className="flex h-64 items-center justify-center" aria-hidden="true">
          <span className="text-7xl font-bold tabular-nums" data-testid="countdown">
            {phase.count}
          </span>
        </div>
      ) : (
        <>
          <div className="flex max-w-2xl justify-between text-sm font-medium tabular-nums">
            <span>
              Time <span data-testid="memory-time">{formatGameTime(elapsedMs)}</span>
            </span>
            <span>
              Moves <span data-testid="memory-moves">{game.moves}</span>
            </span>
            <span>
              Pairs {game.found.length} / {deck.pairs.length}
            </span>
          </div>
          <div ref={board}>
            <MemoryBoard cards={deck.cards} columns={deck.columns} game={game} onFlip={flip} />
          </div>
          {lastFound && (
            <aside
              aria-label="The pair you found"
              className="max-w-2xl rounded-md border bg-muted/50 p-4 text-sm"
            >
              <p className="font-semibold">
                {lastFound.title}: {lastFound.match}
              </p>
              <p className="mt-1 text-muted-foreground">{lastFound.explanation}</p>
            </aside>
          )}
        </>
      )}
    </div>
  );
}
