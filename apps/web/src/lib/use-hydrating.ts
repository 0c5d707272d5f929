import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * True while React hydrates a pre-rendered page (and when rendering it at build time), false otherwise.
 * The pre-rendered HTML is the same for every visitor, so anything this browser remembers (a session,
 * sound settings) must wait for the render after hydration; React re-renders with the client's value at
 * once, without a mismatch. A page rendered in the browser from the start never sees true.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
