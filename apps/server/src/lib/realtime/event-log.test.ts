import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { createTestDatabase } from "../../test/test-database";
import { createEventBus, type EventBus } from "./event-bus";
import {
  currentHorizon,
  EVENTS_CHANNEL,
  findEventsByIds,
  parseEventNotification,
  publishEvent,
  reusedHorizon,
  type StoredEvent,
} from "./event-log";

let database: DatabaseConnection;
let bus: EventBus;
// Loading a database takes long on a busy machine; the tests themselves are quick.
beforeAll(async () => {
  database = await createTestDatabase();
  bus = createEventBus({ connection: database, logger: pino({ level: "silent" }) });
}, 120_000);
afterAll(async () => {
  await bus.stop();
  await database.close();
});

function positionChanged(positionId: string) {
  return {
    type: "position.changed" as const,
    audience: { kind: "team" as const, id: "team-1" },
    payload: { positionId, teamId: "team-1", incubatorId: "incubator-1" },
  };
}

/** Listens on `channel` of the test's database, embedded or PostgreSQL; answers the unlisten. */
async function listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  if (database.driver === "pglite") return database.client.listen(channel, onPayload);
  const client = new pg.Client({ connectionString: database.client.options.connectionString });
  client.on("notification", (message) => onPayload(message.payload ?? ""));
  await client.connect();
  await client.query(`listen ${channel}`);
  return () => client.end();
}

/** The payloads of the events channel's notifications while `run` runs. */
async function notificationsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const payloads: string[] = [];
  const unlisten = await listen(EVENTS_CHANNEL, (payload) => payloads.push(payload));
  try {
    await run();
    await vi.waitFor(() => expect(payloads.length).toBeGreaterThan(0));
  } finally {
    await unlisten();
  }
  return payloads;
}

describe("an event's notification", () => {
  it("carries the whole row, as the log holds it", async () => {
    let id = 0;
    const [payload] = await notificationsDuring(async () => {
      id = await publishEvent(database.db, positionChanged("position-1"));
    });
    const [row] = await findEventsByIds(database.db, [id]);
    const notified = parseEventNotification(payload);
    expect(notified).toEqual({ event: row, horizon: expect.any(Number) });
    // Its transaction had not ended when it was written: the horizon is at most its own.
    expect(notified?.horizon).toBeLessThanOrEqual(row?.txId ?? 0);
    expect(notified?.horizon).toBeGreaterThan(0);
  });

  it("carries only the id of a row too large for a notification, which the listeners read", async () => {
    let id = 0;
    const [payload] = await notificationsDuring(async () => {
      id = await publishEvent(database.db, positionChanged("p".repeat(9000)));
    });
    const [row] = await findEventsByIds(database.db, [id]);
    expect(JSON.parse(payload ?? "")).toEqual({ id, txId: row?.txId, horizon: expect.any(Number) });
    expect(parseEventNotification(payload)).toEqual({ id, horizon: JSON.parse(payload ?? "").horizon });
  });

  it("is read as a row, an id, or nothing", () => {
    // An id sent by hand says nothing of what had ended before it.
    expect(parseEventNotification("42")).toEqual({ id: 42, horizon: 0 });
    expect(parseEventNotification('{"id":42,"txId":900,"horizon":899}')).toEqual({ id: 42, horizon: 899 });
    for (const payload of [undefined, "", "0", "-3", "1.5", "abc", "{not json", '{"type":"x"}']) {
      expect(parseEventNotification(payload), String(payload)).toBeUndefined();
    }
    expect(
      parseEventNotification(
        '{"id":7,"txId":901,"horizon":900,"type":"chat.read","payload":{"channelId":"c","lastReadMessageId":3},"audienceKind":"person","audienceId":"u","createdAt":"2026-11-26T16:00:00.123456+00:00"}',
      ),
    ).toEqual({
      event: {
        id: 7,
        txId: 901,
        type: "chat.read",
        payload: { channelId: "c", lastReadMessageId: 3 },
        audienceKind: "person",
        audienceId: "u",
        createdAt: new Date("2026-11-26T16:00:00.123Z"),
      },
      horizon: 900,
    });
  });
});

describe("the event bus", () => {
  it("hands on carried and read events alike, in the order they were committed", async () => {
    const received: StoredEvent[] = [];
    const unsubscribe = await bus.subscribe((event) => received.push(event));
    try {
      const ids: number[] = [];
      for (const positionId of ["small", "l".repeat(9000), "small again"]) {
        ids.push(await publishEvent(database.db, positionChanged(positionId)));
      }
      await vi.waitFor(() => expect(received.map((event) => event.id)).toEqual(ids), { timeout: 10_000 });
      expect(received).toEqual(await findEventsByIds(database.db, ids));
    } finally {
      unsubscribe();
    }
  });
});

describe("a signed-in page's horizon", () => {
  it("is read once while nothing is written, afresh after a write, and never above the horizon now", async () => {
    const horizon = reusedHorizon(database.db);
    const reads = vi.spyOn(database.db, "execute");
    try {
      const first = await horizon();
      expect(await horizon()).toBe(first);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(first).toBeLessThanOrEqual(await currentHorizon(database.db));

      await publishEvent(database.db, positionChanged("position-horizon"));
      reads.mockClear();
      const after = await horizon();
      expect(reads).toHaveBeenCalledTimes(1);
      // Not always above: on PostgreSQL another connection's open transaction can hold the horizon.
      expect(after).toBeGreaterThanOrEqual(first);
      expect(after).toBeLessThanOrEqual(await currentHorizon(database.db));
    } finally {
      reads.mockRestore();
    }
  });

  it("is read each time when it may not be reused", async () => {
    const horizon = reusedHorizon(database.db, { ttlMs: 0 });
    const reads = vi.spyOn(database.db, "execute");
    try {
      await horizon();
      await horizon();
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });
});
