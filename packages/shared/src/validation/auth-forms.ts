import { z } from "zod";
import { emailSchema } from "./email";
import { signInPasswordSchema, signUpPasswordSchema } from "./password";
import { codePointCount, collapseWhitespace } from "./text";

export const NAME_MAX_LENGTH = 100;
/** Raw input beyond this is refused before cleaning, so the server's sanitiser only sees bounded text. */
export const NAME_MAX_INPUT_LENGTH = 1000;

type NameLabel = "First name" | "Last name";

/**
 * A required name: cleaned first (whitespace collapsed in the browser; markup stripped as well on the
 * server), then 'required' and at most NAME_MAX_LENGTH code points. A missing value counts as empty.
 */
function nameSchema(label: NameLabel, cleanName: (value: string) => string) {
  const requiredMessage = `${label} is required`;
  const tooLongMessage = `${label} must be at most ${NAME_MAX_LENGTH} characters`;
  return z.string({ error: requiredMessage }).transform((value, context) => {
    if (codePointCount(value, NAME_MAX_INPUT_LENGTH) > NAME_MAX_INPUT_LENGTH) {
      context.addIssue({ code: "custom", message: tooLongMessage });
      return z.NEVER;
    }
    const name = cleanName(value);
    if (name === "") {
      context.addIssue({ code: "custom", message: requiredMessage });
      return z.NEVER;
    }
    if (codePointCount(name, NAME_MAX_LENGTH) > NAME_MAX_LENGTH) {
      context.addIssue({ code: "custom", message: tooLongMessage });
      return z.NEVER;
    }
    return name;
  });
}

export const signInSchema = z.object({ email: emailSchema, password: signInPasswordSchema });
export type SignInInput = z.input<typeof signInSchema>;
export type SignInData = z.output<typeof signInSchema>;

/**
 * The sign-up form. The browser uses `signUpSchema` (names trimmed and whitespace-collapsed); the server
 * uses `sanitizedSignUpSchema` from "@hatchery/shared/sanitize", built here with `sanitizeName`, so the
 * sanitiser stays out of the web bundle. Both report the same messages.
 */
export function createSignUpSchema(cleanName: (value: string) => string) {
  return z.object({
    firstName: nameSchema("First name", cleanName),
    lastName: nameSchema("Last name", cleanName),
    email: emailSchema,
    password: signUpPasswordSchema,
  });
}

export const signUpSchema = createSignUpSchema(collapseWhitespace);
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;
