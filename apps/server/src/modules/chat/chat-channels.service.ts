import {
  CHAT_ERROR_MESSAGES,
  CHAT_UNREAD_COUNT_CAP,
  type ChatChannel,
  type ChatChannelListResponse,
  type ChatChannelResponse,
  type ChatPlace,
  type ChatUnreadSummary,
  type CreateChatChannelInput,
  type UpdateChatChannelInput,
} from "@hatchery/shared";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatChannels, chatReadPointers, incubators, teams } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { isTeamParticipant, loadTeamAccess } from "../access/team-access";
import { findIncubatorBySlug } from "../incubators/incubators.service";
import type { ChatResource } from "./chat.policy";
import * as chatPolicy from "./chat.policy";
import { type ChannelRow, channelNotFound, incubatorChatPlace, loadChannelAccess } from "./chat-access";
import { chatResourceOf, readableChannelCondition, userIdOf } from "./chat-readers";

/**
 * A team's and an incubator's channels with each reader's unread and mention counts, and the owner's
 * changes to an incubator's channels (docs/decisions/021-chat.md).
 */

const CHANNEL_NAME_UNIQUE = "chat_channels_incubator_name_unique";
/** What the audit log keeps of a channel's creation and changes. */
const CHANNEL_AUDITED_FIELDS = ["incubatorId", "name", "archivedAt"] as const;

/**
 * The channels with the reader's pointer, unread count (top-level messages by others after the
 * pointer, counted up to the cap; none in an incubator channel the person never opened) and mention
 * count. Computed from the pointer, never stored per message.
 */
async function channelsWithCounts(
  db: Database,
  userId: string,
  where: SQL | undefined,
): Promise<{ channel: ChatChannel; place: ChatPlace }[]> {
  const lastRead = sql<number>`coalesce(${chatReadPointers.lastReadMessageId}, 0)`;
  const rows = await db
    .select({
      channel: chatChannels,
      teamSlug: teams.slug,
      teamName: teams.name,
      incubatorSlug: incubators.slug,
      incubatorName: incubators.name,
      lastReadMessageId: lastRead,
      // An incubator's other channels count only once the person has opened one (they have a pointer);
      // joining writes the pointer of the team's or the incubator's general channel (migration 0048).
      unreadCount: sql<number>`case when ${chatReadPointers.userId} is null and ${chatChannels.incubatorId} is not null
        and not ${chatChannels.isGeneral} then 0 else (select count(*) from (select 1 from chat_messages unread
        where unread.channel_id = ${chatChannels.id} and unread.parent_id is null and unread.deleted_at is null
          and unread.id > ${lastRead} and unread.author_id is distinct from ${userId}
        limit ${CHAT_UNREAD_COUNT_CAP}) capped) end`,
      mentionCount: sql<number>`(select count(*) from (select 1 from chat_messages mention
        where mention.channel_id = ${chatChannels.id} and mention.deleted_at is null
          and mention.id > ${lastRead} and ${userId}::text = any(mention.mention_ids)
        limit ${CHAT_UNREAD_COUNT_CAP}) capped)`,
    })
    .from(chatChannels)
    .leftJoin(
      chatReadPointers,
      and(eq(chatReadPointers.channelId, chatChannels.id), eq(chatReadPointers.userId, userId)),
    )
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(incubators, eq(incubators.id, chatChannels.incubatorId))
    .where(where)
    .orderBy(desc(chatChannels.isGeneral), asc(chatChannels.name), asc(chatChannels.id));
  return rows.map((row) => ({ channel: toChannel(row.channel, row), place: placeOf(row) }));
}

/** The team or incubator a channel belongs to, from the row joined to both; a conversation is its own. */
export function placeOf(row: {
  teamSlug: string | null;
  teamName: string | null;
  incubatorSlug: string | null;
  incubatorName: string | null;
  direct?: { channelId: string } | null;
}): ChatPlace {
  if (row.direct) return { kind: "direct", slug: row.direct.channelId, name: "Direct messages" };
  return row.teamSlug !== null
    ? { kind: "team", slug: row.teamSlug, name: row.teamName ?? "" }
    : { kind: "incubator", slug: row.incubatorSlug ?? "", name: row.incubatorName ?? "" };
}

function toChannel(
  channel: ChannelRow,
  counts: { lastReadMessageId: number | string; unreadCount: number | string; mentionCount: number | string },
): ChatChannel {
  return {
    id: channel.id,
    name: channel.name,
    teamId: channel.teamId,
    incubatorId: channel.incubatorId,
    isGeneral: channel.isGeneral,
    archived: channel.archivedAt !== null,
    lastReadMessageId: Number(counts.lastReadMessageId),
    unreadCount: Number(counts.unreadCount),
    mentionCount: Number(counts.mentionCount),
  };
}

async function channelOf(db: Database, userId: string, channelId: string): Promise<ChatChannel> {
  const [found] = await channelsWithCounts(db, userId, eq(chatChannels.id, channelId));
  if (!found) throw channelNotFound();
  return found.channel;
}

/** The team's channel, for its participants (members and those on trial); others who may see the team are refused, the rest get 404. */
export async function listTeamChannels(
  db: Database,
  actor: PolicyActor,
  slug: string,
): Promise<ChatChannelListResponse> {
  const userId = userIdOf(actor);
  const access = await loadTeamAccess(db, actor, slug);
  const chat: ChatResource = {
    place: "team",
    isMember: isTeamParticipant(access),
    ownsIncubator: access.viewerOwnsIncubator,
  };
  chatPolicy.assertCan(actor, "read", chat);
  return {
    channels: (await channelsWithCounts(db, userId, eq(chatChannels.teamId, access.team.id))).map(
      (found) => found.channel,
    ),
    viewer: { permissions: chatPolicy.chatPermissionsOn(actor, chat) },
  };
}

async function incubatorForChat(db: Database, actor: PolicyActor, slug: string) {
  const userId = userIdOf(actor);
  const incubator = await findIncubatorBySlug(db, slug);
  const place = await incubatorChatPlace(db, userId, incubator);
  const chat: ChatResource = { place: "incubator", isMember: place.isMember, ownsIncubator: place.isOwner };
  chatPolicy.assertCan(actor, "read", chat);
  return { incubator, chat };
}

/** The incubator's channels (archived ones last, still readable), for its members and owner. */
export async function listIncubatorChannels(
  db: Database,
  actor: PolicyActor,
  slug: string,
): Promise<ChatChannelListResponse> {
  const userId = userIdOf(actor);
  const { incubator, chat } = await incubatorForChat(db, actor, slug);
  const channels = (await channelsWithCounts(db, userId, eq(chatChannels.incubatorId, incubator.id))).map(
    (found) => found.channel,
  );
  return {
    channels: [
      ...channels.filter((channel) => !channel.archived),
      ...channels.filter((channel) => channel.archived),
    ],
    viewer: { permissions: chatPolicy.chatPermissionsOn(actor, chat) },
  };
}

function nameTaken(): AppError {
  return new AppError("conflict", CHAT_ERROR_MESSAGES.channelNameTaken, [
    { path: ["name"], message: CHAT_ERROR_MESSAGES.channelNameTaken },
  ]);
}

/** Adds a channel to the incubator (its owner only). */
export async function createIncubatorChannel(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; body: CreateChatChannelInput & { name: string } },
  options: AuditOptions = {},
): Promise<ChatChannelResponse> {
  const userId = userIdOf(actor);
  const { incubator, chat } = await incubatorForChat(db, actor, input.slug);
  chatPolicy.assertCan(actor, "manageChannels", chat);
  try {
    const channelId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(chatChannels)
        .values({ incubatorId: incubator.id, name: input.body.name })
        .returning();
      if (!row) throw new Error("the channel insert returned no row");
      await recordAudit(tx, {
        actor,
        action: "chat_channel.create",
        target: { type: "chat_channel", id: row.id },
        before: {},
        after: fieldsOf(row, CHANNEL_AUDITED_FIELDS),
        requestId: options.requestId,
      });
      await publishEvent(tx, {
        type: "chat.channel_changed",
        audience: { kind: "incubator", id: incubator.id },
        payload: { channelId: row.id, incubatorId: incubator.id },
      });
      return row.id;
    });
    return { channel: await channelOf(db, userId, channelId) };
  } catch (error) {
    if (violatedUniqueConstraint(error) === CHANNEL_NAME_UNIQUE) throw nameTaken();
    throw error;
  }
}

/** Renames or archives (or restores) an incubator's channel: its owner only; a team's channel is fixed. */
export async function updateChannel(
  db: Database,
  actor: PolicyActor,
  input: { channelId: string; changes: UpdateChatChannelInput },
  options: AuditOptions = {},
): Promise<ChatChannelResponse> {
  const userId = userIdOf(actor);
  const access = await loadChannelAccess(db, userId, input.channelId);
  const { channel } = access;
  chatPolicy.assertCan(actor, "manageChannels", chatResourceOf(access));
  const { incubatorId } = access;
  if (incubatorId === null) throw channelNotFound();
  const { name, archived } = input.changes;
  if (archived === true && channel.isGeneral) {
    throw new AppError("conflict", CHAT_ERROR_MESSAGES.generalChannelFixed);
  }
  try {
    await db.transaction(async (tx) => {
      // The row as it is now, locked, so the audit entry's before is exact under concurrent changes.
      const [current] = await tx
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.id, channel.id))
        .for("update");
      if (!current) throw channelNotFound();
      const [updated] = await tx
        .update(chatChannels)
        .set({
          ...(name !== undefined && { name: name.trim().toLowerCase() }),
          ...(archived !== undefined && { archivedAt: archived ? (current.archivedAt ?? new Date()) : null }),
        })
        .where(eq(chatChannels.id, channel.id))
        .returning();
      if (!updated) throw channelNotFound();
      // A rename to the same name, or archiving what is archived, changes nothing and writes no entry.
      await recordAudit(tx, {
        actor,
        action: "chat_channel.update",
        target: { type: "chat_channel", id: channel.id },
        before: fieldsOf(current, CHANNEL_AUDITED_FIELDS),
        after: fieldsOf(updated, CHANNEL_AUDITED_FIELDS),
        requestId: options.requestId,
      });
      await publishEvent(tx, {
        type: "chat.channel_changed",
        audience: { kind: "incubator", id: incubatorId },
        payload: { channelId: channel.id, incubatorId },
      });
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === CHANNEL_NAME_UNIQUE) throw nameTaken();
    throw error;
  }
  return { channel: await channelOf(db, userId, channel.id) };
}

/**
 * Unread and mention counts of every open team and incubator channel the person reads, for the
 * navigation; direct conversations count in their own list (`/api/conversations`).
 */
export async function unreadSummary(db: Database, actor: PolicyActor): Promise<ChatUnreadSummary> {
  const userId = userIdOf(actor);
  const readable = sql`${chatChannels.archivedAt} is null and not ${chatChannels.isDirect}
    and ${readableChannelCondition(userId)}`;
  const channels = await channelsWithCounts(db, userId, readable);
  return {
    channels: channels.map(({ channel, place }) => ({
      channelId: channel.id,
      channelName: channel.name,
      teamId: channel.teamId,
      incubatorId: channel.incubatorId,
      place,
      unreadCount: channel.unreadCount,
      mentionCount: channel.mentionCount,
    })),
  };
}
