import { type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";

/*
 * The frame the incubator, team and project edit pages share: what they show while loading, when the
 * thing cannot be loaded, and when the person may not change it. Each page keeps its own sections and
 * the permission check, which the server's policy for that thing decides.
 */

/** Three section-shaped placeholders, the fallback while the page's lazy sections load. */
export function EditSectionSkeletons() {
  return (
    <>
      {[0, 1, 2].map((card) => (
        <div key={card} aria-hidden="true" className="flex flex-col gap-4 rounded-xl border p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </>
  );
}

/** The whole page while its data loads; `label` is what is announced, such as "Loading the team…". */
export function EditPageSkeleton({ label }: { label: string }) {
  return (
    <PageLoading label={label} shapesClassName="flex max-w-3xl flex-col gap-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <EditSectionSkeletons />
    </PageLoading>
  );
}

/**
 * The page when its data could not be loaded. The heading stays the route's own (and the document
 * title's); the alert says what went wrong. A missing thing (404) offers no retry, since retrying
 * cannot bring it back.
 */
export function EditPageLoadError({
  noun,
  error,
  onRetry,
}: {
  /** What the page edits, lowercase and singular ("team"); its list is at `/${noun}s`. */
  noun: string;
  error: unknown;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && error.status === 404;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <PageContainer className="pb-16">
      <PageHeader title={`Edit ${noun}`} />
      <Alert variant="destructive" role="alert" className="mb-6 max-w-3xl">
        <AlertTitle>{missing ? `${Noun} not found` : `${Noun} could not be loaded`}</AlertTitle>
        <AlertDescription>
          {missing ? `There is no ${noun} at this address to edit.` : errorMessage(error)}
        </AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-3">
        {!missing && (
          <Button type="button" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Link to={`/${noun}s`} className={buttonVariants({ variant: "outline" })}>
          Browse {noun}s
        </Link>
      </div>
    </PageContainer>
  );
}

/** The page when the person may not change the thing; `children` are the ways on (its public page first). */
export function EditPageAccessDenied({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <PageContainer className="pb-16">
      <PageHeader title="Access Denied" lead={lead} />
      <div className="flex flex-wrap gap-3">{children}</div>
    </PageContainer>
  );
}

/**
 * The page itself: the thing's name above the title, what can be changed here with a link back to its
 * page, and the sections under one Suspense boundary, so they appear together rather than one by one.
 */
export function EditPageLayout({
  name,
  title,
  intro,
  pagePath,
  pageLinkLabel,
  children,
}: {
  name: string;
  title: string;
  intro: string;
  pagePath: string;
  pageLinkLabel: string;
  children: ReactNode;
}) {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={name}
        title={title}
        lead={
          <>
            {intro}{" "}
            <Link to={pagePath} className="font-medium text-primary underline underline-offset-4">
              {pageLinkLabel}
            </Link>
          </>
        }
      />
      <div className="flex max-w-3xl flex-col gap-6">
        <Suspense fallback={<EditSectionSkeletons />}>{children}</Suspense>
      </div>
    </PageContainer>
  );
}
