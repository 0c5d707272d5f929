/** When the window's load event ended, in performance.now() time, or undefined before it has. */
export function loadEventEnd(): number | undefined {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.loadEventEnd;
  return end ? end : undefined;
}

/**
 * Resolves `delayMs` after the window's load event. Work that serves us rather than the reader
 * (analytics) waits for it, so it never competes with the first view for the network or the main
 * thread: requests started before the largest paint delay that paint on a slow phone.
 */
export function afterLoad(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => {
      const loadedAt = loadEventEnd() ?? performance.now();
      setTimeout(resolve, Math.max(0, loadedAt + delayMs - performance.now()));
    };
    if (document.readyState === "complete") wait();
    // The load event's handlers run before loadEventEnd is set: read it a task later.
    else window.addEventListener("load", () => setTimeout(wait, 0), { once: true });
  });
}
