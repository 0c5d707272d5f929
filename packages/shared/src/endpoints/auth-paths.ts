/*
 * The addresses of the Better Auth endpoints that pages without the schema library call: the account
 * menu signs out on every page of a signed-in person, and the dashboard sends the verification mail
 * again. Importing `authEndpoints` would bring zod along with its schemas; these constants bring nothing
 * else. The contracts in auth.ts take their paths from here, so the two cannot disagree.
 */

export const AUTH_SIGN_OUT_PATH = "/api/auth/sign-out";
export const AUTH_REVOKE_SESSIONS_PATH = "/api/auth/revoke-sessions";
export const AUTH_SEND_VERIFICATION_EMAIL_PATH = "/api/auth/send-verification-email";
