import { INCUBATOR_SLUG_MIN_LENGTH, plainTextLine, slugFromName } from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { AppError } from "./errors";

/** What team and project forms share once their input passed the schemas: cleaning and slugs. */

export const NAME_REQUIRED_MESSAGE = "Name is required";
export const SLUG_NEEDED_MESSAGE = `Enter a slug: this name has too few letters or digits to make one (at least ${INCUBATOR_SLUG_MIN_LENGTH} are needed)`;

export function invalid(path: string, message: string): AppError {
  return new AppError("validation_failed", message, [{ path: [path], message }]);
}

/** A one-line field as typed (decision 028); the name must keep some text once whitespace is collapsed. */
export function sanitizedName(name: string): string {
  const clean = plainTextLine(name);
  if (!clean) throw invalid("name", NAME_REQUIRED_MESSAGE);
  return clean;
}

/** Sanitised markdown; rewriting an autolink as a markdown link can lengthen it past the limit. */
export function sanitizedDescription(description: string, maxLength: number): string {
  const clean = sanitizeMarkdown(description).trim();
  if ([...clean].length > maxLength) {
    throw invalid("description", `Description must be at most ${maxLength} characters`);
  }
  return clean;
}

/** The slug made from a name, or 422 on `slug` when the name has too few letters or digits. */
export function slugBaseFromName(name: string): string {
  const base = slugFromName(name);
  if (base.length < INCUBATOR_SLUG_MIN_LENGTH) throw invalid("slug", SLUG_NEEDED_MESSAGE);
  return base;
}
