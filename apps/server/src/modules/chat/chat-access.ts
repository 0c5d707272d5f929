import { CHAT_ERROR_MESSAGES } from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { chatChannels, incubatorMembers, incubators, teamMembers, teams } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { RealtimeAudience } from "../../lib/realtime/event-log";

/**
 * Who may read a channel: the members of its team, or the active members (and the owner) of its
 * incubator. To anyone else the channel does not exist (404), so its name and existence stay private.
 */

export type ChannelRow = typeof chatChannels.$inferSelect;

export interface ChannelAccess {
  channel: ChannelRow;
  /** The incubator the channel belongs to (for a team's channel, the team's incubator). */
  incubatorId: string;
  /** Whether the reader may add, rename and archive the incubator's channels. */
  isOwner: boolean;
  /** The team or incubator the chat belongs to, for links and notifications. */
  place: { kind: "team" | "incubator"; slug: string; name: string };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function channelNotFound(): AppError {
  return new AppError("not_found", CHAT_ERROR_MESSAGES.channelNotFound);
}

/** The channel as its reader sees it; 404 for a channel that does not exist or that they may not read. */
export async function loadChannelAccess(
  db: Database,
  userId: string,
  channelId: string,
): Promise<ChannelAccess> {
  if (!UUID_PATTERN.test(channelId)) throw channelNotFound();
  const [row] = await db
    .select({
      channel: chatChannels,
      teamIncubatorId: teams.incubatorId,
      teamSlug: teams.slug,
      teamName: teams.name,
      incubatorSlug: incubators.slug,
      incubatorName: incubators.name,
      teamMember: teamMembers.userId,
      ownerId: incubators.ownerId,
      membershipStatus: incubatorMembers.status,
    })
    .from(chatChannels)
    .leftJoin(teams, eq(teams.id, chatChannels.teamId))
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, chatChannels.teamId), eq(teamMembers.userId, userId)))
    .leftJoin(incubators, eq(incubators.id, chatChannels.incubatorId))
    .leftJoin(
      incubatorMembers,
      and(eq(incubatorMembers.incubatorId, chatChannels.incubatorId), eq(incubatorMembers.userId, userId)),
    )
    .where(eq(chatChannels.id, channelId));
  if (!row) throw channelNotFound();
  if (row.channel.teamId !== null) {
    if (row.teamMember === null || row.teamIncubatorId === null) throw channelNotFound();
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

/** Who receives a channel's events on the stream: the team's members, or the incubator's. */
export function channelAudience(channel: ChannelRow): RealtimeAudience {
  return channel.teamId !== null
    ? { kind: "team", id: channel.teamId }
    : { kind: "incubator", id: channel.incubatorId as string };
}

/** The person's place in an incubator for its channels: reader (active member or owner) and owner. */
export async function incubatorChatPlace(
  db: Database,
  userId: string,
  incubator: { id: string; ownerId: string | null },
): Promise<{ mayRead: boolean; isOwner: boolean }> {
  const isOwner = incubator.ownerId === userId;
  const [membership] = await db
    .select({ status: incubatorMembers.status })
    .from(incubatorMembers)
    .where(and(eq(incubatorMembers.incubatorId, incubator.id), eq(incubatorMembers.userId, userId)));
  return { mayRead: isOwner || membership?.status === "active", isOwner };
}
