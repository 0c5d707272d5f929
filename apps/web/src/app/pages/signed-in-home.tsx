import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";
import { FeedHighlightsCard } from "@/features/feeds/components/feed-highlights-card";
import { MentoringDashboardCard } from "@/features/mentoring/components/mentoring-dashboard-card";
import { NotificationsDashboardCard } from "@/features/notifications/components/notifications-dashboard-card";
import { TeamsDashboardCard } from "@/features/teams/components/teams-dashboard-card";
import type { Session } from "@/lib/auth/session";

/**
 * `/` for someone signed in: what is new for them, from the queries the dashboard and the feed already
 * read (unread notifications, their feeds' newest posts, their teams, their next mentoring sessions),
 * with the way to the full dashboard and feed.
 */
export function SignedInHome({ session }: { session: Session }) {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title={`Welcome back, ${session.user.firstName ?? session.user.name}`}
        lead="What is new in your incubators and teams."
        className="pb-6 sm:pb-8"
      />
      <div className="mb-6 flex flex-wrap gap-3">
        <Link to="/feed" className={buttonVariants()}>
          Open your feed
        </Link>
        <Link to="/dashboard" className={buttonVariants({ variant: "outline" })}>
          Go to your dashboard
        </Link>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <FeedHighlightsCard />
        <NotificationsDashboardCard />
        <TeamsDashboardCard />
        <MentoringDashboardCard />
      </div>
    </PageContainer>
  );
}
