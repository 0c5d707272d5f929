import { startTransition, useDeferredValue, useEffect, useRef, useState } from "react";

/**
 * A query's answer, held back on its first arrival only: undefined until React has rendered it in a
 * transition, then every later answer as it comes.
 *
 * An answer re-renders through its query's store (useSyncExternalStore), which React renders at once,
 * in one task however large the page it fills. Deferring whether there is an answer (not the answer
 * itself) renders the first one in a transition, in slices that let the browser paint and handle input
 * in between (decision 071), while the updates that follow (optimistic ones, the event stream's) show at
 * once: a deferred copy of the answer would make each of them wait for a transition too, and render
 * twice. The caller keeps its placeholder while this is undefined and `data` is not.
 */
export function useDeferredFirstAnswer<T>(data: T | undefined): T | undefined {
  const answered = useDeferredValue(data !== undefined);
  return answered ? data : undefined;
}

/**
 * How many of a list's `total` items to render: `first` at once, then `step` more in each following
 * task until all are, so a long list arrives as a few short tasks (each rendered, committed and laid
 * out on its own) rather than one long one (docs/decisions/071-main-thread-work.md). The items come in
 * order below the first ones, where the reader is not yet looking, so nothing they see moves. Once all
 * have been rendered, items added later (a next page the reader asked for) render at once, so what they
 * pressed stays where it was, with the focus.
 */
export function useRevealedCount(total: number, first: number, step = Math.max(first, 1)): number {
  const [revealed, setRevealed] = useState(first);
  const caughtUp = useRef(false);
  useEffect(() => {
    if (caughtUp.current) return;
    if (revealed >= total) {
      caughtUp.current = total > 0;
      return;
    }
    const timer = window.setTimeout(() => startTransition(() => setRevealed((count) => count + step)), 0);
    return () => window.clearTimeout(timer);
  }, [revealed, total, step]);
  return caughtUp.current ? total : Math.min(revealed, total);
}
