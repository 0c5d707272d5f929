import { emailSchema, signUpPasswordSchema } from "@hatchery/shared";
import { z } from "zod";

/*
 * The schemas of the profile page's forms, in a module of their own: each form loads it through
 * `lazyZodResolver` when first focused or submitted, so the page paints without the schema library.
 */

export { updateProfileSchema } from "@hatchery/shared";

const PASSWORDS_DIFFER_MESSAGE = "Passwords do not match";

/** The new password follows the sign-up rules, with every problem in one '; '-joined message. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    newPassword: signUpPasswordSchema,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_DIFFER_MESSAGE,
    path: ["confirmPassword"],
  });

/** Turning two-factor on starts by confirming the password. */
export const confirmPasswordSchema = z.object({ password: z.string().min(1, "Enter your password") });

/** The first code of the authenticator app, which confirms the enrolment. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});

export function changeEmailSchema(currentEmail: string) {
  return z.object({
    newEmail: emailSchema.refine((email) => email !== currentEmail, "This is already your email address"),
  });
}
