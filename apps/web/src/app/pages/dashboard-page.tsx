import { lazy, Suspense } from "react";
import { DashboardPage as DashboardHome } from "@/features/dashboard/pages/dashboard-page";
import { LibraryDashboardCard } from "@/features/library/components/library-dashboard-card";
import { MentoringDashboardCard } from "@/features/mentoring/components/mentoring-dashboard-card";
import { NotificationsDashboardCard } from "@/features/notifications/components/notifications-dashboard-card";
import { PointsDashboardCard } from "@/features/points/components/points-dashboard-card";
import { SkillsCard } from "@/features/skills/components/skills-card";
import { MembershipDashboardCard } from "@/features/subscription/components/membership-dashboard-card";
import { TeamsDashboardCard } from "@/features/teams/components/teams-dashboard-card";

// Funding's card loads after the dashboard: its schemas would otherwise weigh on every dashboard's first
// view (bench/bundle.mjs), for a card most people read below the others. So does the games card, which
// mounts after the page in any case (decision 071) and comes next to last.
const GamesDashboardCard = lazy(() =>
  import("@/features/games/components/games-dashboard-card").then((module) => ({
    default: module.GamesDashboardCard,
  })),
);
const FundingDashboardCard = lazy(() =>
  import("@/features/funding/hub/components/funding-dashboard-card").then((module) => ({
    default: module.FundingDashboardCard,
  })),
);

/**
 * `/dashboard`: a page of the app rather than of the dashboard feature, since it composes the
 * dashboard with the other areas' cards, each reading its own area's query (docs/decisions/040-skills-profile.md,
 * 049-games-hub.md, 051-mentoring.md, 056-dashboard-and-points.md).
 */
export function DashboardPage() {
  return (
    <DashboardHome
      areas={[
        <MembershipDashboardCard key="membership" />,
        <TeamsDashboardCard key="teams" className="lg:col-span-2" />,
        <NotificationsDashboardCard key="notifications" />,
        <PointsDashboardCard key="points" />,
        <LibraryDashboardCard key="library" />,
        <SkillsCard key="skills" className="lg:col-span-2" />,
        <Suspense key="games" fallback={null}>
          <GamesDashboardCard />
        </Suspense>,
        <MentoringDashboardCard key="mentoring" />,
        <Suspense key="funding" fallback={null}>
          <FundingDashboardCard />
        </Suspense>,
      ]}
    />
  );
}
