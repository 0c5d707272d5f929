import { useDeferredValue } from "react";

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
