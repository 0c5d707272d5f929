import type { FundingApplicationChange } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingCallReviewers, fundingCalls, incubators } from "../../db/schema";
import { publishEvent, type RealtimeAudience } from "../../lib/realtime/event-log";

/*
 * The live refresh of the call's side of funding (docs/decisions/059-business-funding.md, "Live pages"):
 * an application's move reaches the people the funding policies let read it once it left the team, and
 * no one else. Those are the call's owner and its invited reviewers, each by name (a removed reviewer
 * stops hearing at once), and the administrators; the team hears of its own submission and withdrawal.
 */

export interface MovedApplication {
  id: string;
  callId: string;
  teamId: string;
}

/** The application's row as the move names it. */
export function movedOf(row: { id: string; callId: string; teamId: string }): MovedApplication {
  return { id: row.id, callId: row.callId, teamId: row.teamId };
}

/** The owner and the invited reviewers of the call, each a person's audience. */
async function callPeopleOf(tx: Database, callId: string): Promise<RealtimeAudience[]> {
  const [call] = await tx
    .select({ ownerId: incubators.ownerId })
    .from(fundingCalls)
    .innerJoin(incubators, eq(incubators.id, fundingCalls.incubatorId))
    .where(eq(fundingCalls.id, callId));
  const reviewers = await tx
    .select({ userId: fundingCallReviewers.userId })
    .from(fundingCallReviewers)
    .where(eq(fundingCallReviewers.callId, callId));
  const people = new Set([...(call?.ownerId ? [call.ownerId] : []), ...reviewers.map((row) => row.userId)]);
  return [...people].map((id) => ({ kind: "person", id }));
}

/**
 * Publishes the move to the call's people, in the change's transaction; `withTeam` adds the team's
 * members, for the moves the team's own pages show that no `funding.award_changed` already tells them.
 */
export async function publishApplicationMove(
  tx: Database,
  application: MovedApplication,
  change: FundingApplicationChange,
  options: { toCallPeople?: boolean; withTeam?: boolean } = {},
): Promise<void> {
  const { toCallPeople = true, withTeam = false } = options;
  const audiences: RealtimeAudience[] = [
    ...(toCallPeople ? [{ kind: "admins" } as const, ...(await callPeopleOf(tx, application.callId))] : []),
    ...(withTeam ? [{ kind: "team", id: application.teamId } as const] : []),
  ];
  const payload = {
    applicationId: application.id,
    callId: application.callId,
    teamId: application.teamId,
    change,
  };
  for (const audience of audiences) {
    await publishEvent(tx, { type: "funding.application_changed", audience, payload });
  }
}
