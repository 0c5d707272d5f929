import { z } from "zod";
import { defineEndpoint } from "../api-endpoint";
import { emailSchema, signInSchema, signUpPasswordSchema, signUpSchema } from "../validation";

/*
 * Better Auth serves these endpoints (docs/decisions/002-accounts.md); the server's auth edge
 * (apps/server/src/auth/auth-handler.ts) checks their bodies with the same shared field schemas used
 * here and takes session tokens out of their answers. The bodies describe what the web sends, and the
 * answers only the fields the web reads: Better Auth's answers carry more, which the parse drops.
 */

/** A page of this site that a mailed link or LinkedIn brings the person back to. */
const callbackUrlSchema = z.string();

/** Better Auth's endpoints that act on the session itself take an empty JSON object. */
const emptyBodySchema = z.object({});

const passwordConfirmationSchema = z.object({ password: z.string() });

/** LinkedIn is the one provider (a generic OAuth provider registered as a social one); failures come back to `errorCallbackURL`. */
const linkedInRedirectRequestSchema = z.object({
  provider: z.literal("linkedin"),
  callbackURL: callbackUrlSchema,
  errorCallbackURL: callbackUrlSchema,
});

/** The provider's authorisation address, which the browser then opens. */
export const providerRedirectResponseSchema = z.object({ url: z.string() });
export type ProviderRedirectResponse = z.infer<typeof providerRedirectResponseSchema>;

/** A password sign-in of an account with two-factor on answers `twoFactorRedirect: true`: the code step follows. */
export const signInResponseSchema = z.object({ twoFactorRedirect: z.boolean().optional() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** Enrolment in two-factor: the authenticator app's address (shown as a QR code) and the backup codes. */
export const twoFactorEnrolmentSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** The session this browser holds, or null without one; only its id is read. */
export const currentSessionResponseSchema = z.object({ session: z.object({ id: z.string() }) }).nullable();
export type CurrentSessionResponse = z.infer<typeof currentSessionResponseSchema>;

/** One signed-in device, as Better Auth lists it (without its token, which stays in the cookie). */
export const activeSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullish(),
  userAgent: z.string().nullish(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** A way to sign in: "credential" is email and password, otherwise a provider such as "linkedin". */
export const linkedAccountSchema = z.object({
  id: z.string(),
  providerId: z.string(),
  createdAt: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** The web's calls to Better Auth's endpoints under /api/auth. */
export const authEndpoints = {
  signIn: defineEndpoint({
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: signInSchema.extend({ callbackURL: callbackUrlSchema.optional() }),
    status: 200,
    response: signInResponseSchema,
  }),
  /** The browser's own `signUpSchema`: the server cleans the names with the sanitising twin of it. */
  signUp: defineEndpoint({
    method: "POST",
    path: "/api/auth/sign-up/email",
    body: signUpSchema.extend({ callbackURL: callbackUrlSchema }),
    status: 200,
  }),
  signInWithLinkedIn: defineEndpoint({
    method: "POST",
    path: "/api/auth/sign-in/social",
    body: linkedInRedirectRequestSchema,
    status: 200,
    response: providerRedirectResponseSchema,
  }),
  signOut: defineEndpoint({ method: "POST", path: "/api/auth/sign-out", body: emptyBodySchema, status: 200 }),
  /** Every session of the account, this one included. */
  revokeSessions: defineEndpoint({
    method: "POST",
    path: "/api/auth/revoke-sessions",
    body: emptyBodySchema,
    status: 200,
  }),
  sendVerificationEmail: defineEndpoint({
    method: "POST",
    path: "/api/auth/send-verification-email",
    body: z.object({ email: emailSchema, callbackURL: callbackUrlSchema }),
    status: 200,
  }),
  /** `redirectTo` is the page the mailed reset link opens. */
  requestPasswordReset: defineEndpoint({
    method: "POST",
    path: "/api/auth/request-password-reset",
    body: z.object({ email: emailSchema, redirectTo: callbackUrlSchema }),
    status: 200,
  }),
  resetPassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    body: z.object({ newPassword: signUpPasswordSchema, token: z.string() }),
    status: 200,
  }),
  changePassword: defineEndpoint({
    method: "POST",
    path: "/api/auth/change-password",
    body: z.object({
      currentPassword: z.string(),
      newPassword: signUpPasswordSchema,
      revokeOtherSessions: z.boolean(),
    }),
    status: 200,
  }),
  changeEmail: defineEndpoint({
    method: "POST",
    path: "/api/auth/change-email",
    body: z.object({ newEmail: emailSchema, callbackURL: callbackUrlSchema }),
    status: 200,
  }),
  enableTwoFactor: defineEndpoint({
    method: "POST",
    path: "/api/auth/two-factor/enable",
    body: passwordConfirmationSchema,
    status: 200,
    response: twoFactorEnrolmentSchema,
  }),
  disableTwoFactor: defineEndpoint({
    method: "POST",
    path: "/api/auth/two-factor/disable",
    body: passwordConfirmationSchema,
    status: 200,
  }),
  /** Confirms enrolment from the profile, and is the second step of a sign-in, where the device may be trusted. */
  verifyTotp: defineEndpoint({
    method: "POST",
    path: "/api/auth/two-factor/verify-totp",
    body: z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
    status: 200,
  }),
  verifyBackupCode: defineEndpoint({
    method: "POST",
    path: "/api/auth/two-factor/verify-backup-code",
    body: z.object({ code: z.string() }),
    status: 200,
  }),
  currentSession: defineEndpoint({
    method: "GET",
    path: "/api/auth/get-session",
    status: 200,
    response: currentSessionResponseSchema,
  }),
  sessions: defineEndpoint({
    method: "GET",
    path: "/api/auth/list-sessions",
    status: 200,
    response: z.array(activeSessionSchema),
  }),
  /** Every session of the account but this browser's. */
  revokeOtherSessions: defineEndpoint({
    method: "POST",
    path: "/api/auth/revoke-other-sessions",
    body: emptyBodySchema,
    status: 200,
  }),
  linkedAccounts: defineEndpoint({
    method: "GET",
    path: "/api/auth/list-accounts",
    status: 200,
    response: z.array(linkedAccountSchema),
  }),
  linkLinkedIn: defineEndpoint({
    method: "POST",
    path: "/api/auth/link-social",
    body: linkedInRedirectRequestSchema,
    status: 200,
    response: providerRedirectResponseSchema,
  }),
  /** By the account's id from list-accounts; the server refuses to remove the last way to sign in. */
  unlinkAccount: defineEndpoint({
    method: "POST",
    path: "/api/auth/unlink-account",
    body: z.object({ accountId: z.string() }),
    status: 200,
  }),
};
