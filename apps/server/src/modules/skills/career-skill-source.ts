import {
  CAREER_ENDINGS,
  type CareerBest,
  CORE_TEAM_ROLE_LABELS,
  type CoreTeamRole,
  type SkillMeasure,
} from "@hatchery/shared";
import { readCareerBests } from "../games/career-results.service";
import type { SkillSource } from "./skill-source";

/** After the interview questions, before the introduction: deciding as the role follows answering as it. */
const PLAY_RANK = 55;

function bestMeasure(best: CareerBest): SkillMeasure {
  const runs = `${best.runsPlayed} ${best.runsPlayed === 1 ? "run" : "runs"}`;
  return {
    source: "career",
    label: "Career game",
    share: best.bestScore / 100,
    detail: `Best run ${best.bestScore} out of 100, ${CAREER_ENDINGS[best.rating].title.toLowerCase()} (${runs})`,
  };
}

/**
 * The career game per role (docs/decisions/046-career-game.md): the best run's score of each role the
 * person played, as a share. A role not played yet is suggested.
 */
export const careerSkillSource: SkillSource = {
  id: "career",
  read: async (db, actor) => {
    const { bests } = await readCareerBests(db, actor);
    const measures: Partial<Record<CoreTeamRole, SkillMeasure>> = {};
    for (const best of bests) measures[best.role] = bestMeasure(best);
    return {
      measures,
      active: bests.length > 0,
      leaning: [],
      suggest: (focus) =>
        measures[focus]
          ? []
          : [
              {
                rank: PLAY_RANK,
                suggestion: {
                  kind: "play-career",
                  title: `Run the company as its ${CORE_TEAM_ROLE_LABELS[focus]}`,
                  detail: "Make the role's decisions in the career game and see what each one teaches.",
                  href: "/games/career",
                },
              },
            ],
    };
  },
};
