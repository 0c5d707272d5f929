/**
 * Resolves `delayMs` after the window's load event (after now, when it has already fired). Work that
 * serves us rather than the reader (analytics) waits for it, so it never competes with the first view
 * for the network or the main thread: requests started before the largest paint delay that paint on a
 * slow phone.
 */
export function afterLoad(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => setTimeout(resolve, delayMs);
    if (document.readyState === "complete") wait();
    else window.addEventListener("load", wait, { once: true });
  });
}
