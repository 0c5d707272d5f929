import { DashboardPage as DashboardHome } from "@/features/dashboard/pages/dashboard-page";
import { SkillsCard } from "@/features/skills/components/skills-card";

/**
 * `/dashboard`: a page of the app rather than of the dashboard feature, since it composes the
 * dashboard with the skills feature's card (docs/decisions/040-skills-profile.md).
 */
export function DashboardPage() {
  return <DashboardHome skills={<SkillsCard className="lg:col-span-2" />} />;
}
