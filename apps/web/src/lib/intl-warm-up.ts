/*
 * The browser's Intl library loads its data on its first use: 25–40 ms of CPU here, one long task on a
 * slow phone wherever it falls. That data is the renderer's, shared by its threads, so a worker that
 * uses it first (intl-warm-up.js, a file of the build) takes the cost off the main thread, whose first
 * date format then takes a fraction of a millisecond (decision 076). The app's loader starts that worker
 * in every page's head; a visitor's document starts it only where it has dates to write
 * (src/document.ts), and waits for it.
 */

/** The head's meta element that names the warm-up worker's file in a visitor's document. */
export const INTL_WARM_UP_META = "hatchery-intl-warm-up";

/** How long a page waits for the worker before it writes its dates anyway (a stalled or slow start). */
const WARM_UP_WAIT_MS = 3000;

/**
 * Resolves once the worker at `address` has loaded the Intl library's data, or could not: without an
 * address or workers, when the worker fails, or after `waitMs`. Nothing depends on the worker but the
 * time the main thread spends.
 */
export function intlWarmedUp(address: string | undefined, waitMs = WARM_UP_WAIT_MS): Promise<void> {
  if (!address || typeof Worker !== "function") return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(address);
    } catch {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    worker.addEventListener("message", done, { once: true });
    worker.addEventListener("error", done, { once: true });
  });
}

/** The warm-up worker's file that a visitor's document names in its head (prerender-pages.ts). */
export function documentIntlWarmUp(): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${INTL_WARM_UP_META}"]`)?.content || undefined;
}
