import { z } from "zod";
import { INCUBATOR_SLUG_MAX_LENGTH } from "./incubators";

/** The filters the team and project lists share. */

/** Text to search for in names and taglines (or summaries). */
export function searchFilterSchema(maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, { error: `Search must be at most ${maxLength} characters` })
    .optional();
}

/** A filter naming an incubator or a team by its slug; text longer than any slug names nothing. */
export function slugFilterSchema(label: string) {
  return z
    .string()
    .trim()
    .max(INCUBATOR_SLUG_MAX_LENGTH, { error: `${label} must be a slug` })
    .optional();
}
