import {
  createTeamSchema,
  joinRequestSchema,
  teamSlugSchema,
  updateTeamMemberSchema,
} from "@hatchery/shared";
import { z } from "zod";

/*
 * The schemas of the team forms, in a module of their own: each form loads it through `lazyZodResolver`
 * when first focused or submitted, so the team pages paint without the schema library.
 */

export { joinRequestSchema, updateTeamMemberSchema };

/** A new team's slug may be left empty: the server makes one from the name. */
export const newTeamFormSchema = createTeamSchema.extend({ slug: teamSlugSchema.or(z.literal("")) });
/** An existing team's slug is its address, so it cannot be emptied. */
export const existingTeamFormSchema = createTeamSchema.extend({ slug: teamSlugSchema });
