import type { PersonRef } from "@hatchery/shared";
import { type ComponentType, lazy, Suspense } from "react";

type MarkdownRendererComponent = ComponentType<{
  source: string;
  mentions?: readonly Pick<PersonRef, "name" | "handle">[];
}>;

/*
 * The markdown parser is needed only where a text written in the browser's session is shown (feed posts
 * and comments, a plan in the plans dialog), so it loads with what shows one and keeps every route's own
 * chunk inside its budget. Descriptions on a page come rendered by the server (MarkdownProse), so no
 * page's first view waits for it.
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

/**
 * While the renderer loads, the text's paragraphs take their place unseen, so the card is about as tall
 * as it will be and nothing below it moves when the text appears (issue 29: the feed shifted).
 */
function MarkdownLoading({ source }: { source: string }) {
  return (
    <div role="status" aria-label="Loading text…">
      {source.split(/\n{2,}/).map((paragraph, index) => (
        // The paragraphs never change order while the renderer loads.
        <p key={index} className="invisible whitespace-pre-line">
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
  const Renderer = loadedRenderer ?? LazyMarkdownRenderer;
  return (
    <Suspense fallback={<MarkdownLoading source={source} />}>
      <Renderer source={source} mentions={mentions} />
    </Suspense>
  );
}
