/*
 * The skills card's words, apart from the schemas in skills.ts: the dashboard's first view shows them,
 * and a module with schemas brings the schema library into it (issue 29).
 */

export const SKILLS_EMPTY_MESSAGE = "Read an article or take the assessment to build your profile";
