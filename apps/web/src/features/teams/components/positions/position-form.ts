import {
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  type Position,
  type TeamDetailResponse,
  type UpdatePositionInput,
} from "@hatchery/shared";
import type { PositionFormData, PositionFormInput } from "../../team-form-schemas";

/** The role select's value for "another role", which the title then describes. */
export const OTHER_ROLE = "";

export type { PositionFormData, PositionFormInput } from "../../team-form-schemas";

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

/**
 * The role a new position starts with: the first core role no member holds and no open position
 * already seeks, since that is the gap a leader most likely fills next; "another role" once all four
 * are held or sought.
 */
export function firstMissingCoreRole(
  detail: Pick<TeamDetailResponse, "members" | "openPositions">,
): CoreTeamRole | typeof OTHER_ROLE {
  const covered = new Set<CoreTeamRole | null>([
    ...detail.members.map((member) => member.coreRole),
    ...detail.openPositions.map((open) => open.position.coreRole),
  ]);
  return CORE_TEAM_ROLES.find((role) => !covered.has(role)) ?? OTHER_ROLE;
}

export function positionFormValues(
  position?: Position,
  newRole: CoreTeamRole | typeof OTHER_ROLE = OTHER_ROLE,
): PositionFormInput {
  return {
    title: position?.title ?? "",
    coreRole: position ? (position.coreRole ?? OTHER_ROLE) : newRole,
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
