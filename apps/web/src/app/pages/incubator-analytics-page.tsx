import { Link, useParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { AnalyticsReportView } from "@/features/analytics/components/analytics-report-view";

/**
 * `/incubators/{slug}/analytics`: one incubator's figures for its owner and administrators. The
 * server decides who may read them; anyone else sees its refusal in the page's error state.
 */
export function IncubatorAnalyticsPage() {
  const { slug = "" } = useParams();
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow="Incubator"
        title="Incubator analytics"
        lead={
          <>
            Visits to the incubator's pages, its members, subscriptions and revenue.{" "}
            <Link to={`/incubators/${encodeURIComponent(slug)}`} className="underline underline-offset-4">
              Back to the incubator
            </Link>
          </>
        }
      />
      <AnalyticsReportView scope={{ kind: "incubator", slug }} />
    </PageContainer>
  );
}
