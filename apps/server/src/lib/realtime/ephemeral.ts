import {
  type EphemeralEventPayload,
  type EphemeralEventType,
  ephemeralEventPayloadSchemas,
  type RealtimeAudienceKind,
} from "@hatchery/shared";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { audienceIdOf, type RealtimeAudience } from "./event-log";

/**
 * The ephemeral path (docs/decisions/021-chat.md): typing and presence go to the open streams of every
 * instance through NOTIFY alone. Nothing is written to the event log, so nothing is stored, replayed
 * or cleaned; a stream passes one on after the same audience check as a logged event.
 */
export const EPHEMERAL_CHANNEL = "hatchery_ephemeral";

/** NOTIFY payloads stop at 8,000 bytes; an ephemeral event is a few hundred. */
const MAX_PAYLOAD_BYTES = 7_900;

export interface EphemeralEvent {
  type: EphemeralEventType;
  audienceKind: RealtimeAudienceKind;
  audienceId: string | null;
  payload: Record<string, unknown>;
}

/** Sends at once, outside any transaction: there is no change for it to wait for. */
export async function publishEphemeral<TType extends EphemeralEventType>(
  db: Database,
  event: { type: TType; audience: RealtimeAudience; payload: EphemeralEventPayload<TType> },
): Promise<void> {
  const message: EphemeralEvent = {
    type: event.type,
    audienceKind: event.audience.kind,
    audienceId: audienceIdOf(event.audience),
    payload: ephemeralEventPayloadSchemas[event.type].parse(event.payload) as Record<string, unknown>,
  };
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error("an ephemeral event is too large");
  await db.execute(sql`select pg_notify(${EPHEMERAL_CHANNEL}, ${text})`);
}

/** The event a NOTIFY carried, or undefined for anything malformed. */
export function parseEphemeral(payload: string | undefined): EphemeralEvent | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as EphemeralEvent;
    const schema = ephemeralEventPayloadSchemas[value.type];
    if (!schema?.safeParse(value.payload).success) return undefined;
    return value;
  } catch {
    return undefined;
  }
}
