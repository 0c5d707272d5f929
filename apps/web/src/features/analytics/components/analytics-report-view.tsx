import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  type AnalyticsReport,
  analyticsPresetRange,
  analyticsQuerySchema,
} from "@hatchery/shared";
import { RotateCcwIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatPrice } from "@/lib/price";
import { type AnalyticsScopeInput, useAnalyticsReport } from "../api/get-analytics-report";
import { AnalyticsSection } from "./analytics-section";
import { DateRangePicker, type DayRangeValue } from "./date-range-picker";
import { RetentionSection } from "./retention-section";

const percent = (share: number | null) => (share === null ? "–" : `${(share * 100).toFixed(1)}%`);

/** Today as the report's days count them (UTC). */
function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The range in the address (`?from=…&to=…`, shareable), or the last 30 days. */
function useRangeInAddress(today: string): [DayRangeValue, (range: DayRangeValue) => void] {
  const [params, setParams] = useSearchParams();
  const asked = analyticsQuerySchema.safeParse({
    from: params.get("from") ?? undefined,
    to: params.get("to") ?? undefined,
  });
  const range =
    asked.success && asked.data.from && asked.data.to
      ? { from: asked.data.from, to: asked.data.to }
      : analyticsPresetRange(today, ANALYTICS_DEFAULT_RANGE_DAYS);
  return [range, (next) => setParams({ from: next.from, to: next.to }, { replace: true })];
}

/**
 * The analytics of the platform or of one incubator: the range, then a section per figure, each with
 * its table and CSV export (docs/decisions/057-analytics-and-sitemaps.md).
 */
export function AnalyticsReportView({ scope }: { scope: AnalyticsScopeInput }) {
  const today = utcToday();
  const [range, setRange] = useRangeInAddress(today);
  const report = useAnalyticsReport(scope, range);

  return (
    <div className="space-y-6">
      <DateRangePicker value={range} today={today} onChange={setRange} />
      {report.isPending ? (
        <div>
          <p role="status" className="sr-only">
            Loading the figures…
          </p>
          <div aria-hidden="true" className="grid gap-6 md:grid-cols-2">
            {[1, 2, 3, 4].map((shape) => (
              <Skeleton key={shape} className="h-72 w-full" />
            ))}
          </div>
        </div>
      ) : report.isError ? (
        <FormError message={`The figures could not be loaded. ${errorMessage(report.error)}`}>
          <Button variant="outline" size="sm" onClick={() => void report.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            Try again
          </Button>
        </FormError>
      ) : (
        <div aria-busy={report.isPlaceholderData} className="space-y-6">
          <ReportSections report={report.data} />
        </div>
      )}
    </div>
  );
}

function ReportSections({ report }: { report: AnalyticsReport }) {
  const suffix = `${report.scope.kind === "incubator" ? `${report.scope.slug}-` : ""}${report.range.from}-to-${report.range.to}`;
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Page views</dt>
          <dd className="text-2xl font-semibold tabular-nums">{report.totals.views}</dd>
        </div>
        <div className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">Unique visitors</dt>
          <dd className="text-2xl font-semibold tabular-nums">{report.totals.visitors}</dd>
        </div>
      </dl>
      <AnalyticsSection
        title="Page views and visitors"
        description="Page views and unique visitors each day, from the site's own page-view records."
        fileName={`page-views-${suffix}`}
        rows={report.traffic}
        rowKey={(row) => row.date}
        empty="No days in this range."
        columns={[
          { header: "Day", value: (row) => row.date },
          { header: "Page views", value: (row) => row.views, numeric: true },
          { header: "Unique visitors", value: (row) => row.visitors, numeric: true },
        ]}
        chart={{
          kind: "line",
          data: report.traffic,
          xKey: "date",
          series: [
            { key: "views", label: "Page views" },
            { key: "visitors", label: "Unique visitors" },
          ],
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <AnalyticsSection
          title="Top pages"
          description="The most viewed pages in the range."
          fileName={`top-pages-${suffix}`}
          rows={report.topPages}
          rowKey={(row) => row.path}
          empty="No page was viewed in this range."
          columns={[
            { header: "Page", value: (row) => row.path },
            { header: "Views", value: (row) => row.views, numeric: true },
            { header: "Visitors", value: (row) => row.visitors, numeric: true },
          ]}
        />
        <AnalyticsSection
          title="Referrers"
          description="The sites visitors came from (moves between this site's pages are left out)."
          fileName={`referrers-${suffix}`}
          rows={report.referrers}
          rowKey={(row) => row.referrer}
          empty="No visit came from another site in this range."
          columns={[
            { header: "Referrer", value: (row) => row.referrer },
            { header: "Views", value: (row) => row.views, numeric: true },
          ]}
        />
      </div>
      <AnalyticsSection
        title={report.scope.kind === "platform" ? "Sign-ups" : "New members"}
        description={
          report.scope.kind === "platform"
            ? "New accounts each day, and how many of them have verified their email address."
            : "People who joined the incubator each day, and how many have verified their email address."
        }
        fileName={`sign-ups-${suffix}`}
        rows={report.signUps}
        rowKey={(row) => row.date}
        empty="No days in this range."
        columns={[
          { header: "Day", value: (row) => row.date },
          { header: "Sign-ups", value: (row) => row.signUps, numeric: true },
          { header: "Verified accounts", value: (row) => row.verified, numeric: true },
        ]}
        chart={{
          kind: "bar",
          data: report.signUps,
          xKey: "date",
          series: [
            { key: "signUps", label: "Sign-ups" },
            { key: "verified", label: "Verified accounts" },
          ],
        }}
      />
      <AnalyticsSection
        title="Active members"
        description="People who posted, commented, wrote in chat or earned points each day."
        fileName={`active-members-${suffix}`}
        rows={report.activeMembers}
        rowKey={(row) => row.date}
        empty="No days in this range."
        columns={[
          { header: "Day", value: (row) => row.date },
          { header: "Active members", value: (row) => row.active, numeric: true },
        ]}
        chart={{
          kind: "line",
          data: report.activeMembers,
          xKey: "date",
          series: [{ key: "active", label: "Active members" }],
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <AnalyticsSection
          title="Subscriptions by status"
          description="Every subscription as it stands today."
          fileName={`subscriptions-${suffix}`}
          rows={report.subscriptions}
          rowKey={(row) => row.status}
          empty="No subscriptions."
          columns={[
            { header: "Status", value: (row) => row.status.replaceAll("_", " ") },
            { header: "Subscriptions", value: (row) => row.count, numeric: true },
          ]}
          chart={{
            kind: "bar",
            data: report.subscriptions,
            xKey: "status",
            series: [{ key: "count", label: "Subscriptions" }],
          }}
        />
        <AnalyticsSection
          title="Monthly recurring revenue"
          description="The monthly prices of the subscriptions paying at the end of each day."
          fileName={`revenue-${suffix}`}
          rows={report.revenue}
          rowKey={(row) => row.date}
          empty="No days in this range."
          columns={[
            { header: "Day", value: (row) => row.date },
            {
              header: "Monthly recurring revenue",
              value: (row) => (row.mrrCents / 100).toFixed(2),
              display: (row) => formatPrice(row.mrrCents),
              numeric: true,
            },
          ]}
          chart={{
            kind: "line",
            data: report.revenue,
            xKey: "date",
            series: [{ key: "mrrCents", label: "Monthly recurring revenue" }],
            formatValue: formatPrice,
          }}
        />
      </div>
      <AnalyticsSection
        title="Activation funnel"
        description="Of the people who joined in the range, how many took each step, every earlier step included."
        fileName={`activation-funnel-${suffix}`}
        rows={report.funnel}
        rowKey={(row) => row.step}
        empty="No steps."
        columns={[
          { header: "Step", value: (row) => row.label },
          { header: "People", value: (row) => row.people, numeric: true },
          {
            header: "Conversion from the step before",
            value: (row) => row.conversion,
            display: (row) => percent(row.conversion),
            numeric: true,
          },
        ]}
        chart={{
          kind: "bar",
          data: report.funnel.map((row) => ({ label: row.label, people: row.people })),
          xKey: "label",
          series: [{ key: "people", label: "People" }],
        }}
      />
      <RetentionSection report={report} fileName={`retention-${suffix}`} />
    </>
  );
}
