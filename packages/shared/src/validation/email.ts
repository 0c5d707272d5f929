import { z } from "zod";
import { EMAIL_MAX_LENGTH } from "../constants";
import { failure } from "./check-result";
import { containsSuspiciousInput, INVALID_INPUT_MESSAGE } from "./suspicious-input";
import { codePointCount } from "./text";

export const INVALID_EMAIL_MESSAGE = "Invalid email format";
export const EMAIL_TOO_LONG_MESSAGE = "Email is too long";

/** x@y.z, where no part holds white space, a second @ or a control character (NUL cannot be stored). */
const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** The form an email is compared and stored in: trimmed, then lowercased. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Checks in this order, reporting the first failure:
 * 1. length of the normalised email over EMAIL_MAX_LENGTH code points → 'Email is too long' (first, so a
 *    huge input is refused before any pattern runs over it);
 * 2. a suspicious phrase → 'Invalid input detected';
 * 3. not shaped like x@y.z → 'Invalid email format' (the empty string included).
 */
export function checkEmail(value: string): { ok: true; email: string } | { ok: false; message: string } {
  const email = normalizeEmail(value);
  if (codePointCount(email, EMAIL_MAX_LENGTH) > EMAIL_MAX_LENGTH) return failure(EMAIL_TOO_LONG_MESSAGE);
  if (containsSuspiciousInput(email)) return failure(INVALID_INPUT_MESSAGE);
  if (!EMAIL_PATTERN.test(email)) return failure(INVALID_EMAIL_MESSAGE);
  return { ok: true, email };
}

/**
 * `checkEmail` as a zod schema whose output is the normalised email. A missing (non-string) value is
 * treated like an empty one.
 */
export const emailSchema = z.string({ error: INVALID_EMAIL_MESSAGE }).transform((value, context) => {
  const result = checkEmail(value);
  if (result.ok) return result.email;
  context.addIssue({ code: "custom", message: result.message });
  return z.NEVER;
});
