import { type ComponentType, lazy, Suspense, useState } from "react";
import { useHydrating, useServedAsDocument } from "@/lib/use-hydrating";

/**
 * A page section in its own chunk, for pages (profile, the edit pages) whose forms, validation and
 * dialogs together weigh more than one route chunk may (bench/bundle.mjs), and for what a page shows
 * below the fold. The page's frame shows at once; `load` names the module's export, so the section
 * keeps its own name rather than a default one.
 *
 * A pre-rendered page (the server's render of a page with its data, app/prerender.tsx) has none of its
 * sections: rendering cannot wait for their chunks there, and hydration must find what the server
 * rendered. They render, and load, once the page is hydrated; a page rendered in the browser from the
 * start never waits. A visitor's document, which nothing hydrates, has them all: its render waits for
 * their chunks (app/prerender.tsx).
 */
export function lazySection<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazySection(props: Props) {
    const hydrating = useHydrating();
    const [hydrated] = useState(hydrating);
    const asDocument = useServedAsDocument();
    if (asDocument) return <Loaded {...props} />;
    if (hydrating) return null;
    /*
     * Mounted by the transition that ends hydration: a boundary of its own shows nothing while the chunk
     * loads, where the page's boundary, already showing its content, would hold the whole transition
     * (the session, the header) until every section's chunk had arrived.
     */
    return hydrated ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : (
      <Loaded {...props} />
    );
  };
}
