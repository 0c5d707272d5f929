import type { PersonRef } from "@hatchery/shared";
import { type ComponentType, lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";

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

function MarkdownLoading() {
  return (
    <div role="status" aria-label="Loading text…" className="space-y-2">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
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
    <Suspense fallback={<MarkdownLoading />}>
      <Renderer source={source} mentions={mentions} />
    </Suspense>
  );
}
