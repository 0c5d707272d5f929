import { emailSchema, signUpPasswordSchema } from "@hatchery/shared";
import { z } from "zod";

/*
 * The schemas of the sign-in page's forms, in a module of their own: the forms load it through
 * `lazyZodResolver` when first focused or submitted, so the page paints without the schema library.
 */

export { signInSchema, signUpSchema } from "@hatchery/shared";

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The same rules as sign-up, so the new password is held to what a new account would be. */
export const resetPasswordSchema = z
  .object({ password: signUpPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** The second step of signing in: a code from the authenticator app, or one of the backup codes. */
export const twoFactorCodeSchemas = {
  totp: z.object({
    code: z
      .string()
      .transform((value) => value.replace(/\s/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, { error: "Enter the 6-digit code from your authenticator app" })),
    trustDevice: z.boolean(),
  }),
  "backup-code": z.object({
    code: z.string().trim().min(1, { error: "Enter one of your backup codes" }),
    trustDevice: z.boolean(),
  }),
} as const;
