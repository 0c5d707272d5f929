import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";
import { useHydrating } from "./use-hydrating";

/** The longest the first page's content holds back what waits for it, whatever is still loading. */
export const FIRST_CONTENT_WAIT_LIMIT_MS = 4000;
/**
 * How long the page must have read nothing and received no file before its content counts as drawn: a
 * page draws in steps (its code, then sections whose code arrives later, each starting its own reads),
 * with short pauses between them.
 */
const QUIET_MS = 300;
/** How long an idle moment is waited for once the content has painted. */
const IDLE_WAIT_MS = 1000;

function afterPaintThenIdle(done: () => void) {
  const idle = () =>
    typeof window.requestIdleCallback === "function"
      ? window.requestIdleCallback(done, { timeout: IDLE_WAIT_MS })
      : setTimeout(done, 0);
  if (typeof window.requestAnimationFrame === "function") {
    window.requestAnimationFrame(() => setTimeout(idle, 0));
  } else {
    setTimeout(idle, 0);
  }
}

/** Calls `onFile` as each file the page asked for arrives, where the browser reports them. */
function watchFiles(onFile: () => void): () => void {
  if (
    typeof PerformanceObserver !== "function" ||
    !PerformanceObserver.supportedEntryTypes?.includes("resource")
  ) {
    return () => {};
  }
  const observer = new PerformanceObserver(onFile);
  observer.observe({ type: "resource" });
  return () => observer.disconnect();
}

/**
 * The first page's wait: `subscribe` starts watching the page (once) until it has drawn its content: no
 * read of the app's in flight and no file arriving for QUIET_MS, then a paint, then an idle moment; or the
 * limit, whichever comes first. `settled` is true from then on.
 */
export function firstContentWatch() {
  let settled = false;
  let watching = false;
  const listeners = new Set<() => void>();

  /*
   * Each part that waited is told in a task of its own, so it renders and commits on its own: told
   * together, the header's controls, its navigation and the realtime bridge were one commit with all
   * their effects, a task of 15–23 ms here (decision 076).
   */
  function settle() {
    if (settled) return;
    settled = true;
    const waiting = [...listeners];
    const tellNext = () => {
      const listener = waiting.shift();
      if (!listener) return;
      if (listeners.has(listener)) listener();
      if (waiting.length > 0) setTimeout(tellNext, 0);
    };
    tellNext();
  }

  function watch(queryClient: QueryClient) {
    if (watching || settled) return;
    watching = true;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const stopWatching = () => {
      clearTimeout(quietTimer);
      stopWatchingReads();
      stopWatchingFiles();
    };
    // The limit holds after the quiet moment too: a tab opened in the background paints no frame.
    const limit = setTimeout(() => {
      stopWatching();
      settle();
    }, FIRST_CONTENT_WAIT_LIMIT_MS);
    const restartQuiet = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => {
        if (queryClient.isFetching() > 0) return;
        stopWatching();
        afterPaintThenIdle(() => {
          clearTimeout(limit);
          settle();
        });
      }, QUIET_MS);
    };
    const stopWatchingReads = queryClient.getQueryCache().subscribe(restartQuiet);
    const stopWatchingFiles = watchFiles(restartQuiet);
    restartQuiet();
  }

  return {
    subscribe(listener: () => void, queryClient: QueryClient): () => void {
      listeners.add(listener);
      watch(queryClient);
      return () => listeners.delete(listener);
    },
    settled: () => settled,
  };
}

export type FirstContentWatch = ReturnType<typeof firstContentWatch>;

/** The app's one wait: once its first page has drawn its content, later pages never wait. */
const appFirstContent = firstContentWatch();

/**
 * False until the first page of this visit has drawn its content, true from then on. Parts of the frame
 * that are not the page's content (the signed-in header's controls and navigation, the realtime stream)
 * wait for it: they bring dozens of small files, which on a phone's connection queued before the page's
 * own, and their work came before the page's largest paint (decision 072, "The signed-in frame after the
 * page").
 */
export function useAfterFirstContent(watch: FirstContentWatch = appFirstContent): boolean {
  const queryClient = useQueryClient();
  // A page the server rendered had not drawn its content then: hydration starts from false.
  const hydrating = useHydrating();
  const [settled, setSettled] = useState(() => !hydrating && watch.settled());
  useEffect(() => {
    if (settled) return;
    /*
     * What waited mounts in a transition, which React renders in slices: a store's change rendered the
     * header's parts and the realtime stream in one task, on a slow phone a long one.
     */
    const show = () => startTransition(() => setSettled(true));
    const unsubscribe = watch.subscribe(show, queryClient);
    if (watch.settled()) show();
    return unsubscribe;
  }, [settled, watch, queryClient]);
  return settled;
}
