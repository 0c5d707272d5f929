import { AdminFrame } from "@/features/admin/components/admin-frame";
import { AnalyticsReportView } from "@/features/analytics/components/analytics-report-view";

/** `/admin/analytics`: the whole platform's figures, in the administration's frame. */
export function AdminAnalyticsPage() {
  return (
    <AdminFrame
      title="Analytics"
      lead="Visits, sign-ups, members, subscriptions and revenue over time; activation and retention."
    >
      <AnalyticsReportView scope={{ kind: "platform" }} />
    </AdminFrame>
  );
}
