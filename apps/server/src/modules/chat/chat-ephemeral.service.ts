import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { publishEphemeral } from "../../lib/realtime/ephemeral";
import { channelAudience, loadChannelAccess } from "./chat-access";
import { userIdOf } from "./chat-readers";

/** Typing and presence: the ephemeral path, nothing stored, nothing replayed (decision 021). */

/** The last time each person told each channel something ephemeral, per instance: throttling only. */
const lastEphemeral = new Map<string, number>();
const EPHEMERAL_MIN_INTERVAL_MS = { typing: 2_000, presence: 10_000 } as const;
const EPHEMERAL_REMEMBERED = 10_000;

function throttled(key: string, intervalMs: number, now: number): boolean {
  const last = lastEphemeral.get(key);
  if (last !== undefined && now - last < intervalMs) return true;
  if (lastEphemeral.size >= EPHEMERAL_REMEMBERED) lastEphemeral.clear();
  lastEphemeral.set(key, now);
  return false;
}

/**
 * Tells the channel's readers, through the ephemeral path, that the person is typing or has the
 * channel open. Only a reader may tell it, at most once per interval; nothing is stored.
 */
export async function announceEphemeral(
  db: Database,
  actor: PolicyActor,
  input: { channelId: string; kind: "typing" | "presence"; parentId?: number | null; now: number },
): Promise<void> {
  const userId = userIdOf(actor);
  const { channel } = await loadChannelAccess(db, userId, input.channelId);
  if (channel.archivedAt !== null && input.kind === "typing") return;
  const key = `${input.kind}:${userId}:${channel.id}`;
  if (throttled(key, EPHEMERAL_MIN_INTERVAL_MS[input.kind], input.now)) return;
  const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const name = person?.name ?? "Someone";
  if (input.kind === "typing") {
    await publishEphemeral(db, {
      type: "chat.typing",
      audience: channelAudience(channel),
      payload: { channelId: channel.id, parentId: input.parentId ?? null, userId, name },
    });
  } else {
    await publishEphemeral(db, {
      type: "chat.presence",
      audience: channelAudience(channel),
      payload: { channelId: channel.id, userId, name },
    });
  }
}
