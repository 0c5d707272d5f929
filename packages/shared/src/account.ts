import { z } from "zod";
import { ROLES } from "./enums";
import { checkMustHaveHasRoles, createTeamPreferenceFields, teamPreferencesSchema } from "./team-preferences";
import { createSignUpSchema } from "./validation/auth-forms";
import { emailSchema } from "./validation/email";
import { collapseWhitespace } from "./validation/text";

/**
 * Hatchery's own account API (docs/decisions/002-accounts.md §4). Better Auth's endpoints under
 * /api/auth keep their own request and answer shapes; these are the endpoints Hatchery adds.
 */

export const roleSchema = z.enum(ROLES);

/** The person as the web app sees them: Better Auth's user row, without anything secret. */
export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const PROFILE_HEADLINE_MAX_LENGTH = 120;
export const PROFILE_BIO_MAX_LENGTH = 2000;
export const PROFILE_LOCATION_MAX_LENGTH = 120;
export const LINKEDIN_URL_MAX_LENGTH = 2048;

/**
 * Profile fields beside the user row: each text is null until the person fills it in; the team
 * preferences start empty and flexible.
 */
export const accountProfileSchema = z.object({
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  ...teamPreferencesSchema.shape,
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** `GET /api/account/me`, and the answer of every call that changes the profile. */
export const meResponseSchema = z.object({
  user: accountUserSchema,
  profile: accountProfileSchema,
  roles: z.array(roleSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const LINKEDIN_URL_MESSAGE =
  "Enter a LinkedIn profile address such as https://www.linkedin.com/in/your-name";

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

/** `POST /api/account/avatar` (multipart field `file`). */
export const avatarResponseSchema = z.object({ image: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** `GET /api/config`: what this installation offers, so the web app shows only what works. */
export const appConfigSchema = z.object({
  linkedin: z.boolean(),
  devMailbox: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** One message of `GET /api/dev/mailbox` (development only); `links` are the URLs found in its text. */
export const devMailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>;

export const devMailboxResponseSchema = z.object({ messages: z.array(devMailboxMessageSchema) });
export type DevMailboxResponse = z.infer<typeof devMailboxResponseSchema>;

/** `GET /api/admin/roles?email=`. */
export const roleLookupQuerySchema = z.object({ email: emailSchema });

/** `POST /api/admin/roles` and `DELETE /api/admin/roles`. */
export const roleChangeSchema = z.object({ email: emailSchema, role: roleSchema });
export type RoleChangeInput = z.input<typeof roleChangeSchema>;

/** The answer of every roles call: the person's roles after the change. */
export const userRolesResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
});
export type UserRolesResponse = z.infer<typeof userRolesResponseSchema>;
