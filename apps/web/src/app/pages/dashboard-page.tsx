import { DashboardPage as DashboardHome } from "@/features/dashboard/pages/dashboard-page";
import { NotificationsDashboardCard } from "@/features/notifications/components/notifications-dashboard-card";
import { PointsDashboardCard } from "@/features/points/components/points-dashboard-card";
import { MembershipDashboardCard } from "@/features/subscription/components/membership-dashboard-card";
import { TeamsDashboardCard } from "@/features/teams/components/teams-dashboard-card";
import { lazyPart } from "@/lib/lazy-part";

// The cards from the fifth on load after the dashboard: on a phone they are below the first screen, and
// each brought its own small files into the first view, which queue on a phone's connection before the
// page can draw (decision 072). Funding's card would besides bring its schemas into every dashboard's
// first view (bench/bundle.mjs). Each shows as its chunk arrives, in a commit of its own (lib/lazy-part.tsx).
const LibraryDashboardCard = lazyPart(() =>
  import("@/features/library/components/library-dashboard-card").then(
    (module) => module.LibraryDashboardCard,
  ),
);
const SkillsCard = lazyPart(() =>
  import("@/features/skills/components/skills-card").then((module) => module.SkillsCard),
);
const GamesDashboardCard = lazyPart(() =>
  import("@/features/games/components/games-dashboard-card").then((module) => module.GamesDashboardCard),
);
const MentoringDashboardCard = lazyPart(() =>
  import("@/features/mentoring/components/mentoring-dashboard-card").then(
    (module) => module.MentoringDashboardCard,
  ),
);
const FundingDashboardCard = lazyPart(() =>
  import("@/features/funding/hub/components/funding-dashboard-card").then(
    (module) => module.FundingDashboardCard,
  ),
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
        <GamesDashboardCard key="games" />,
        <MentoringDashboardCard key="mentoring" />,
        <FundingDashboardCard key="funding" />,
      ]}
    />
  );
}
