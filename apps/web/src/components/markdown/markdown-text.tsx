import { type ComponentType, lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";

type MarkdownRendererComponent = ComponentType<{ source: string }>;

/*
 * The markdown parser is needed only where a text is shown, so it loads beside the page that shows one
 * and keeps every route's own chunk inside its budget. Pages that show a description start it beside
 * their data (their route's loader), so that, once both are in, the text shows without a placeholder
 * first: the placeholder's height is not the text's, and what follows it would move.
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
export function MarkdownText({ source }: { source: string }) {
  const Renderer = loadedRenderer ?? LazyMarkdownRenderer;
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <Renderer source={source} />
    </Suspense>
  );
}
