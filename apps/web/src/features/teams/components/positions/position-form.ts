import {
  CORE_TEAM_ROLES,
  createPositionSchema,
  type Position,
  type UpdatePositionInput,
} from "@hatchery/shared";
import { z } from "zod";

/*
 * The position dialog's fields, checked by the shared schema's own rules so the browser and the server
 * word every error the same. The role is a select whose empty value means "another role", which the
 * title then describes; the numbers come from number inputs (an empty one is NaN, which the shared rule
 * refuses in its words).
 */
const shared = createPositionSchema.shape;

export const OTHER_ROLE = "";

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

/** The form's field names, to put the server's issues under the field each names. */
export const POSITION_FORM_FIELDS = [
  "title",
  "coreRole",
  "description",
  "hoursPerWeek",
  "location",
  "isRemote",
  "offers",
  "seats",
] as const satisfies readonly (keyof PositionFormInput)[];

export function positionFormValues(position?: Position): PositionFormInput {
  return {
    title: position?.title ?? "",
    coreRole: position?.coreRole ?? OTHER_ROLE,
    description: position?.description ?? "",
    hoursPerWeek: position?.hoursPerWeek ?? 10,
    location: position?.location ?? "",
    isRemote: position?.isRemote ?? true,
    offers: position?.offers ?? "",
    seats: position?.seats ?? 1,
  };
}

/** Only what differs from the saved position, so an edit never overwrites a field nobody touched. */
export function changedPositionFields(data: PositionFormData, position: Position): UpdatePositionInput {
  const changes: UpdatePositionInput = {};
  if (data.title !== position.title) changes.title = data.title;
  if (data.coreRole !== position.coreRole) changes.coreRole = data.coreRole;
  if (data.description !== position.description) changes.description = data.description;
  if (data.hoursPerWeek !== position.hoursPerWeek) changes.hoursPerWeek = data.hoursPerWeek;
  if (data.location !== position.location) changes.location = data.location;
  if (data.isRemote !== position.isRemote) changes.isRemote = data.isRemote;
  if (data.offers !== position.offers) changes.offers = data.offers;
  if (data.seats !== position.seats) changes.seats = data.seats;
  return changes;
}
