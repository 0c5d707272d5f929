import { CHAT_ERROR_MESSAGES, type PersonRef } from "@hatchery/shared";
import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  chatChannels,
  chatConversationParticipants,
  chatMessages,
  incubatorMembers,
  incubators,
  teamMembers,
  teams,
  users,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import {
  assertWithinLimit,
  createRateLimit,
  type RateLimitRule,
  rateLimitCounterOfKey,
  rateLimitKey,
  rateLimitResult,
} from "../../lib/rate-limit";
import type { RealtimeAudience } from "../../lib/realtime/event-log";
import { isTeamParticipant, onTrialCondition } from "../access/team-access";

/**
 * Who may read a channel: the participants of its team (its members and those on trial with it,
 * `teamParticipantCondition`), the active members (and the owner) of its incubator, or the people of a
 * direct conversation (decision 064). To anyone else the channel does not exist (404), so its name and
 * existence stay private.
 */

export type ChannelRow = typeof chatChannels.$inferSelect;

export interface ChannelAccess {
  channel: ChannelRow;
  /**
   * The incubator the channel belongs to (for a team's channel, the team's incubator); null for a direct
   * conversation, which belongs to its people.
   */
  incubatorId: string | null;
  /** Whether the reader may add, rename and archive the incubator's channels. */
  isOwner: boolean;
  /** The team or incubator the chat belongs to, for links and notifications. */
  place: { kind: "team" | "incubator" | "direct"; slug: string; name: string };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function channelNotFound(): AppError {
  return new AppError("not_found", CHAT_ERROR_MESSAGES.channelNotFound);
}

/** What the access check reads of a channel, for one reader. */
function accessFields(userId: string | SQLWrapper) {
  return {
    fields: {
      channel: chatChannels,
      teamIncubatorId: teams.incubatorId,
      teamSlug: teams.slug,
      teamName: teams.name,
      incubatorSlug: incubators.slug,
      incubatorName: incubators.name,
      teamMember: teamMembers.userId,
      onTrial: sql<boolean>`${onTrialCondition(chatChannels.teamId, sql`${userId}`)}`,
      ownerId: incubators.ownerId,
      membershipStatus: incubatorMembers.status,
      participant: chatConversationParticipants.userId,
    },
    teamMemberJoin: and(eq(teamMembers.teamId, chatChannels.teamId), eq(teamMembers.userId, userId)),
    incubatorMemberJoin: and(
      eq(incubatorMembers.incubatorId, chatChannels.incubatorId),
      eq(incubatorMembers.userId, userId),
    ),
    participantJoin: and(
      eq(chatConversationParticipants.channelId, chatChannels.id),
      eq(chatConversationParticipants.userId, userId),
    ),
  };
}

interface AccessRow {
  channel: ChannelRow | null;
  teamIncubatorId: string | null;
  teamSlug: string | null;
  teamName: string | null;
  incubatorSlug: string | null;
  incubatorName: string | null;
  teamMember: string | null;
  onTrial: boolean | null;
  ownerId: string | null;
  membershipStatus: string | null;
  participant: string | null;
}

/** The reader's access from the row read with `accessFields`; 404 when they may not read the channel. */
function accessOf(row: AccessRow | undefined, userId: string): ChannelAccess {
  if (!row?.channel) throw channelNotFound();
  if (row.channel.isDirect) {
    // Its people keep reading it when they no longer share an incubator; writing is `direct-access`'s.
    if (row.participant === null) throw channelNotFound();
    return {
      channel: row.channel,
      incubatorId: null,
      isOwner: false,
      place: { kind: "direct", slug: row.channel.id, name: "Direct messages" },
    };
  }
  if (row.channel.teamId !== null) {
    const participates = isTeamParticipant({
      viewerMember: row.teamMember === null ? null : { isLeader: false },
      viewerOnTrial: row.onTrial === true,
    });
    if (!participates || row.teamIncubatorId === null) throw channelNotFound();
    return {
      channel: row.channel,
      incubatorId: row.teamIncubatorId,
      isOwner: false,
      place: { kind: "team", slug: row.teamSlug ?? "", name: row.teamName ?? "" },
    };
  }
  const isOwner = row.ownerId === userId;
  if (!isOwner && row.membershipStatus !== "active") throw channelNotFound();
  return {
    channel: row.channel,
    incubatorId: row.channel.incubatorId as string,
    isOwner,
    place: { kind: "incubator", slug: row.incubatorSlug ?? "", name: row.incubatorName ?? "" },
  };
}

/** The channel as its reader sees it; 404 for a channel that does not exist or that they may not read. */
export async function loadChannelAccess(
  db: Database,
  userId: string,
  channelId: string,
): Promise<ChannelAccess> {
  if (!UUID_PATTERN.test(channelId)) throw channelNotFound();
  const { fields, teamMemberJoin, incubatorMemberJoin, participantJoin } = accessFields(userId);
  const [row] = await db
    .select(fields)
    .from(chatChannels)
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(teamMembers, teamMemberJoin)
    .leftJoin(incubators, eq(incubators.id, chatChannels.incubatorId))
    .leftJoin(incubatorMembers, incubatorMemberJoin)
    .leftJoin(chatConversationParticipants, participantJoin)
    .where(eq(chatChannels.id, channelId));
  return accessOf(row, userId);
}

/** What sending a message reads before it writes: the flood count, the access and the author. */
export interface SendContext {
  access: ChannelAccess;
  author: PersonRef;
  /**
   * With `reserve`: the id the message will have (taken from its sequence) and the database's time,
   * so a message can be written with its event in one statement.
   */
  reserved?: { id: number; createdAt: Date };
}

/**
 * The flood limit counted and the channel's access read in one round trip. The request is counted
 * first and refused over the limit (429) whatever the channel, as `consume` before the access check.
 */
export async function loadSendContext(
  db: Database,
  userId: string,
  channelId: string,
  flood: RateLimitRule,
  options: { reserve: boolean },
): Promise<SendContext> {
  if (!UUID_PATTERN.test(channelId)) {
    assertWithinLimit(flood, await createRateLimit(db, flood).hit(userId));
    throw channelNotFound();
  }
  const [row] = await sendContextQuery(db, flood, options.reserve).execute({
    userId,
    channelId,
    key: rateLimitKey(flood, userId),
  });
  if (!row) throw new Error("the flood counter returned no row");
  assertWithinLimit(flood, rateLimitResult(flood, { points: row.points, retry_after: row.retryAfter }));
  const access = accessOf(row, userId);
  if (row.authorName === null || row.authorHandle === null) throw new AppError("unauthenticated");
  return {
    access,
    author: { id: userId, name: row.authorName, image: row.authorImage, handle: row.authorHandle },
    reserved: row.nextId === null ? undefined : { id: Number(row.nextId), createdAt: row.now },
  };
}

/**
 * The statement of `loadSendContext`, built once per database, rule and kind and prepared (PostgreSQL
 * plans it once per connection): it runs for every message sent.
 */
function buildSendContextQuery(db: Database, flood: RateLimitRule, reserve: boolean) {
  const userId = sql.placeholder("userId");
  const channelId = sql.placeholder("channelId");
  const counted = db
    .$with("counted", {
      points: sql<number>`points`.as("points"),
      retryAfter: sql<number>`retry_after`.as("retry_after"),
    })
    .as(rateLimitCounterOfKey(flood, sql.placeholder("key")));
  const { fields, teamMemberJoin, incubatorMemberJoin, participantJoin } = accessFields(userId);
  return db
    .with(counted)
    .select({
      ...fields,
      points: counted.points,
      retryAfter: counted.retryAfter,
      authorName: users.name,
      authorImage: users.image,
      authorHandle: users.handle,
      nextId: reserve
        ? sql<string | null>`case when ${chatChannels.id} is null then null
            else nextval(pg_get_serial_sequence('chat_messages', 'id')) end`
        : sql<null>`null`,
      now: sql<Date>`now()`.mapWith(chatMessages.createdAt),
    })
    .from(counted)
    .leftJoin(chatChannels, eq(chatChannels.id, channelId))
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(teamMembers, teamMemberJoin)
    .leftJoin(incubators, eq(incubators.id, chatChannels.incubatorId))
    .leftJoin(incubatorMembers, incubatorMemberJoin)
    .leftJoin(chatConversationParticipants, participantJoin)
    .leftJoin(users, eq(users.id, userId))
    .prepare(`chat_send_context_${reserve ? "reserving" : "plain"}_${flood.name.replace(/\W/g, "_")}`);
}

type SendContextQuery = ReturnType<typeof buildSendContextQuery>;
const sendContextQueries = new WeakMap<Database, Map<string, SendContextQuery>>();

function sendContextQuery(db: Database, flood: RateLimitRule, reserve: boolean): SendContextQuery {
  const forDb = sendContextQueries.get(db) ?? new Map<string, SendContextQuery>();
  sendContextQueries.set(db, forDb);
  const key = `${flood.name}:${flood.points}:${flood.windowMs}:${reserve}`;
  let query = forDb.get(key);
  if (!query) {
    query = buildSendContextQuery(db, flood, reserve);
    forDb.set(key, query);
  }
  return query;
}

/** Who receives a channel's events on the stream: the team's participants, the incubator's people, or the conversation's. */
export function channelAudience(channel: ChannelRow): RealtimeAudience {
  if (channel.isDirect) return { kind: "conversation", id: channel.id };
  return channel.teamId !== null
    ? { kind: "team", id: channel.teamId }
    : { kind: "incubator", id: channel.incubatorId as string };
}

/** The person's place in an incubator for its channels: active member, owner (`chat.policy` decides). */
export async function incubatorChatPlace(
  db: Database,
  userId: string,
  incubator: { id: string; ownerId: string | null },
): Promise<{ isMember: boolean; isOwner: boolean }> {
  const [membership] = await db
    .select({ status: incubatorMembers.status })
    .from(incubatorMembers)
    .where(and(eq(incubatorMembers.incubatorId, incubator.id), eq(incubatorMembers.userId, userId)));
  return { isMember: membership?.status === "active", isOwner: incubator.ownerId === userId };
}
