import {
  type ApplicationStatus,
  CORE_TEAM_ROLE_LABELS,
  type CoreTeamRole,
  type InviteState,
  type PositionStatus,
} from "@hatchery/shared";
import { addCalendarDays, formatCalendarDay, readerToday } from "@/lib/calendar-days";
import { formatDate as formatReaderDate } from "@/lib/dates";

/** The words a person reads for each state; the API's values are for code. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: "Pending",
  trial: "On trial",
  accepted: "Accepted",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

export const POSITION_STATUS_LABELS: Record<PositionStatus, string> = {
  open: "Open",
  filled: "Filled",
  closed: "Closed",
};

export const INVITE_STATE_LABELS: Record<InviteState, string> = {
  active: "Active",
  expired: "Expired",
  used_up: "Used up",
  revoked: "Revoked",
};

export function isOpenApplication(status: ApplicationStatus): status is "pending" | "trial" {
  return status === "pending" || status === "trial";
}

/** What a position's role reads as: its core role, or "Other role" for a position described by its title. */
export function roleLabel(coreRole: CoreTeamRole | null): string {
  return coreRole ? CORE_TEAM_ROLE_LABELS[coreRole] : "Other role";
}

/** "Remote", "Remote or Berlin", "Berlin", or "On site" when the team named no place. */
export function workplaceText(position: { isRemote: boolean; location: string | null }): string {
  if (position.isRemote) return position.location ? `Remote or ${position.location}` : "Remote";
  return position.location ?? "On site";
}

export function hoursText(hoursPerWeek: number): string {
  return `${hoursPerWeek} h/week`;
}

/** "1 of 2 seats filled", or "1 seat" while none is taken. */
export function seatsText(position: { seats: number; filledSeats: number }): string {
  const seats = `${position.seats} ${position.seats === 1 ? "seat" : "seats"}`;
  return position.filledSeats > 0 ? `${position.filledSeats} of ${seats} filled` : seats;
}

export function formatDate(iso: string): string {
  return formatReaderDate(iso);
}

/** A calendar day (YYYY-MM-DD) is the same day everywhere, so it is read and shown in UTC. */
export function formatDay(day: string): string {
  return formatCalendarDay(day);
}

/** A day `days` after today in the reader's calendar, as YYYY-MM-DD (a date input's value). */
export function dayAfterToday(days: number, now = new Date()): string {
  return addCalendarDays(readerToday(now), days);
}
