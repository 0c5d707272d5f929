/**
 * The skills profile's words and limits (docs/decisions/040-skills-profile.md), free of schemas: the
 * dashboard's skills card says its empty state on every dashboard's first view, which from skills.ts
 * brought zod and the profile's schemas with it (decision 071).
 */

/** A role-fit result older than this many months is offered for a retake. */
export const SKILLS_RETAKE_AFTER_MONTHS = 6;

export const SKILLS_EMPTY_MESSAGE = "Read an article or take the assessment to build your profile";
