import {
  FUNDING_APPLICATION_STATUS_LABELS,
  FUNDING_CALL_PHASE_LABELS,
  formatFundingAmount,
} from "@hatchery/shared";
import { Link } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/dates";
import { useFundingHub } from "../../applications/api/funding-applications";
import { FundingCallCard } from "../../calls/components/funding-call-card";
import { FundingPageError } from "../../calls/components/funding-page-error";

/** `/funding`: open calls in the person's incubators and their teams' applications. */
export function FundingHubPage() {
  const hub = useFundingHub();
  if (hub.isPending) {
    return (
      <PageLoading label="Loading your funding…" shapesClassName="grid gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </PageLoading>
    );
  }
  if (hub.isError) {
    return <FundingPageError title="Funding" error={hub.error} onRetry={() => hub.refetch()} />;
  }

  const { openCalls, applications } = hub.data;
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Funding"
        lead="Open funding calls in your incubators, and your teams' applications."
      />
      <p className="-mt-4 mb-8 text-sm">
        Invited to review?{" "}
        <Link to="/funding/reviews" className="text-primary underline underline-offset-4">
          The applications waiting for your review
        </Link>
      </p>
      <section aria-labelledby="funding-applications" className="mb-10">
        <h2 id="funding-applications" className="mb-4 text-xl font-semibold">
          Your teams' applications
        </h2>
        {applications.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
            None yet. A team's leader starts one from an open call.
          </p>
        ) : (
          <ul className="grid gap-3">
            {applications.map((application) => (
              <li
                key={application.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-4"
              >
                <div className="min-w-0">
                  <Link
                    to={`/funding/applications/${application.id}`}
                    className="font-medium underline underline-offset-4"
                  >
                    {application.team.name} · {application.call.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {application.askCents === null
                      ? "No ask yet"
                      : `Asks ${formatFundingAmount(application.askCents, application.call.currency)}`}{" "}
                    · call {FUNDING_CALL_PHASE_LABELS[application.call.phase].toLowerCase()}, closes{" "}
                    {formatDateTime(application.call.closesAt)}
                  </p>
                </div>
                <Badge variant="secondary">{FUNDING_APPLICATION_STATUS_LABELS[application.status]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="funding-open-calls">
        <h2 id="funding-open-calls" className="mb-4 text-xl font-semibold">
          Open calls in your incubators
        </h2>
        {openCalls.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
            No call is open in your incubators right now.
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {openCalls.map((call) => (
              <FundingCallCard key={call.id} call={call} showIncubator />
            ))}
          </ul>
        )}
      </section>
    </PageContainer>
  );
}
