import { type RefObject, useEffect, useRef, useState } from "react";
import { useServedAsDocument } from "./use-hydrating";

/**
 * How far beyond the viewport an element counts as near: not at all. What a first view costs is its first
 * screen; what starts below it (an incubator page's courses on a phone, just under the fold) loads as the
 * reader starts scrolling towards it, each section with its own loading state.
 */
const NEAR_VIEWPORT_MARGIN = "0px";

/**
 * Whether the element has come into the viewport: false until it has, then true for good. What a page
 * shows below the fold (an incubator's courses and community, a team's members, a project's milestones)
 * waits for it: a first view that nobody scrolls costs neither their code, their reads nor their render
 * (issue 29: work that can wait for the element to be visible). Without IntersectionObserver, at once;
 * in a visitor's document, which no script will reveal, from the start.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(useServedAsDocument());
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
