import { DashboardPage as DashboardHome } from "@/features/dashboard/pages/dashboard-page";
import { GamesDashboardCard } from "@/features/games/components/games-dashboard-card";
import { MentoringDashboardCard } from "@/features/mentoring/components/mentoring-dashboard-card";
import { SkillsCard } from "@/features/skills/components/skills-card";

/**
 * `/dashboard`: a page of the app rather than of the dashboard feature, since it composes the
 * dashboard with the other areas' cards (docs/decisions/040-skills-profile.md, 049-games-hub.md, 051-mentoring.md).
 */
export function DashboardPage() {
  return (
    <DashboardHome
      areas={
        <>
          <SkillsCard className="lg:col-span-2" />
          <GamesDashboardCard />
          <MentoringDashboardCard />
        </>
      }
    />
  );
}
