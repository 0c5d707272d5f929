import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";

/*
 * The header paints with the first view; the sections, search and progress (with the query, search and
 * storage code they need) load right after it, so /library's first view stays within its budget.
 */
const LibraryOverview = lazy(() =>
  import("../components/library-overview").then((module) => ({ default: module.LibraryOverview })),
);

/* The courses of the person's incubators (decision 039), after the sections load. */
const FromYourIncubators = lazy(() =>
  import("../components/from-your-incubators").then((module) => ({ default: module.FromYourIncubators })),
);

export function LibraryPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Library"
        lead="Short articles on the roles of a founding team and the lifecycles they run, each with a few questions to check what stayed."
      />
      <p className="-mt-6 mb-8">
        <Link to="/library/bookmarks" className="font-medium text-primary underline-offset-4 hover:underline">
          Your bookmarks
        </Link>
      </p>
      <Suspense fallback={<p className="text-muted-foreground">Loading the sections…</p>}>
        <LibraryOverview />
      </Suspense>
      <Suspense fallback={null}>
        <FromYourIncubators />
      </Suspense>
    </PageContainer>
  );
}
