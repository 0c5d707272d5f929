import {
  CORE_TEAM_ROLES,
  createInviteSchema,
  createPositionSchema,
  createTeamSchema,
  joinRequestSchema,
  teamSlugSchema,
  updateTeamMemberSchema,
} from "@hatchery/shared";
import { z } from "zod";
import { OTHER_ROLE } from "./components/positions/position-form";

/*
 * The schemas of the team forms, in a module of their own: each form loads it through `lazyZodResolver`
 * when first focused or submitted, so the team pages paint without the schema library.
 */

export { createInviteSchema, joinRequestSchema, updateTeamMemberSchema };

/** A new team's slug may be left empty: the server makes one from the name. */
export const newTeamFormSchema = createTeamSchema.extend({ slug: teamSlugSchema.or(z.literal("")) });
/** An existing team's slug is its address, so it cannot be emptied. */
export const existingTeamFormSchema = createTeamSchema.extend({ slug: teamSlugSchema });

/*
 * The position dialog's fields, checked by the shared schema's own rules so the browser and the server
 * word every error the same. The role is a select whose empty value means "another role", which the
 * title then describes; the numbers come from number inputs (an empty one is NaN, which the shared rule
 * refuses in its words).
 */
const shared = createPositionSchema.shape;

export const positionFormSchema = z.object({
  title: shared.title,
  coreRole: z
    .enum([...CORE_TEAM_ROLES, OTHER_ROLE], { error: "Role must be CEO, CTO, CCO, CGO or another role" })
    .transform((role) => (role === OTHER_ROLE ? null : role)),
  description: shared.description,
  hoursPerWeek: shared.hoursPerWeek,
  location: shared.location.unwrap(),
  isRemote: shared.isRemote,
  offers: shared.offers,
  seats: shared.seats.unwrap(),
});

export type PositionFormInput = z.input<typeof positionFormSchema>;
export type PositionFormData = z.output<typeof positionFormSchema>;
