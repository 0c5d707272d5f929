import { useHydrating, useServedAsDocument } from "./use-hydrating";

/**
 * True while the page shows what the build rendered once for every address of its route (a directory,
 * hydrating): its address's own filters follow straight after. A visitor's document is rendered for its
 * own address (decision 085), so it shows them from the start. Its own module: the entry carries
 * use-hydrating, and only the directories need this.
 */
export function useAddressNotYetShown(): boolean {
  const hydrating = useHydrating();
  const asDocument = useServedAsDocument();
  return hydrating && !asDocument;
}
