import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants";
import { type CheckResult, failure } from "./check-result";
import { containsSuspiciousInput, INVALID_INPUT_MESSAGE } from "./suspicious-input";
import { codePointCount } from "./text";

/**
 * The special characters a password must contain one of: the 32 printable ASCII punctuation characters,
 * which every keyboard layout can type. Space is not among them, so a passphrase still needs one of these.
 */
export const PASSWORD_SPECIAL_CHARACTERS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  missingUppercase: "Password must contain at least one uppercase letter",
  missingLowercase: "Password must contain at least one lowercase letter",
  missingNumber: "Password must contain at least one number",
  missingSpecialCharacter: "Password must contain at least one special character",
} as const;

const SPECIAL_CHARACTERS = new Set(PASSWORD_SPECIAL_CHARACTERS);

function hasSpecialCharacter(password: string): boolean {
  for (const character of password) {
    if (SPECIAL_CHARACTERS.has(character)) return true;
  }
  return false;
}

/**
 * Letters and digits are recognised in any script (\p{Lu}, \p{Ll}, \p{Nd}), so 'Ä' is an uppercase letter;
 * length is counted in code points.
 */
const PASSWORD_RULES: readonly { satisfiedBy: (password: string) => boolean; message: string }[] = [
  {
    satisfiedBy: (password) => codePointCount(password, PASSWORD_MIN_LENGTH) >= PASSWORD_MIN_LENGTH,
    message: PASSWORD_MESSAGES.tooShort,
  },
  { satisfiedBy: (password) => /\p{Lu}/u.test(password), message: PASSWORD_MESSAGES.missingUppercase },
  { satisfiedBy: (password) => /\p{Ll}/u.test(password), message: PASSWORD_MESSAGES.missingLowercase },
  { satisfiedBy: (password) => /\p{Nd}/u.test(password), message: PASSWORD_MESSAGES.missingNumber },
  { satisfiedBy: hasSpecialCharacter, message: PASSWORD_MESSAGES.missingSpecialCharacter },
];

/** Every rule the password breaks, in the order: length, uppercase, lowercase, number, special character. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.satisfiedBy(password)).map((rule) => rule.message);
}

/**
 * Sign-in reports only the first problem. A suspicious phrase is reported before any rule, as
 * 'Invalid input detected'. Passwords are never trimmed.
 */
export function checkSignInPassword(password: string): CheckResult {
  if (containsSuspiciousInput(password)) return failure(INVALID_INPUT_MESSAGE);
  const [firstProblem] = passwordProblems(password);
  return firstProblem === undefined ? { ok: true } : failure(firstProblem);
}

/** Sign-up reports every problem in one message joined with '; '; suspicious input is reported first. */
export function checkSignUpPassword(password: string): CheckResult {
  if (containsSuspiciousInput(password)) return failure(INVALID_INPUT_MESSAGE);
  const problems = passwordProblems(password);
  return problems.length === 0 ? { ok: true } : failure(problems.join("; "));
}

/** A missing (non-string) password is reported as an empty one would be. */
function passwordSchema(check: (password: string) => CheckResult) {
  const emptyResult = check("");
  const missingMessage = emptyResult.ok ? undefined : emptyResult.message;
  return z.string({ error: missingMessage }).superRefine((password, context) => {
    const result = check(password);
    if (!result.ok) context.addIssue({ code: "custom", message: result.message });
  });
}

/** One issue at most: the suspicious-input message or the first rule broken. */
export const signInPasswordSchema = passwordSchema(checkSignInPassword);
/** One issue at most, carrying every problem joined with '; '. */
export const signUpPasswordSchema = passwordSchema(checkSignUpPassword);
