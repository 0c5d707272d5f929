import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  PROFILE_SKILL_MAX_LENGTH,
  PROFILE_SKILLS_MAX_COUNT,
  type RolePreferenceStrictness,
} from "./team-model";

/** The rules and words of the team preferences (./team-preferences.ts), for the profile form and the server. */

export const TEAM_PREFERENCE_MESSAGES = {
  preferredRoles: `Preferred roles must be among ${CORE_TEAM_ROLES.map((role) => CORE_TEAM_ROLE_LABELS[role]).join(", ")}`,
  skills: "Skills must be a list of words",
  emptySkill: "A skill cannot be empty",
  skillTooLong: `Each skill must be at most ${PROFILE_SKILL_MAX_LENGTH} characters`,
  tooManySkills: `You can add at most ${PROFILE_SKILLS_MAX_COUNT} skills`,
  hoursPerWeek: `Hours a week must be a whole number from ${POSITION_HOURS_MIN} to ${POSITION_HOURS_MAX}`,
  rolePreference: "Choose whether your roles are a must-have or flexible",
  mustHaveWithoutRoles: "Choose at least one preferred role, or make your roles flexible",
} as const;

export const ROLE_PREFERENCE_LABELS: Record<RolePreferenceStrictness, string> = {
  must_have: "Must-have",
  flexible: "Flexible",
};
export const ROLE_PREFERENCE_DESCRIPTIONS: Record<RolePreferenceStrictness, string> = {
  must_have: "Only suggest teams looking for one of my preferred roles.",
  flexible: "Also suggest teams that need someone in another role.",
};

/** Each role once, in the order the roles are always listed (CEO, CTO, CCO, CGO). */
export function inRoleOrder(roles: readonly CoreTeamRole[]): CoreTeamRole[] {
  return CORE_TEAM_ROLES.filter((role) => roles.includes(role));
}

/** The first spelling of each skill, compared without case: "React" and "react " are one skill. */
export function uniqueSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
