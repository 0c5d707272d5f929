import { type FeedPlatformItemKind, type FeedScopeKind, formatFundingAmount } from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  feedItems,
  fundingApplications,
  fundingAwards,
  fundingCalls,
  fundingTranches,
  incubatorMembers,
  incubators,
  positions,
  projectMilestones,
  projects,
  teams,
} from "../../db/schema";
import { defineEventProjector, type EventProjector } from "../../lib/realtime/event-projectors";
import { announceItem } from "./feed-items.service";

/**
 * The items the platform writes in the feeds, from the events of the log, in the transaction of the
 * event (docs/decisions/020-feeds.md). Each tells one thing once: a second event about the same subject
 * (a project edited again, a position changed) finds its item there and writes nothing.
 */

interface PlatformItem {
  scopeKind: FeedScopeKind;
  incubatorId: string;
  teamId: string | null;
  kind: FeedPlatformItemKind;
  authorId: string | null;
  body: string;
  link: { label: string; path: string } | null;
  subjectKey: string;
  sourceEventId: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Events name their rows by id; an id that is not one (a test's, an old event's) names nothing to tell. */
function allIds(...values: string[]): boolean {
  return values.every((value) => UUID.test(value));
}

async function writeItem(tx: Database, item: PlatformItem): Promise<void> {
  const scopeId = item.scopeKind === "team" ? item.teamId : item.incubatorId;
  if (scopeId === null) return;
  const [row] = await tx
    .insert(feedItems)
    // Written now without reactions or comments: it ranks at its creation.
    .values({ ...item, scopeId, rankedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({
      id: feedItems.id,
      scopeKind: feedItems.scopeKind,
      scopeId: feedItems.scopeId,
      incubatorId: feedItems.incubatorId,
    });
  if (row) await announceItem(tx, "feed.item_created", row);
}

async function teamOf(tx: Database, teamId: string) {
  const [team] = await tx
    .select({
      id: teams.id,
      name: teams.name,
      slug: teams.slug,
      incubatorId: teams.incubatorId,
      visibility: teams.visibility,
    })
    .from(teams)
    .where(eq(teams.id, teamId));
  return team;
}

/** The feed's projectors, for the application's list (event-projector-list.ts). */
export const feedProjectors: readonly EventProjector[] = [
  defineEventProjector("feeds", "project.created", async (tx, event) => {
    if (!allIds(event.payload.projectId, event.payload.teamId)) return;
    const [project] = await tx
      .select({ name: projects.name, slug: projects.slug, createdBy: projects.createdBy })
      .from(projects)
      .where(eq(projects.id, event.payload.projectId));
    const team = await teamOf(tx, event.payload.teamId);
    if (!project || !team) return;
    await writeItem(tx, {
      scopeKind: "team",
      incubatorId: team.incubatorId,
      teamId: team.id,
      kind: "project_update",
      authorId: project.createdBy,
      body: `${team.name} started a new project: ${project.name}.`,
      link: { label: "See the project", path: `/projects/${project.slug}` },
      subjectKey: `project:${event.payload.projectId}`,
      sourceEventId: event.id,
    });
  }),

  defineEventProjector("feeds", "project.launched", async (tx, event) => {
    if (!allIds(event.payload.projectId, event.payload.teamId)) return;
    const [project] = await tx
      .select({ name: projects.name, slug: projects.slug })
      .from(projects)
      .where(eq(projects.id, event.payload.projectId));
    const team = await teamOf(tx, event.payload.teamId);
    if (!project || !team) return;
    // A launch is news for the whole incubator, like its event's audience.
    await writeItem(tx, {
      scopeKind: "incubator",
      incubatorId: team.incubatorId,
      teamId: null,
      kind: "project_launched",
      authorId: null,
      body: `${team.name} launched ${project.name}! 🚀`,
      link: { label: "See the project", path: `/projects/${project.slug}` },
      subjectKey: `project:${event.payload.projectId}`,
      sourceEventId: event.id,
    });
  }),

  defineEventProjector("feeds", "project.milestone_done", async (tx, event) => {
    if (!allIds(event.payload.milestoneId, event.payload.teamId)) return;
    const [milestone] = await tx
      .select({ projectName: projects.name, projectSlug: projects.slug })
      .from(projectMilestones)
      .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
      .where(eq(projectMilestones.id, event.payload.milestoneId));
    const team = await teamOf(tx, event.payload.teamId);
    if (!milestone || !team) return;
    await writeItem(tx, {
      scopeKind: "team",
      incubatorId: team.incubatorId,
      teamId: team.id,
      kind: "milestone_done",
      authorId: null,
      body: `Milestone done on ${milestone.projectName}: ${event.payload.title}.`,
      link: { label: "See the project", path: `/projects/${milestone.projectSlug}` },
      subjectKey: `milestone:${event.payload.milestoneId}`,
      sourceEventId: event.id,
    });
  }),

  defineEventProjector("feeds", "position.changed", async (tx, event) => {
    if (!allIds(event.payload.positionId, event.payload.incubatorId)) return;
    const [position] = await tx
      .select({
        title: positions.title,
        status: positions.status,
        seats: positions.seats,
        filledSeats: positions.filledSeats,
        createdBy: positions.createdBy,
        teamName: teams.name,
        incubatorSlug: incubators.slug,
      })
      .from(positions)
      .innerJoin(teams, eq(teams.id, positions.teamId))
      .innerJoin(incubators, eq(incubators.id, positions.incubatorId))
      .where(eq(positions.id, event.payload.positionId));
    if (!position) return;
    const filled = position.status === "filled" || position.filledSeats >= position.seats;
    const opened = position.status === "open" && !filled;
    if (!opened && !filled) return;
    // Positions are for the incubator's members to find, so both news go to the incubator's feed.
    await writeItem(tx, {
      scopeKind: "incubator",
      incubatorId: event.payload.incubatorId,
      teamId: null,
      kind: opened ? "position_opened" : "position_filled",
      authorId: opened ? position.createdBy : null,
      body: opened
        ? `${position.teamName} is looking for: ${position.title}.`
        : `${position.teamName} filled its position: ${position.title}.`,
      link: opened
        ? { label: "See open positions", path: `/incubators/${position.incubatorSlug}/positions` }
        : null,
      subjectKey: `position:${event.payload.positionId}`,
      sourceEventId: event.id,
    });
  }),

  defineEventProjector("feeds", "team.member_joined", async (tx, event) => {
    if (!allIds(event.payload.teamId)) return;
    const team = await teamOf(tx, event.payload.teamId);
    if (!team) return;
    await writeItem(tx, {
      scopeKind: "team",
      incubatorId: team.incubatorId,
      teamId: team.id,
      kind: "team_member_joined",
      authorId: event.payload.userId,
      body: `Joined ${team.name}. Say hello!`,
      link: null,
      subjectKey: `team-member:${team.id}:${event.payload.userId}`,
      sourceEventId: event.id,
    });
  }),

  defineEventProjector("feeds", "membership.changed", async (tx, event) => {
    if (event.audience.kind !== "person" || !allIds(event.payload.incubatorId)) return;
    const userId = event.audience.id;
    const [membership] = await tx
      .select({ name: incubators.name })
      .from(incubatorMembers)
      .innerJoin(incubators, eq(incubators.id, incubatorMembers.incubatorId))
      .where(
        and(
          eq(incubatorMembers.userId, userId),
          eq(incubatorMembers.incubatorId, event.payload.incubatorId),
          eq(incubatorMembers.status, "active"),
          // A tier change or a return is not news; the first join is (once, by the subject key).
          sql`${incubatorMembers.joinedAt} > now() - interval '1 hour'`,
        ),
      );
    if (!membership) return;
    await writeItem(tx, {
      scopeKind: "incubator",
      incubatorId: event.payload.incubatorId,
      teamId: null,
      kind: "incubator_member_joined",
      authorId: userId,
      body: `Joined ${membership.name}. Welcome!`,
      link: null,
      subjectKey: `incubator-member:${event.payload.incubatorId}:${userId}`,
      sourceEventId: event.id,
    });
  }),

  /*
   * An award and each released tranche (decision 059): news for the incubator's members when the team
   * is public, for the team's own feed when it is members-only. Declines, waitlists and reopenings are
   * the team's and the owner's business, not news.
   */
  defineEventProjector("feeds", "funding.award_changed", async (tx, event) => {
    const { change, applicationId, trancheId } = event.payload;
    if (change !== "awarded" && change !== "tranche_released") return;
    if (!allIds(applicationId, event.payload.teamId)) return;
    const [award] = await tx
      .select({
        amountCents: fundingAwards.amountCents,
        currency: fundingCalls.currency,
        callTitle: fundingCalls.title,
      })
      .from(fundingAwards)
      .innerJoin(fundingApplications, eq(fundingApplications.id, fundingAwards.applicationId))
      .innerJoin(fundingCalls, eq(fundingCalls.id, fundingAwards.callId))
      .where(and(eq(fundingAwards.applicationId, applicationId), eq(fundingApplications.status, "awarded")));
    const team = await teamOf(tx, event.payload.teamId);
    if (!award || !team) return;
    const where =
      team.visibility === "public"
        ? { scopeKind: "incubator" as const, incubatorId: team.incubatorId, teamId: null }
        : { scopeKind: "team" as const, incubatorId: team.incubatorId, teamId: team.id };
    const link = { label: "See the team", path: `/teams/${team.slug}` };
    if (change === "awarded") {
      await writeItem(tx, {
        ...where,
        kind: "funding_awarded",
        authorId: null,
        body: `${team.name} was awarded ${formatFundingAmount(award.amountCents, award.currency)} from ${award.callTitle}.`,
        link,
        subjectKey: `funding-award:${applicationId}`,
        sourceEventId: event.id,
      });
      return;
    }
    if (trancheId === null || !allIds(trancheId)) return;
    const [tranche] = await tx
      .select({ amountCents: fundingTranches.amountCents, status: fundingTranches.status })
      .from(fundingTranches)
      .where(eq(fundingTranches.id, trancheId));
    if (tranche?.status !== "released") return;
    await writeItem(tx, {
      ...where,
      kind: "funding_released",
      authorId: null,
      body: `${team.name} received ${formatFundingAmount(tranche.amountCents, award.currency)} of its award from ${award.callTitle}.`,
      link,
      subjectKey: `funding-tranche:${trancheId}`,
      sourceEventId: event.id,
    });
  }),
];
