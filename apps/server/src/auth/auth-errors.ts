import { ACCOUNT_DISABLED_MESSAGE, API_ERROR_STATUS, type ApiErrorCode } from "@hatchery/shared";
import { AppError } from "../lib/errors";

/** SPEC §8 words for sign-in and sign-up. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password. Please try again.";
export const EMAIL_NOT_VERIFIED_MESSAGE = "Please verify your email address before signing in.";
export const ACCOUNT_EXISTS_MESSAGE = "An account with this email already exists. Please sign in instead.";

export const INVALID_LINK_MESSAGE = "This link is invalid or has expired. Please request a new one.";
export const WRONG_PASSWORD_MESSAGE = "The password is incorrect. Please try again.";
export const INVALID_CODE_MESSAGE = "The code is incorrect. Please try again.";
export const SIGN_IN_AGAIN_MESSAGE = "Your sign-in has expired. Please sign in again.";
export const UNTRUSTED_ORIGIN_MESSAGE = "This request did not come from a page of this site.";

/** The code of a sign-in refused because an admin disabled the account (src/auth/auth.ts). */
export const ACCOUNT_DISABLED_CODE = "ACCOUNT_DISABLED";

const MAPPED: Readonly<Record<string, readonly [ApiErrorCode, string]>> = {
  [ACCOUNT_DISABLED_CODE]: ["forbidden", ACCOUNT_DISABLED_MESSAGE],
  INVALID_EMAIL_OR_PASSWORD: ["unauthenticated", INVALID_CREDENTIALS_MESSAGE],
  EMAIL_NOT_VERIFIED: ["forbidden", EMAIL_NOT_VERIFIED_MESSAGE],
  USER_ALREADY_EXISTS: ["conflict", ACCOUNT_EXISTS_MESSAGE],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ["conflict", ACCOUNT_EXISTS_MESSAGE],
  INVALID_TOKEN: ["bad_request", INVALID_LINK_MESSAGE],
  TOKEN_EXPIRED: ["bad_request", INVALID_LINK_MESSAGE],
  INVALID_PASSWORD: ["bad_request", WRONG_PASSWORD_MESSAGE],
  PASSWORD_TOO_LONG: ["validation_failed", "Password must be at most 128 characters long"],
  CREDENTIAL_ACCOUNT_NOT_FOUND: ["bad_request", "This account signs in without a password."],
  INVALID_CODE: ["bad_request", INVALID_CODE_MESSAGE],
  INVALID_BACKUP_CODE: ["bad_request", INVALID_CODE_MESSAGE],
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: ["rate_limited", "Too many incorrect codes. Please sign in again."],
  ACCOUNT_TEMPORARILY_LOCKED: [
    "rate_limited",
    "Too many incorrect codes. Please wait 15 minutes, then sign in again.",
  ],
  INVALID_TWO_FACTOR_COOKIE: ["unauthenticated", SIGN_IN_AGAIN_MESSAGE],
  TOTP_ALREADY_ENABLED: ["conflict", "Two-factor authentication is already on."],
  TOTP_NOT_ENABLED: ["bad_request", "Two-factor authentication is not on."],
  TWO_FACTOR_NOT_ENABLED: ["bad_request", "Two-factor authentication is not on."],
  SESSION_EXPIRED: ["forbidden", "For your security, please sign in again to do this."],
  SESSION_NOT_FRESH: ["forbidden", "For your security, please sign in again to do this."],
  FAILED_TO_UNLINK_LAST_ACCOUNT: ["conflict", "This is your only way to sign in, so it cannot be removed."],
  SOCIAL_ACCOUNT_ALREADY_LINKED: ["conflict", "This account is already linked to another person."],
  LINKED_ACCOUNT_ALREADY_EXISTS: ["conflict", "This account is already linked."],
  ACCOUNT_NOT_FOUND: ["not_found", "This linked account was not found."],
  PROVIDER_NOT_FOUND: ["not_found", "This sign-in method is not available."],
  EMAIL_ALREADY_VERIFIED: ["conflict", "This email address is already verified."],
  INVALID_ORIGIN: ["forbidden", UNTRUSTED_ORIGIN_MESSAGE],
  MISSING_OR_NULL_ORIGIN: ["forbidden", UNTRUSTED_ORIGIN_MESSAGE],
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: ["forbidden", UNTRUSTED_ORIGIN_MESSAGE],
  INVALID_CALLBACK_URL: ["forbidden", "The return address is not part of this site."],
  INVALID_REDIRECT_URL: ["forbidden", "The return address is not part of this site."],
  INVALID_ERROR_CALLBACK_URL: ["forbidden", "The return address is not part of this site."],
  INVALID_NEW_USER_CALLBACK_URL: ["forbidden", "The return address is not part of this site."],
  UNAUTHORIZED: ["unauthenticated", "Please sign in to continue."],
  VALIDATION_ERROR: ["validation_failed", "Some fields are invalid."],
  MISSING_FIELD: ["validation_failed", "Some fields are invalid."],
};

const CODE_BY_STATUS = new Map<number, ApiErrorCode>(
  Object.entries(API_ERROR_STATUS).map(([code, status]) => [status, code as ApiErrorCode]),
);

/**
 * Better Auth's failure as Hatchery's error: known codes get the SPEC's or our own words; anything else
 * keeps only its status class, so Better Auth's wording never reaches the browser. Server-side failures
 * are always the SPEC's 'An unexpected error occurred. Please try again.'
 */
export function mapAuthError(status: number, code: string | undefined): AppError {
  if (status >= 500) return new AppError("internal");
  const mapped = code ? MAPPED[code] : undefined;
  if (mapped) return new AppError(mapped[0], mapped[1]);
  if (status === 404) return new AppError("not_found", "There is no API endpoint at this path.");
  return new AppError(CODE_BY_STATUS.get(status) ?? "bad_request");
}
