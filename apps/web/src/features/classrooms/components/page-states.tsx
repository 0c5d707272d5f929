import { Link } from "react-router";
import { NotFound } from "@/components/not-found";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";

/** Loading and failure of a classroom page: 404 is the not-found page, anything else says why. */
export function ClassroomLoading({ label }: { label: string }) {
  return (
    <PageLoading label={label} shapesClassName="space-y-6">
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-40 w-full" />
    </PageLoading>
  );
}

export function ClassroomError({
  error,
  title,
  notFoundTitle,
  backTo,
}: {
  error: Error;
  title: string;
  /** The not-found page's heading: what the address should have named. */
  notFoundTitle: string;
  backTo: string;
}) {
  if (error instanceof ApiError && error.status === 404) {
    return (
      <NotFound
        title={notFoundTitle}
        message="There is nothing at this address, or it is not open to you. The link may contain a typo."
      />
    );
  }
  return (
    <PageContainer className="pb-16">
      <PageHeader title={title} lead={errorMessage(error)} />
      <Link to={backTo} className={buttonVariants({ variant: "outline" })}>
        Back
      </Link>
    </PageContainer>
  );
}
