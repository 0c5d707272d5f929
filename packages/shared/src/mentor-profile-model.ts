import { type MENTOR_HELP_ROLES, MENTOR_PATH_PREFIX, type MentorKind } from "./mentoring-model";

/*
 * Mentor profiles' and the directory's first-view constants (docs/decisions/051-mentoring.md): the
 * words and paths the directory and profile pages show before any schema is needed.
 */

export type MentorHelpRole = (typeof MENTOR_HELP_ROLES)[number];

export const MENTOR_KIND_LABELS: Readonly<Record<MentorKind, string>> = {
  advisor: "Advisor",
  coach: "Coach",
};

/** The directory's page size: three rows of cards on a wide screen. */
export const MENTOR_DIRECTORY_PAGE_SIZE = 24;
export const MENTOR_SEARCH_MAX_LENGTH = 100;
export const MENTOR_SLUG_MIN_LENGTH = 2;

/** Where an advisor or coach edits their mentor profile (an extension of `/profile`, decision 051). */
export const MENTOR_PROFILE_EDIT_PATH = "/profile/mentor";

/** A published profile's public address: `/advisors/{slug}` or `/coaches/{slug}`. */
export function mentorProfilePath(kind: MentorKind, slug: string): string {
  return `${MENTOR_PATH_PREFIX[kind]}/${encodeURIComponent(slug)}`;
}

export const MENTOR_PROFILE_MESSAGES = {
  notFound: "There is no advisor or coach at this address.",
  slugTaken: "This address is already taken by another mentor; choose another slug.",
  noMentorRole:
    "Only advisors and coaches can have a mentor profile. Ask for the role from your profile: an administrator answers, in the app and by email.",
  kindNotHeld: (kind: MentorKind) =>
    `You do not hold the ${kind} role, so your profile cannot be listed as ${kind === "advisor" ? "an advisor" : "a coach"}.`,
  saveFirst: "Save your mentor profile first.",
  incubatorUnknown: "Choose incubators from the list",
} as const;
