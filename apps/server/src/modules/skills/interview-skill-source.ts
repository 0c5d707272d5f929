import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  type SkillMeasure,
} from "@hatchery/shared";
import { type InterviewPracticeStanding, readInterviewPractice } from "../games/interview-sessions.service";
import type { SkillSource } from "./skill-source";

/** After the library and the role fit: practice is worth more once there is something to say. */
const PRACTISE_RANK = 50;

function practiceMeasure(standing: InterviewPracticeStanding): SkillMeasure {
  const { sessions, keyPointsCovered, keyPointsTotal } = standing;
  return {
    source: "interview",
    label: "Interview practice",
    share: keyPointsTotal === 0 ? 0 : keyPointsCovered / keyPointsTotal,
    detail: `${sessions} ${sessions === 1 ? "session" : "sessions"}, ${keyPointsCovered} of ${keyPointsTotal} key points covered`,
  };
}

/**
 * Interview practice per role (docs/decisions/045-interview-practice.md): for each role whose questions
 * the person practised, the share of the key points their answers covered. Behavioural questions belong
 * to no role, so they count as activity but measure none. A role not practised yet is suggested.
 */
export const interviewSkillSource: SkillSource = {
  id: "interview",
  read: async (db, actor) => {
    const practice = await readInterviewPractice(db, actor);
    const measures: Partial<Record<CoreTeamRole, SkillMeasure>> = {};
    for (const standing of practice) {
      const role = CORE_TEAM_ROLES.find((candidate) => candidate === standing.group);
      if (role) measures[role] = practiceMeasure(standing);
    }
    return {
      measures,
      active: practice.length > 0,
      leaning: [],
      suggest: (focus) =>
        measures[focus]
          ? []
          : [
              {
                rank: PRACTISE_RANK,
                suggestion: {
                  kind: "practise-interview",
                  title: `Practise the ${CORE_TEAM_ROLE_LABELS[focus]} interview questions`,
                  detail: "Answer three questions aloud or in writing and see which key points you covered.",
                  href: "/games/interview",
                },
              },
            ],
    };
  },
};
