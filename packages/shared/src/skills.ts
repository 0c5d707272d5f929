import { z } from "zod";
import { CORE_TEAM_ROLES } from "./team-model";

/*
 * The skills profile (docs/decisions/040-skills-profile.md): one private view per person of what they
 * did towards each founding role, gathered from several sources (the library, the assessment's role
 * fit, later games and mentoring), with "what to do next" suggestions computed from the same data.
 */

/** A role-fit result older than this many months is offered for a retake. */
export const SKILLS_RETAKE_AFTER_MONTHS = 6;

/**
 * One source's figure for one role, as a share from 0 to 1 with its words: a new source (games'
 * practice results, mentor feedback) adds measures, and the pages draw whatever measures arrive.
 */
export const skillMeasureSchema = z.object({
  /** The source's stable name: `library`, `role-fit`; later `games`, `mentoring`. */
  source: z.string(),
  label: z.string(),
  share: z.number().min(0).max(1),
  /** The figure in words, e.g. "2 of 8 articles mastered, 3 read". */
  detail: z.string(),
});
export type SkillMeasure = z.infer<typeof skillMeasureSchema>;

export const skillRoleSchema = z.object({
  role: z.enum(CORE_TEAM_ROLES),
  measures: z.array(skillMeasureSchema),
});
export type SkillRole = z.infer<typeof skillRoleSchema>;

export const SKILL_SUGGESTION_KINDS = [
  "continue-article",
  "take-role-fit",
  "retake-role-fit",
  "next-article",
  "practise-interview",
  "practise-introduction",
  "play-career",
] as const;
export type SkillSuggestionKind = (typeof SKILL_SUGGESTION_KINDS)[number];

export const skillSuggestionSchema = z.object({
  kind: z.enum(SKILL_SUGGESTION_KINDS),
  title: z.string(),
  detail: z.string(),
  /** A same-site path. */
  href: z.string(),
});
export type SkillSuggestion = z.infer<typeof skillSuggestionSchema>;

export const skillsResponseSchema = z.object({
  /** The four core roles in their usual order, each with every source's measure. */
  roles: z.array(skillRoleSchema),
  /** The person's points in all, from the points ledger. */
  points: z.number().int(),
  /** Whether any source holds anything of the person's yet (false: the empty state). */
  hasActivity: z.boolean(),
  suggestions: z.array(skillSuggestionSchema),
});
export type SkillsResponse = z.infer<typeof skillsResponseSchema>;
