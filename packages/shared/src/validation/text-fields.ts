import { z } from "zod";
import { codePointCount, collapseWhitespace } from "./text";

/** A one-line text field: trimmed, whitespace collapsed, 1..max code points. */
export function requiredLine(label: string, maxLength: number) {
  const required = `${label} is required`;
  const tooLong = `${label} must be at most ${maxLength} characters`;
  return z
    .string({ error: required })
    .transform(collapseWhitespace)
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .refine((value) => codePointCount(value, maxLength) <= maxLength, { error: tooLong }),
    );
}

/** A text field that may be empty: trimmed (one line: whitespace collapsed), at most max code points. */
export function optionalText(label: string, maxLength: number, { multiline }: { multiline: boolean }) {
  const tooLong = `${label} must be at most ${maxLength} characters`;
  return z
    .string({ error: `${label} must be text` })
    .transform((value) => (multiline ? value.trim() : collapseWhitespace(value)))
    .refine((value) => codePointCount(value, maxLength) <= maxLength, { error: tooLong });
}
