import type { MemoryCard } from "@hatchery/shared";
import { type KeyboardEvent, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import type { MemoryGameState } from "../memory-game";

interface MemoryBoardProps {
  cards: readonly MemoryCard[];
  columns: number;
  game: MemoryGameState;
  onFlip: (cardId: string) => void;
}

/** Where an arrow key (or Home, End) moves the focus from `index` in a grid of `columns`. */
export function nextCardIndex(key: string, index: number, count: number, columns: number): number | null {
  switch (key) {
    case "ArrowRight":
      return Math.min(count - 1, index + 1);
    case "ArrowLeft":
      return Math.max(0, index - 1);
    case "ArrowDown":
      return index + columns < count ? index + columns : index;
    case "ArrowUp":
      return index - columns >= 0 ? index - columns : index;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/**
 * The cards as an ARIA grid with one tab stop (a roving tabindex): arrow keys move between cards,
 * Enter or Space turns the focused one. A found card stays focusable, so the focus never jumps.
 */
export function MemoryBoard({ cards, columns, game, onFlip }: MemoryBoardProps) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const rows: MemoryCard[][] = [];
  for (let start = 0; start < cards.length; start += columns) rows.push(cards.slice(start, start + columns));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextCardIndex(event.key, active, cards.length, columns);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a grid of cards, not a table of data
    <div
      role="grid"
      aria-label="Memory cards"
      className="mx-auto w-full max-w-2xl space-y-2"
      onKeyDown={onKeyDown}
    >
      {rows.map((row, rowIndex) => (
        // biome-ignore lint/a11y/useSemanticElements: see the grid above
        // biome-ignore lint/a11y/useFocusableInteractive: the row only groups its cells; the cards take the focus
        <div
          key={rowIndex}
          role="row"
          className="grid gap-2"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {row.map((card, columnIndex) => {
            const index = rowIndex * columns + columnIndex;
            const found = game.found.includes(card.pairId);
            const faceUp = found || game.open.includes(card.id);
            const label = faceUp
              ? `Card ${index + 1}: ${card.text}${found ? ", found" : ""}`
              : `Card ${index + 1}, face down`;
            return (
              // biome-ignore lint/a11y/useSemanticElements: see the grid above
              // biome-ignore lint/a11y/useFocusableInteractive: the card's button inside takes the focus
              <div key={card.id} role="gridcell" className="[perspective:600px]">
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  data-card-id={card.id}
                  data-pair-id={card.pairId}
                  tabIndex={index === active ? 0 : -1}
                  aria-label={label}
                  aria-disabled={found || undefined}
                  onClick={() => onFlip(card.id)}
                  onFocus={() => setActive(index)}
                  className={cn(
                    "memory-card flex h-24 w-full items-center justify-center rounded-md border p-1.5 text-center text-xs leading-snug break-words hyphens-auto sm:h-28 sm:text-sm",
                    "motion-safe:transition-transform motion-safe:duration-300",
                    faceUp
                      ? "[transform:rotateY(0deg)] bg-card text-card-foreground"
                      : "[transform:rotateY(180deg)] bg-primary text-primary-foreground",
                    found &&
                      "border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
                  )}
                >
                  <span aria-hidden="true">{faceUp ? card.text : ""}</span>
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
