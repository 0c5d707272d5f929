import { ANALYTICS_RETENTION_WEEKS, type AnalyticsReport } from "@hatchery/shared";
import { type AnalyticsColumn, AnalyticsSection } from "./analytics-section";

type Cohort = AnalyticsReport["retention"][number];

/** A tint as deep as the share, light enough that the text on it keeps its contrast. */
function RetentionCell({ share }: { share: number | null }) {
  if (share === null) return <span className="text-muted-foreground">–</span>;
  return (
    <span
      className="inline-block min-w-14 rounded px-1.5 py-0.5"
      style={{ backgroundColor: `rgb(37 99 235 / ${(share * 0.3).toFixed(3)})` }}
    >
      {`${(share * 100).toFixed(1)}%`}
    </span>
  );
}

const weekColumns: AnalyticsColumn<Cohort>[] = Array.from(
  { length: ANALYTICS_RETENTION_WEEKS },
  (_, week) => ({
    header: `Week ${week}`,
    value: (cohort) => cohort.weeks[week] ?? null,
    display: (cohort) => <RetentionCell share={cohort.weeks[week] ?? null} />,
    numeric: true,
  }),
);

/** The weekly cohorts by week of joining and the share of each active in each week after. */
export function RetentionSection({ report, fileName }: { report: AnalyticsReport; fileName: string }) {
  return (
    <AnalyticsSection
      title="Weekly retention"
      description="People by the week (from Monday) they joined, and the share of them active in each week after; week 0 is the week of joining, a dash a week still to come."
      fileName={fileName}
      rows={report.retention}
      rowKey={(cohort) => cohort.cohort}
      empty="Nobody joined in this range."
      columns={[
        { header: "Week of joining", value: (cohort) => cohort.cohort },
        { header: "People", value: (cohort) => cohort.size, numeric: true },
        ...weekColumns,
      ]}
    />
  );
}
