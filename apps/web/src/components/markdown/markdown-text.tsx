import { lazy, Suspense } from "react";
import { Skeleton } from "@/components/ui/skeleton";

// The markdown parser is needed only where a text is shown, so it loads beside the page that shows one
// and keeps every route's own chunk inside its budget.
const MarkdownRenderer = lazy(() => import("./markdown-renderer"));

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
  return (
    <Suspense fallback={<MarkdownLoading />}>
      <MarkdownRenderer source={source} />
    </Suspense>
  );
}
