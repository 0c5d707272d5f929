import { CORE_TEAM_ROLES, type CoreTeamRole, type SkillMeasure } from "@hatchery/shared";
import {
  type MentorFeedbackStanding,
  readMentorFeedback,
} from "../mentoring/practice-share-feedback.service";
import type { SkillSource } from "./skill-source";

function feedbackMeasure(standing: MentorFeedbackStanding): SkillMeasure {
  const { sharedAnswers, commentedAnswers, comments } = standing;
  return {
    source: "mentoring",
    label: "Mentor feedback",
    share: sharedAnswers === 0 ? 0 : commentedAnswers / sharedAnswers,
    detail: `${comments} mentor ${comments === 1 ? "comment" : "comments"} on ${commentedAnswers} of ${sharedAnswers} shared ${sharedAnswers === 1 ? "answer" : "answers"}`,
  };
}

/**
 * Mentor feedback on shared practice (docs/decisions/051-mentoring.md): for each role whose interview
 * answers the person shared, the share of those answers a mentor commented on. Comments on
 * behavioural answers and TMAY deliveries belong to no role: they count as activity only.
 */
export const mentoringSkillSource: SkillSource = {
  id: "mentoring",
  read: async (db, actor) => {
    const feedback = await readMentorFeedback(db, actor);
    const measures: Partial<Record<CoreTeamRole, SkillMeasure>> = {};
    for (const standing of feedback.interview) {
      const role = CORE_TEAM_ROLES.find((candidate) => candidate === standing.group);
      if (role && standing.comments > 0) measures[role] = feedbackMeasure(standing);
    }
    return { measures, active: feedback.comments > 0, leaning: [], suggest: () => [] };
  },
};
