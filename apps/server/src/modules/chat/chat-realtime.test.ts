import { type ChatMessageResponse, REALTIME_READY_EVENT } from "@hatchery/shared";
import { eq, like } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatChannels, events, teamMembers } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { type EventStreamReader, isEvent, readEventStream } from "../../test/event-stream-client";
import { insertIncubator, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Chat on the platform stream, across two server instances on one database: messages carry their
 * content, a resume catches up without gaps or duplicates, typing and presence reach the channel's
 * readers only and are never stored.
 */

// Sign-ups (password hashing) and streams: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}

let t: TestApp;
let instanceB: Hono<AppEnv>;
let writer: Caller;
let reader: Caller;
let outsider: Caller;
let channelId: string;
const openStreams: EventStreamReader[] = [];

async function signedUp(name: string, index: number): Promise<Caller> {
  const ip = `198.51.100.${200 + index}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(`${name}@chat-realtime.test`), { ip });
  return { jar, ip, userId };
}

beforeAll(async () => {
  t = await createTestApp();
  instanceB = t.anotherInstance();
  writer = await signedUp("writer", 1);
  reader = await signedUp("reader", 2);
  outsider = await signedUp("outsider", 3);
  const incubator = await insertIncubator(t.db);
  for (const caller of [writer, reader, outsider])
    await joinIncubatorAs(t.db, caller.userId, incubator.id, "guest");
  const team = await insertTeam(t.db, incubator.id, writer.userId);
  await t.db.insert(teamMembers).values({ teamId: team.id, userId: reader.userId });
  const [channel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, team.id));
  channelId = channel?.id as string;
});
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.close().catch(() => {})));
  await t.close();
});

async function connect(app: Hono<AppEnv>, who: Caller, lastEventId?: string) {
  const response = await call(app, "/api/events", undefined, {
    jar: who.jar,
    ip: who.ip,
    headers: lastEventId === undefined ? {} : { "Last-Event-ID": lastEventId },
  });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  openStreams.push(stream);
  const readyMessages = await stream.until(isEvent(REALTIME_READY_EVENT));
  return { stream, readyMessages };
}

async function send(body: string) {
  const response = await call(
    t.app,
    `/api/chat/channels/${channelId}/messages`,
    { body },
    {
      jar: writer.jar,
      ip: writer.ip,
    },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as ChatMessageResponse).message;
}

const posted = (body: string) => (message: { event?: string; data?: string }) =>
  message.event === "chat.message_posted" && (message.data ?? "").includes(body);

describe("chat on the stream", () => {
  it("delivers a message sent on one instance to a reader connected to another, with the message", async () => {
    const { stream } = await connect(instanceB, reader);
    const { stream: outsiderStream } = await connect(instanceB, outsider);
    const sent = await send("Across instances");
    const [frame] = (await stream.until(posted("Across instances"))).slice(-1);
    expect(frame?.id).toMatch(/^\d+:/);
    expect(JSON.parse(frame?.data ?? "{}")).toMatchObject({
      type: "chat.message_posted",
      payload: { channelId, message: { id: sent.id, body: "Across instances" } },
    });
    // The outsider's stream carries a later event of their own, and no chat message before it.
    const marker = await t.db
      .insert(events)
      .values({
        type: "membership.changed",
        payload: { incubatorId: "x" },
        audienceKind: "person",
        audienceId: outsider.userId,
      })
      .returning({ id: events.id });
    await t.db.execute(`select pg_notify('hatchery_events', '${marker[0]?.id}')`);
    const seen = await outsiderStream.until(isEvent("membership.changed"));
    expect(seen.some((message) => message.event === "chat.message_posted")).toBe(false);
  });

  it("lets a reader who lost the connection catch up from Last-Event-ID without gaps or duplicates", async () => {
    const first = await connect(t.app, reader);
    await send("Before the loss");
    const [seen] = (await first.stream.until(posted("Before the loss"))).slice(-1);
    await first.stream.close();
    await send("Missed one");
    await send("Missed two");
    const resumed = await connect(instanceB, reader, seen?.id);
    const bodies = resumed.readyMessages
      .filter((message) => message.event === "chat.message_posted")
      .map(
        (message) =>
          (JSON.parse(message.data ?? "{}") as { payload: { message: { body: string } } }).payload.message
            .body,
      );
    expect(bodies).toEqual(["Missed one", "Missed two"]);
  });

  it("sends typing and presence to the channel's readers only, without an id, and stores nothing", async () => {
    const { stream } = await connect(instanceB, reader);
    const { stream: outsiderStream } = await connect(instanceB, outsider);
    const typing = await call(
      t.app,
      `/api/chat/channels/${channelId}/typing`,
      {},
      { jar: writer.jar, ip: writer.ip },
    );
    expect(typing.status).toBe(202);
    const [frame] = (await stream.until(isEvent("chat.typing"))).slice(-1);
    expect(frame?.id).toBeUndefined();
    expect(JSON.parse(frame?.data ?? "{}")).toMatchObject({
      id: 0,
      type: "chat.typing",
      payload: { channelId, userId: writer.userId, parentId: null },
    });
    const presence = await call(
      t.app,
      `/api/chat/channels/${channelId}/presence`,
      {},
      {
        jar: writer.jar,
        ip: writer.ip,
      },
    );
    expect(presence.status).toBe(202);
    await stream.until(isEvent("chat.presence"));
    // A stranger cannot announce anything in the channel.
    const refused = await call(
      t.app,
      `/api/chat/channels/${channelId}/typing`,
      {},
      { jar: outsider.jar, ip: outsider.ip },
    );
    expect(refused.status).toBe(404);

    const marker = await t.db
      .insert(events)
      .values({
        type: "membership.changed",
        payload: { incubatorId: "y" },
        audienceKind: "person",
        audienceId: outsider.userId,
      })
      .returning({ id: events.id });
    await t.db.execute(`select pg_notify('hatchery_events', '${marker[0]?.id}')`);
    const seen = await outsiderStream.until(isEvent("membership.changed"));
    expect(seen.some((message) => message.event === "chat.typing" || message.event === "chat.presence")).toBe(
      false,
    );
    expect(
      await t.db
        .select()
        .from(events)
        .where(like(events.type, "chat.%"))
        .then((rows) => rows.filter((row) => row.type === "chat.typing" || row.type === "chat.presence")),
    ).toEqual([]);
  });
});
