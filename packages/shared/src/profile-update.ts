import { z } from "zod";
import {
  LINKEDIN_URL_MAX_LENGTH,
  LINKEDIN_URL_MESSAGE,
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_LOCATION_MAX_LENGTH,
} from "./account";
import { checkMustHaveHasRoles, createTeamPreferenceFields } from "./team-preference-rules";
import { createSignUpSchema } from "./validation/auth-forms";
import { collapseWhitespace } from "./validation/text";

/*
 * The profile's update rules, apart from ./account.ts: every page loads that file for the session's
 * shape, while only the profile page and the server need these.
 */

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
 * markup-stripping `sanitizeName` on the server, as for sign-up; skills are cleaned the same way.
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
      ...createTeamPreferenceFields(cleanName),
    })
    .superRefine(checkMustHaveHasRoles);
}
export const updateProfileSchema = createUpdateProfileSchema(collapseWhitespace);
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileData = z.output<typeof updateProfileSchema>;
