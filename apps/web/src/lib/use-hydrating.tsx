import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { stopRenderingAs } from "./rendered-as";

interface Hydration {
  hydrating: boolean;
  /** The page was rendered for a request without a session: while hydrating, no one is signed in. */
  forAVisitor: boolean;
  /** The page is rendered as a visitor's document, which no app will hydrate (decision 083). */
  asDocument: boolean;
}

const HydrationContext = createContext<Hydration>({
  hydrating: false,
  forAVisitor: false,
  asDocument: false,
});

/**
 * Says `hydrating` to the tree below: true where a page is rendered on the server (app/prerender.tsx)
 * and while the browser hydrates it (app/start-app.tsx), false for a page the browser renders from the
 * start. Once hydrated, the tree learns it in a transition: React renders what this browser remembers
 * (a session, sound settings) and what the server left out (lazySection) in slices, between which the
 * browser paints and answers input. A store's change (`useSyncExternalStore`) would render it all at
 * once, in one task after the hydration's.
 *
 * `forAVisitor`: the server rendered this page for a request without a session (a page drawn with its
 * data, which only a visitor gets), so it shows the page signed out, as the browser does while it
 * hydrates; a page the build rendered is the same for everyone, so the session is unknown in it.
 */
export function HydrationState({
  hydrating,
  forAVisitor = false,
  asDocument = false,
  children,
}: {
  hydrating: boolean;
  forAVisitor?: boolean;
  asDocument?: boolean;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(hydrating);
  useEffect(() => {
    if (current) startTransition(() => setCurrent(false));
    // Hydrated: what renders now counts from the clock (lib/rendered-as.ts).
    else stopRenderingAs();
  }, [current]);
  const value = useMemo(
    () => ({ hydrating: current, forAVisitor, asDocument }),
    [current, forAVisitor, asDocument],
  );
  return <HydrationContext value={value}>{children}</HydrationContext>;
}

/**
 * True where the page is rendered as a document sent to a visitor (decision 083): no script will run
 * in it but the document's own (src/document.ts), so a control that needs the app is left out.
 */
export function useServedAsDocument(): boolean {
  return useContext(HydrationContext).asDocument;
}

/**
 * True while React hydrates a pre-rendered page (and when rendering it on the server), false otherwise.
 * The pre-rendered HTML is the same for every visitor, so anything this browser remembers (a session,
 * sound settings) must wait for the render after hydration, which then shows it without a mismatch. A
 * page rendered in the browser from the start never sees true.
 */
export function useHydrating(): boolean {
  return useContext(HydrationContext).hydrating;
}

/**
 * The session a page shows while hydrating: none (null) on a page rendered for a visitor, unknown
 * (undefined) on one the build rendered for everyone; undefined too once hydrated (lib/auth/session.ts).
 */
export function useSessionWhileHydrating(): null | undefined {
  const { hydrating, forAVisitor } = useContext(HydrationContext);
  return hydrating && forAVisitor ? null : undefined;
}
