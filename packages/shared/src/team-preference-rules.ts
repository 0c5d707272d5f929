import { z } from "zod";
import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  PROFILE_SKILL_MAX_LENGTH,
  PROFILE_SKILLS_MAX_COUNT,
  ROLE_PREFERENCE_STRICTNESS,
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
function inRoleOrder(roles: readonly CoreTeamRole[]): CoreTeamRole[] {
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

/**
 * The update fields, each optional (only the fields sent change). `cleanText` cleans each skill as the
 * other one-line texts are cleaned: whitespace collapsed in the browser, markup stripped on the server.
 */
export function createTeamPreferenceFields(cleanText: (value: string) => string) {
  const skill = z
    .string({ error: TEAM_PREFERENCE_MESSAGES.skills })
    .transform((value) => cleanText(value))
    .pipe(
      z
        .string()
        .min(1, { error: TEAM_PREFERENCE_MESSAGES.emptySkill })
        .max(PROFILE_SKILL_MAX_LENGTH, { error: TEAM_PREFERENCE_MESSAGES.skillTooLong }),
    );
  return {
    preferredRoles: z
      .array(z.enum(CORE_TEAM_ROLES, { error: TEAM_PREFERENCE_MESSAGES.preferredRoles }), {
        error: TEAM_PREFERENCE_MESSAGES.preferredRoles,
      })
      .transform(inRoleOrder)
      .optional(),
    skills: z
      .array(skill, { error: TEAM_PREFERENCE_MESSAGES.skills })
      .transform(uniqueSkills)
      // Counted after duplicates are merged: a list that repeats a skill is not refused for its length.
      .pipe(
        z.array(z.string()).max(PROFILE_SKILLS_MAX_COUNT, { error: TEAM_PREFERENCE_MESSAGES.tooManySkills }),
      )
      .optional(),
    hoursPerWeek: z
      .number({ error: TEAM_PREFERENCE_MESSAGES.hoursPerWeek })
      .int({ error: TEAM_PREFERENCE_MESSAGES.hoursPerWeek })
      .min(POSITION_HOURS_MIN, { error: TEAM_PREFERENCE_MESSAGES.hoursPerWeek })
      .max(POSITION_HOURS_MAX, { error: TEAM_PREFERENCE_MESSAGES.hoursPerWeek })
      .nullable()
      .optional(),
    rolePreference: z
      .enum(ROLE_PREFERENCE_STRICTNESS, { error: TEAM_PREFERENCE_MESSAGES.rolePreference })
      .optional(),
  };
}

/**
 * "Must-have" roles need a role: checked here when both fields are sent (as the profile form sends
 * them), and by the server against the stored profile for an update that sends one of them.
 */
export function checkMustHaveHasRoles(
  value: {
    preferredRoles?: readonly CoreTeamRole[] | undefined;
    rolePreference?: RolePreferenceStrictness | undefined;
  },
  context: z.RefinementCtx,
): void {
  if (value.rolePreference === "must_have" && value.preferredRoles?.length === 0) {
    context.addIssue({
      code: "custom",
      path: ["rolePreference"],
      message: TEAM_PREFERENCE_MESSAGES.mustHaveWithoutRoles,
    });
  }
}
