import { z } from "zod";
import { ROLES } from "./enums";
import { profileVisibilitySchema } from "./people";
import { teamPreferencesSchema } from "./team-preferences";
import { themeSchema } from "./theme-schema";
import { emailSchema } from "./validation/email";

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
  /** The address of the person's profile, `/people/{handle}` (decision 063). */
  handle: z.string(),
  twoFactorEnabled: z.boolean(),
  /** An IANA name; null until the browser's is saved at the first sign-in (docs/decisions/036-time.md). */
  timeZone: z.string().nullable(),
  theme: themeSchema,
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
  ...profileVisibilitySchema.shape,
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

/** `POST /api/account/avatar` (multipart field `file`). */
export const avatarResponseSchema = z.object({ image: z.string() });
export type AvatarResponse = z.infer<typeof avatarResponseSchema>;

/** `GET /api/config`: what this installation offers, so the web app shows only what works. */
export const appConfigSchema = z.object({
  linkedin: z.boolean(),
  devMailbox: z.boolean(),
  /** Written feedback on interview answers from an AI service (decision 045); off unless configured. */
  aiFeedback: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** A file a dev mailbox message carries; `url` downloads it with its own type. */
export const devMailboxAttachmentSchema = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type DevMailboxAttachment = z.infer<typeof devMailboxAttachmentSchema>;

/** One message of `GET /api/dev/mailbox` (development only); `links` are the URLs found in its text. */
export const devMailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  attachments: z.array(devMailboxAttachmentSchema),
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
