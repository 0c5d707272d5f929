/** Session storage entry holding when the page last reloaded itself after a failed preload. */
export const PRELOAD_RELOAD_KEY = "hatchery.preload-error.reloaded-at";
/** A failure this soon after such a reload means reloading did not help, so it is not tried again. */
export const PRELOAD_RELOAD_WINDOW_MS = 60_000;

/**
 * After a deploy, an open tab still asks for the previous build's chunks, which no longer exist. The
 * first failed preload reloads the page once to pick up the new build; a second one within the window
 * is rethrown so it surfaces instead of reloading in a loop. Returns a function that stops listening.
 */
export function handlePreloadErrors(): () => void {
  const onPreloadError = (event: VitePreloadErrorEvent) => {
    if (!claimReload(Date.now())) throw event.payload;
    event.preventDefault();
    window.location.reload();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}

/** Records a reload at `now` unless one happened within the window (or cannot be recorded at all). */
function claimReload(now: number): boolean {
  try {
    const lastReload = Number(sessionStorage.getItem(PRELOAD_RELOAD_KEY));
    // Absolute distance, so a clock set back cannot turn a recent reload into a fresh claim.
    if (lastReload > 0 && Math.abs(now - lastReload) < PRELOAD_RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, String(now));
    return true;
  } catch {
    // Without session storage a reload could not be remembered, and could repeat forever.
    return false;
  }
}
