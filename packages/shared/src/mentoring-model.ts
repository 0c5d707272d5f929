import { CORE_TEAM_ROLES } from "./team-model";

/*
 * Mentoring's first-view constants (docs/decisions/051-mentoring.md), kept free of schemas so pages that
 * only show a mentor do not load the validation library.
 */

/** A mentor is an advisor or a coach (SPEC §6: the advisor check accepts either). */
export const MENTOR_KINDS = ["advisor", "coach"] as const;
export type MentorKind = (typeof MENTOR_KINDS)[number];

/** The public address of each kind: advisors at `/advisors/{slug}`, coaches at `/coaches/{slug}`. */
export const MENTOR_PATH_PREFIX: Readonly<Record<MentorKind, string>> = {
  advisor: "/advisors",
  coach: "/coaches",
};

/** The team roles a mentor says they help with. */
export const MENTOR_HELP_ROLES = CORE_TEAM_ROLES;

export const MENTOR_SLUG_MAX_LENGTH = 60;
export const MENTOR_HEADLINE_MAX_LENGTH = 120;
export const MENTOR_BIO_MAX_LENGTH = 5_000;
export const MENTOR_EXPERTISE_MAX_COUNT = 12;
export const MENTOR_EXPERTISE_TAG_MAX_LENGTH = 40;
export const MENTOR_LANGUAGES_MAX_COUNT = 8;
export const MENTOR_MEETING_LINK_MAX_LENGTH = 500;
