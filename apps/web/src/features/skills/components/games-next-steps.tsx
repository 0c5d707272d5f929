import { CORE_TEAM_ROLE_LABELS, type CoreTeamRole, type SkillsResponse } from "@hatchery/shared";
import { Link } from "react-router";
import { useSkills } from "../api/get-skills";

/** The role whose measures are lowest on average: the one practice helps most. Ties go to the first. */
export function weakestRole(skills: SkillsResponse): CoreTeamRole | null {
  let weakest: { role: CoreTeamRole; share: number } | null = null;
  for (const { role, measures } of skills.roles) {
    const share =
      measures.length === 0 ? 0 : measures.reduce((sum, measure) => sum + measure.share, 0) / measures.length;
    if (!weakest || share < weakest.share) weakest = { role, share };
  }
  return weakest?.role ?? null;
}

/** What to try next on the games hub, from the signed-in person's skills profile. */
export function GamesNextSteps() {
  const skills = useSkills();
  if (!skills.data) return null;
  const role = skills.data.hasActivity ? weakestRole(skills.data) : null;
  const steps = role
    ? [
        {
          href: "/games/interview",
          title: `Practise ${CORE_TEAM_ROLE_LABELS[role]} interview questions`,
          detail: `Your profile is thinnest for the ${CORE_TEAM_ROLE_LABELS[role]}: answer a few of the role's questions.`,
        },
        {
          href: "/games/career",
          title: `Run the company as its ${CORE_TEAM_ROLE_LABELS[role]}`,
          detail: "Make the role's decisions in the career game and see what each one teaches.",
        },
      ]
    : [
        {
          href: "/assessment",
          title: "Find the role that fits you",
          detail: "The role-fit part of the assessment suggests which games to start with.",
        },
        {
          href: "/games/memory",
          title: "Start with a quick memory game",
          detail: "Two to five minutes to learn the words founding teams use.",
        },
      ];
  return (
    <section aria-labelledby="games-next-steps" className="space-y-3">
      <h2 id="games-next-steps" className="text-lg font-semibold">
        What to try next
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {steps.map((step) => (
          <li key={step.href} className="rounded-lg border p-4">
            <Link to={step.href} className="font-medium text-primary underline-offset-4 hover:underline">
              {step.title}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">{step.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
