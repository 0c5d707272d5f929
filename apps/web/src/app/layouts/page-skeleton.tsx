import { PageLoading } from "@/components/page-layout";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown in the main landmark while a page's code is still arriving. */
export function PageSkeleton() {
  return (
    <PageLoading label="Loading page…">
      <div className="max-w-3xl space-y-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-5/6" />
      </div>
      <div className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </PageLoading>
  );
}
