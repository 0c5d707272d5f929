import {
  ASSESSMENT_MESSAGES,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  type RoleFitScores,
} from "@hatchery/shared";
import { AppError } from "../../lib/errors";

/** A role-fit question as scoring needs it: each option's weights per role (0 to 3, missing counts 0). */
export interface WeightedQuestion {
  slug: string;
  options: { weights: Partial<Record<CoreTeamRole, number>> }[];
}

/**
 * Adds up the weights of the chosen options per role. Each role's share is its points out of the most
 * it could have had (the best option for it in every question), so a role that fewer options lean to
 * is not at a disadvantage. Every question must be answered, with one of its options.
 */
export function scoreRoleFit(
  questions: readonly WeightedQuestion[],
  answers: Record<string, number>,
): RoleFitScores {
  const bySlug = new Map(questions.map((question) => [question.slug, question]));
  const slugs = Object.keys(answers);
  if (slugs.length !== bySlug.size || slugs.some((slug) => !bySlug.has(slug))) {
    throw new AppError("validation_failed", ASSESSMENT_MESSAGES.answerEveryQuestion);
  }
  return {
    roles: CORE_TEAM_ROLES.map((role) => {
      let points = 0;
      let max = 0;
      for (const question of questions) {
        const chosen = question.options[answers[question.slug] ?? -1];
        if (!chosen) throw new AppError("validation_failed", ASSESSMENT_MESSAGES.unknownOption);
        points += chosen.weights[role] ?? 0;
        max += Math.max(0, ...question.options.map((option) => option.weights[role] ?? 0));
      }
      return { role, points, max, share: max === 0 ? 0 : points / max };
    }),
  };
}
