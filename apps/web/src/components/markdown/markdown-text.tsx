import type { PersonRef } from "@hatchery/shared";
import { type ComponentType, lazy, Suspense } from "react";
import { useHydrating } from "@/lib/use-hydrating";

type MarkdownRendererComponent = ComponentType<{
  source: string;
  mentions?: readonly Pick<PersonRef, "name" | "handle">[];
}>;

/*
 * The markdown parser is needed only where a text is shown that the server does not render (a plan in
 * the plans dialog, a funding call, a person's bio), so it loads with what shows one and keeps every
 * route's own chunk inside its budget. Descriptions, feed posts and comments come rendered by the server
 * (MarkdownProse), so no page's first view waits for it (decision 075).
 */
let loadedRenderer: MarkdownRendererComponent | undefined;
let rendererLoading: Promise<{ default: MarkdownRendererComponent }> | undefined;

export function loadMarkdownRenderer(): Promise<{ default: MarkdownRendererComponent }> {
  rendererLoading ??= import("./markdown-renderer").then((module) => {
    loadedRenderer = module.default;
    return module;
  });
  return rendererLoading;
}

const LazyMarkdownRenderer = lazy(loadMarkdownRenderer);

/** Characters and line starts through which markdown formats a paragraph: links, emphasis, code, lists… */
const MARKUP = /[*_`~[\]<>#&|\\]|^\s*(?:[-+]\s|\d+[.)]\s|[-=]{2,}\s*$)/m;

/**
 * Whether a paragraph reads the same written as rendered: plain text, which the renderer only wraps in a
 * paragraph (a mention or an address becomes a link, in place, at the same size).
 */
export function readsTheSameUnrendered(paragraph: string): boolean {
  return !MARKUP.test(paragraph);
}

/**
 * While the renderer loads, the text's paragraphs take their place, so the card is as tall as it will
 * be and nothing below it moves when the text appears (issue 29: the feed shifted). The plain ones,
 * most of what people write, show at once: a post's text is a signed-in page's largest paint, which
 * otherwise waited for the renderer's chunk after the page's (decision 072). The others stay unseen
 * rather than show their markup.
 */
function MarkdownLoading({ source }: { source: string }) {
  return (
    <div role="status" aria-label="Loading text…">
      {source.split(/\n{2,}/).map((paragraph, index) => (
        // The paragraphs never change order while the renderer loads.
        // A plain one as the renderer shows it, a single line break as a space.
        <p
          key={index}
          className={readsTheSameUnrendered(paragraph) ? undefined : "invisible whitespace-pre-line"}
        >
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** Shows markdown written by people (descriptions, bios), sanitised on the server, as formatted text. */
export function MarkdownText({
  source,
  mentions,
}: {
  source: string;
  /** The people the text mentions: each `@Name` of theirs links to their profile. */
  mentions?: readonly Pick<PersonRef, "name" | "handle">[];
}) {
  /*
   * A page the server rendered shows the paragraphs until hydrated: the server's render cannot wait for
   * the renderer's chunk, and the browser's first render must be the server's.
   */
  const hydrating = useHydrating();
  if (hydrating) return <MarkdownLoading source={source} />;
  const Renderer = loadedRenderer ?? LazyMarkdownRenderer;
  return (
    <Suspense fallback={<MarkdownLoading source={source} />}>
      <Renderer source={source} mentions={mentions} />
    </Suspense>
  );
}
