import { Link, useParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useIncubatorCalls } from "../api/funding-calls";
import { FundingCallCard } from "../components/funding-call-card";
import { FundingPageError } from "../components/funding-page-error";

/**
 * `/incubators/{slug}/funding`: the incubator's funding calls. Visitors see its open and upcoming calls,
 * members every published one, the owner (and administrators) the drafts too and "New call".
 */
export function IncubatorFundingPage() {
  const { slug = "" } = useParams();
  const calls = useIncubatorCalls(slug);
  if (calls.isPending) {
    return (
      <PageLoading label="Loading funding calls…" shapesClassName="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </PageLoading>
    );
  }
  if (calls.isError) {
    return <FundingPageError title="Funding calls" error={calls.error} onRetry={() => calls.refetch()} />;
  }

  const { items, canManage } = calls.data;
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Funding calls"
        lead="Business funding for the incubator's teams: a team's leader with a subscription applies while a call is open."
      />
      <div className="mb-6 flex flex-wrap gap-2">
        <Link to={`/incubators/${slug}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          About the incubator
        </Link>
        {canManage && (
          <Link to={`/incubators/${slug}/funding/new`} className={buttonVariants({ size: "sm" })}>
            New call
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
          {canManage
            ? "No funding call yet. Start one with “New call”."
            : "No funding call is open right now."}
        </p>
      ) : (
        <ul aria-label="Funding calls" className="grid gap-4 md:grid-cols-2">
          {items.map((call) => (
            <FundingCallCard key={call.id} call={call} headingLevel={2} />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
