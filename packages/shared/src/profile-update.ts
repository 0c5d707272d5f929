import { z } from "zod";
import {
  LINKEDIN_URL_MAX_LENGTH,
  LINKEDIN_URL_MESSAGE,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_LOCATION_MAX_LENGTH,
} from "./account";
import { profileVisibilityFields } from "./people";
import {
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  POSITION_HOURS_MAX,
  POSITION_HOURS_MIN,
  PROFILE_SKILL_MAX_LENGTH,
  PROFILE_SKILLS_MAX_COUNT,
  ROLE_PREFERENCE_STRICTNESS,
  type RolePreferenceStrictness,
} from "./team-model";
import { inRoleOrder, TEAM_PREFERENCE_MESSAGES, uniqueSkills } from "./team-preference-rules";
import { themeSchema } from "./theme-schema";
import { createSignUpSchema } from "./validation/auth-forms";
import { collapseWhitespace, plainTextLine } from "./validation/text";
import { timeZoneSchema } from "./validation/time-zone";

/*
 * The profile's update rules, apart from ./account.ts: every page loads that file for the session's
 * shape, while only the profile page and the server need these.
 */

/**
 * The update fields, each optional (only the fields sent change). Each skill is kept as typed on one
 * line (`plainTextLine`), as every other one-line text is, in the browser and on the server alike.
 */
export function createTeamPreferenceFields() {
  const skill = z
    .string({ error: TEAM_PREFERENCE_MESSAGES.skills })
    .transform(plainTextLine)
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

/** An empty text clears the field: the output is then null. */
function optionalText(label: string, maxLength: number) {
  return z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().max(maxLength, { error: `${label} must be at most ${maxLength} characters` }))
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();
}

/** linkedin.com or one of its subdomains, over https; an empty text clears it. */
const linkedinUrlSchema = z
  .string()
  .trim()
  .max(LINKEDIN_URL_MAX_LENGTH, { error: LINKEDIN_URL_MESSAGE })
  .refine((value) => {
    if (value === "") return true;
    const url = URL.parse(value);
    if (url?.protocol !== "https:") return false;
    return url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com");
  }, LINKEDIN_URL_MESSAGE)
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

/**
 * `PATCH /api/account/profile`: only the fields sent change. Names follow the sign-up rules (required
 * when sent, at most 100 characters); `cleanName` is whitespace collapsing in the browser and the
 * markup-stripping `sanitizeName` on the server, as for sign-up (SPEC §5). Skills, like every other
 * one-line text, are kept as typed (`plainTextLine`). The time zone is an IANA name `Intl` knows; the
 * theme one of `THEME_CHOICES`.
 */
export function createUpdateProfileSchema(cleanName: (value: string) => string) {
  const names = createSignUpSchema(cleanName).shape;
  return z
    .object({
      firstName: names.firstName.optional(),
      lastName: names.lastName.optional(),
      headline: optionalText("Headline", PROFILE_HEADLINE_MAX_LENGTH),
      bio: optionalText("Bio", PROFILE_BIO_MAX_LENGTH),
      location: optionalText("Location", PROFILE_LOCATION_MAX_LENGTH),
      linkedinUrl: linkedinUrlSchema,
      timeZone: timeZoneSchema.optional(),
      theme: themeSchema.optional(),
      ...createTeamPreferenceFields(),
      ...profileVisibilityFields,
    })
    .superRefine(checkMustHaveHasRoles);
}
export const updateProfileSchema = createUpdateProfileSchema(collapseWhitespace);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;
