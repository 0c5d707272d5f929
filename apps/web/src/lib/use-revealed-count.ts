import { startTransition, useEffect, useState } from "react";
import { useServedAsDocument } from "./use-hydrating";

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more in each following
 * task until all are, so a long list arrives as a few short tasks (each rendered, committed and laid
 * out on its own) rather than one long one (docs/decisions/071-main-thread-work.md). The items come in
 * order below the first ones, where the reader is not yet looking, so nothing they see moves. Once the
 * steps have caught up, items added later (a next page the reader asked for) render at once, so what
 * they pressed stays where it was, with the focus. A visitor's document, which no script will go on
 * revealing, renders them all.
 */
export function useRevealedCount(total: number, first: number, step: number): number {
  const [revealed, setRevealed] = useState(useServedAsDocument() ? Number.POSITIVE_INFINITY : first);
  useEffect(() => {
    if (revealed >= total) return;
    // Infinity once caught up: whatever comes later shows at once.
    const next = (count: number) => (count + step >= total ? Number.POSITIVE_INFINITY : count + step);
    const timer = setTimeout(() => startTransition(() => setRevealed(next)), 0);
    return () => clearTimeout(timer);
  }, [revealed, total, step]);
  return Math.min(revealed, total);
}
