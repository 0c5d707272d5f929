import { z } from "zod";

/**
 * A person's handle: the address of their profile (`/people/{handle}`, docs/decisions/063-people.md).
 * The database picks it from the name when the account is made (lowercase letters and digits in words
 * joined by hyphens, a number added when taken) and keeps it when the name changes, so links stay.
 */
export const PERSON_HANDLE_MAX_LENGTH = 40;
export const PERSON_HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function personPath(handle: string): string {
  return `/people/${handle}`;
}

/** A person as lists, cards and messages show them: a name and a face that link to the profile. */
export const personRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  handle: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;
