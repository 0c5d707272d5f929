/**
 * The addresses of endpoints that code loaded without the schema library calls by hand, reading the
 * answer without the contract's schema (docs/decisions/016-typed-api-contract.md): the session check and
 * analytics on the first page, signing out from the account menu on every page of a signed-in person,
 * and sending the verification mail again from the dashboard. They live apart from the contracts, in a
 * module that imports nothing: the bundler puts a shared module into a chunk whole, so a constant beside
 * the contracts would bring their schemas, and the schema library, along. The contracts use these same
 * constants, so the two cannot disagree.
 */

export const ACCOUNT_ME_PATH = "/api/account/me";
export const GA_SCRIPT_PATH = "/api/analytics/ga-script";
export const PAGE_VIEWS_PATH = "/api/analytics/page-views";
export const AUTH_SIGN_OUT_PATH = "/api/auth/sign-out";
export const AUTH_REVOKE_SESSIONS_PATH = "/api/auth/revoke-sessions";
export const AUTH_SEND_VERIFICATION_EMAIL_PATH = "/api/auth/send-verification-email";
