import { POST_REACTION_DAILY_CAP } from "@hatchery/shared";
import { and, asc, count, eq, gte, isNotNull, isNull, like, lte, min, ne, sql } from "drizzle-orm";
import {
  feedItems,
  feedReactions,
  gameResults,
  interviewSessions,
  libraryProgress,
  pointsLedger,
  positions,
  projectMilestones,
  projects,
  teamApplications,
  teamMembers,
  teams,
  tmayAttempts,
} from "../../db/schema";
import { defineEventProjector, type EventProjector } from "../../lib/realtime/event-projectors";
import { isUuid } from "../../lib/uuid";
import { awardPoints } from "./points-award.service";

/**
 * The points ledger's writers (docs/decisions/030-points-ledger.md): each reads the rows its event
 * names, in the event's transaction, and writes the points they earn. The ledger's unique key makes
 * every one of them safe to run again: a replayed event, or a second event about the same source (an
 * application's two events, a milestone done again after being undone), writes nothing new.
 */

export const pointsProjectors: readonly EventProjector[] = [
  // The team's outcome: everyone in the team when the milestone is done.
  defineEventProjector("points", "project.milestone_done", async (tx, event) => {
    const { milestoneId, teamId } = event.payload;
    if (!isUuid(milestoneId) || !isUuid(teamId)) return;
    const members = await tx
      .select({ userId: teamMembers.userId, incubatorId: teams.incubatorId })
      .from(projectMilestones)
      .innerJoin(projects, eq(projects.id, projectMilestones.projectId))
      .innerJoin(teams, eq(teams.id, projects.teamId))
      .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
      .where(
        and(eq(projectMilestones.id, milestoneId), eq(teams.id, teamId), isNotNull(projectMilestones.doneAt)),
      );
    const [first] = members;
    if (!first) return;
    await awardPoints(tx, {
      userIds: members.map((member) => member.userId),
      incubatorId: first.incubatorId,
      sourceKind: "milestone",
      sourceId: milestoneId,
      reason: "milestone_completed",
    });
  }),

  defineEventProjector("points", "application.changed", async (tx, event) => {
    const { applicationId, status } = event.payload;
    if (status !== "accepted" || !isUuid(applicationId)) return;
    const [application] = await tx
      .select({ userId: teamApplications.userId, incubatorId: teams.incubatorId })
      .from(teamApplications)
      .innerJoin(teams, eq(teams.id, teamApplications.teamId))
      .where(and(eq(teamApplications.id, applicationId), eq(teamApplications.status, "accepted")));
    if (!application) return;
    await awardPoints(tx, {
      userIds: [application.userId],
      incubatorId: application.incubatorId,
      sourceKind: "application",
      sourceId: applicationId,
      reason: "application_accepted",
    });
  }),

  // The one who wrote the position recruited for it; a position without its author (their account
  // gone) earns nobody anything.
  defineEventProjector("points", "position.changed", async (tx, event) => {
    const { positionId } = event.payload;
    if (!isUuid(positionId)) return;
    const [position] = await tx
      .select({ createdBy: positions.createdBy, incubatorId: positions.incubatorId })
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.status, "filled")));
    if (!position?.createdBy) return;
    await awardPoints(tx, {
      userIds: [position.createdBy],
      incubatorId: position.incubatorId,
      sourceKind: "position",
      sourceId: positionId,
      reason: "position_filled",
    });
  }),

  // The reader who answered every check question of a library article right; the article is named by
  // its place, which outlives a rewrite of its file, so it earns once however often it is mastered.
  defineEventProjector("points", "library.article_mastered", async (tx, event) => {
    const { section, slug } = event.payload;
    if (event.audience.kind !== "person") return;
    const userId = event.audience.id;
    const [progress] = await tx
      .select({ userId: libraryProgress.userId })
      .from(libraryProgress)
      .where(
        and(
          eq(libraryProgress.userId, userId),
          eq(libraryProgress.section, section),
          eq(libraryProgress.slug, slug),
          eq(libraryProgress.status, "mastered"),
        ),
      );
    if (!progress) return;
    await awardPoints(tx, {
      userIds: [userId],
      incubatorId: null,
      sourceKind: "article",
      sourceId: `${section}/${slug}`,
      reason: "article_mastered",
    });
  }),

  // A finished memory game (docs/decisions/043-memory-game.md): the day's first game of a level earns,
  // and so does beating the person's earlier best time or moves of the level, each once a day per level,
  // so replaying the same game over and over earns nothing more.
  defineEventProjector("points", "games.memory_completed", async (tx, event) => {
    const { resultId } = event.payload;
    if (event.audience.kind !== "person" || !isUuid(resultId)) return;
    const userId = event.audience.id;
    const [result] = await tx
      .select()
      .from(gameResults)
      .where(
        and(eq(gameResults.id, resultId), eq(gameResults.userId, userId), eq(gameResults.game, "memory")),
      );
    if (!result || result.timeMs === null || result.moves === null) return;
    const sourceId = `memory/${result.level}/${result.createdAt.toISOString().slice(0, 10)}`;
    await awardPoints(tx, {
      userIds: [userId],
      incubatorId: null,
      sourceKind: "game",
      sourceId,
      reason: "memory_game_completed",
    });
    const [earlier] = await tx
      .select({ bestTimeMs: min(gameResults.timeMs), fewestMoves: min(gameResults.moves) })
      .from(gameResults)
      .where(
        and(
          eq(gameResults.userId, userId),
          eq(gameResults.game, "memory"),
          eq(gameResults.level, result.level),
          ne(gameResults.id, result.id),
          lte(gameResults.createdAt, result.createdAt),
        ),
      );
    const beatsTime = earlier?.bestTimeMs == null || result.timeMs < earlier.bestTimeMs;
    const beatsMoves = earlier?.fewestMoves == null || result.moves < earlier.fewestMoves;
    if (!beatsTime && !beatsMoves) return;
    await awardPoints(tx, {
      userIds: [userId],
      incubatorId: null,
      sourceKind: "game",
      sourceId,
      reason: "memory_personal_best",
    });
  }),

  // A kept interview practice session (docs/decisions/045-interview-practice.md): a session earns once,
  // and only the day's first session of a question group does, so saving sessions over and over (the
  // server cannot tell a practised answer from a pasted one) earns at most 15 points a day.
  defineEventProjector("points", "games.interview_completed", async (tx, event) => {
    const { sessionId } = event.payload;
    if (event.audience.kind !== "person" || !isUuid(sessionId)) return;
    const userId = event.audience.id;
    const [session] = await tx
      .select({ group: interviewSessions.questionGroup, createdAt: interviewSessions.createdAt })
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, sessionId), eq(interviewSessions.userId, userId)));
    if (!session) return;
    await awardPoints(tx, {
      userIds: [userId],
      incubatorId: null,
      sourceKind: "game",
      sourceId: `interview/${session.group}/${session.createdAt.toISOString().slice(0, 10)}`,
      reason: "interview_session_completed",
    });
  }),

  // A finished career game run (docs/decisions/046-career-game.md): the day's first run of each role
  // earns, once (the ledger's unique key), so replaying a role the same day earns nothing more.
  defineEventProjector("points", "games.career_completed", async (tx, event) => {
    const { resultId } = event.payload;
    if (event.audience.kind !== "person" || !isUuid(resultId)) return;
    const userId = event.audience.id;
    const [result] = await tx
      .select({ level: gameResults.level, createdAt: gameResults.createdAt })
      .from(gameResults)
      .where(
        and(eq(gameResults.id, resultId), eq(gameResults.userId, userId), eq(gameResults.game, "career")),
      );
    if (!result) return;
    await awardPoints(tx, {
      userIds: [userId],
      incubatorId: null,
      sourceKind: "game",
      sourceId: `career/${result.level}/${result.createdAt.toISOString().slice(0, 10)}`,
      reason: "career_game_completed",
    });
  }),

  // A kept delivery in the introduction tutor (docs/decisions/048-tmay-tutor.md): only the day's first
  // earns, as with the other games, since the server cannot tell a practised delivery from a pasted one.
  defineEventProjector("points", "games.tmay_completed", async (tx, event) => {
    const { attemptId } = event.payload;
    if (event.audience.kind !== "person" || !isUuid(attemptId)) return;
    const userId = event.audience.id;
    const [attempt] = await tx
      .select({ createdAt: tmayAttempts.createdAt })
      .from(tmayAttempts)
      .where(and(eq(tmayAttempts.id, attemptId), eq(tmayAttempts.userId, userId)));
    if (!attempt) return;
    await awardPoints(tx, {
      userIds: [userId],
      incubatorId: null,
      sourceKind: "game",
      sourceId: `tmay/${attempt.createdAt.toISOString().slice(0, 10)}`,
      reason: "tmay_attempt_completed",
    });
  }),

  // Helpful posts (docs/decisions/056-dashboard-and-points.md): the author earns for each person who
  // reacts to their post, once per person and post, up to POST_REACTION_DAILY_CAP a UTC day, so
  // reactions count but never as much as outcomes, and a circle reacting to everything gains little.
  defineEventProjector("points", "feed.item_changed", async (tx, event) => {
    const { itemId } = event.payload;
    if (!isUuid(itemId)) return;
    const [item] = await tx
      .select({ authorId: feedItems.authorId, incubatorId: feedItems.incubatorId })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.id, itemId),
          eq(feedItems.kind, "post"),
          isNull(feedItems.deletedAt),
          isNull(feedItems.hiddenAt),
        ),
      );
    const authorId = item?.authorId;
    if (!item || !authorId) return;
    // One author's awards at a time, so two reactions in parallel cannot both take the day's last point.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points:post-reactions:${authorId}`}))`);
    const firstReacted = min(feedReactions.createdAt);
    const reactors = await tx
      .select({ userId: feedReactions.userId, firstReacted })
      .from(feedReactions)
      .where(and(eq(feedReactions.itemId, itemId), ne(feedReactions.userId, authorId)))
      .groupBy(feedReactions.userId)
      .orderBy(asc(firstReacted), asc(feedReactions.userId));
    if (reactors.length === 0) return;
    const ofAuthor = and(
      eq(pointsLedger.userId, authorId),
      eq(pointsLedger.reason, "post_reaction_received"),
    );
    const credited = await tx
      .select({ sourceId: pointsLedger.sourceId })
      .from(pointsLedger)
      .where(and(ofAuthor, like(pointsLedger.sourceId, `${itemId}/%`)));
    const creditedIds = new Set(credited.map((row) => row.sourceId));
    const [today] = await tx
      .select({ count: count() })
      .from(pointsLedger)
      .where(and(ofAuthor, gte(pointsLedger.earnedAt, sql`date_trunc('day', now(), 'UTC')`)));
    const room = POST_REACTION_DAILY_CAP - (today?.count ?? 0);
    const fresh = reactors
      .map((reactor) => `${itemId}/${reactor.userId}`)
      .filter((sourceId) => !creditedIds.has(sourceId))
      .slice(0, Math.max(0, room));
    for (const sourceId of fresh) {
      await awardPoints(tx, {
        userIds: [authorId],
        incubatorId: item.incubatorId,
        sourceKind: "feed_item",
        sourceId,
        reason: "post_reaction_received",
      });
    }
  }),
];
