import { SIGN_IN_RATE_LIMIT, SIGN_UP_RATE_LIMIT } from "@hatchery/shared";
import type { Database } from "../db/client";
import { createRateLimit, type RateLimit, type RateLimitRule } from "../lib/rate-limit";

export const SIGN_IN_RATE_LIMITED_MESSAGE = "Too many sign-in attempts. Please try again in 5 minutes.";
export const SIGN_UP_RATE_LIMITED_MESSAGE = "Too many sign-up attempts. Please try again in 10 minutes.";
export const AUTH_EMAIL_RATE_LIMITED_MESSAGE =
  "Too many emails were requested for this address. Please try again in 10 minutes.";

const MINUTE_MS = 60_000;

/**
 * SPEC §9 per normalised email, plus per-address limits loose enough for a shared office or campus
 * network and tight enough to stop one machine from trying many accounts.
 */
export const AUTH_RATE_LIMIT_RULES = {
  signInEmail: {
    name: "sign-in:email",
    points: SIGN_IN_RATE_LIMIT.attempts,
    windowMs: SIGN_IN_RATE_LIMIT.windowMs,
    message: SIGN_IN_RATE_LIMITED_MESSAGE,
  },
  signInIp: {
    name: "sign-in:ip",
    points: 30,
    windowMs: SIGN_IN_RATE_LIMIT.windowMs,
    message: SIGN_IN_RATE_LIMITED_MESSAGE,
  },
  signUpEmail: {
    name: "sign-up:email",
    points: SIGN_UP_RATE_LIMIT.attempts,
    windowMs: SIGN_UP_RATE_LIMIT.windowMs,
    message: SIGN_UP_RATE_LIMITED_MESSAGE,
  },
  signUpIp: {
    name: "sign-up:ip",
    points: 20,
    windowMs: SIGN_UP_RATE_LIMIT.windowMs,
    message: SIGN_UP_RATE_LIMITED_MESSAGE,
  },
  /** Verification and password-reset mail to one address, so nobody can flood a mailbox through us. */
  authEmailMail: {
    name: "auth-mail:email",
    points: 3,
    windowMs: 10 * MINUTE_MS,
    message: AUTH_EMAIL_RATE_LIMITED_MESSAGE,
  },
  /** Every other write to /api/auth (two-factor codes, password changes, sign-out…) per address. */
  authIp: { name: "auth:ip", points: 120, windowMs: MINUTE_MS },
} as const satisfies Record<string, RateLimitRule>;

export type AuthRateLimits = { [K in keyof typeof AUTH_RATE_LIMIT_RULES]: RateLimit };

export function createAuthRateLimits(db: Database): AuthRateLimits {
  const entries = Object.entries(AUTH_RATE_LIMIT_RULES).map(([name, rule]) => [
    name,
    createRateLimit(db, rule),
  ]);
  return Object.fromEntries(entries) as AuthRateLimits;
}
