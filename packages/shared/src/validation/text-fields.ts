import { z } from "zod";
import { codePointCount, plainTextLine } from "./text";

/*
 * The text fields of the forms (incubators, plans, teams, projects): one set of rules and one wording
 * for "required" and "too long", so every form answers alike.
 */

/** One line as typed (`plainTextLine`), 1..max code points. */
export function requiredLine(label: string, maxLength: number) {
  const required = `${label} is required`;
  const tooLong = `${label} must be at most ${maxLength} characters`;
  return z
    .string({ error: required })
    .transform(plainTextLine)
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .refine((value) => codePointCount(value, maxLength) <= maxLength, { error: tooLong }),
    );
}

/** Trimmed (one line as typed, `plainTextLine`, unless multiline), at most max code points; empty allowed. */
export function optionalText(label: string, maxLength: number, { multiline }: { multiline: boolean }) {
  const tooLong = `${label} must be at most ${maxLength} characters`;
  return z
    .string({ error: `${label} must be text` })
    .transform((value) => (multiline ? value.trim() : plainTextLine(value)))
    .refine((value) => codePointCount(value, maxLength) <= maxLength, { error: tooLong });
}
