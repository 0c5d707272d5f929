import { type ChatMessage, type ChatMessageResponse, REALTIME_READY_EVENT } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatChannels, teamMembers } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import { publishEvent } from "../../lib/realtime/event-log";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import {
  type EventStreamReader,
  isEvent,
  readEventStream,
  type StreamMessage,
} from "../../test/event-stream-client";
import { insertIncubator, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { testDatabaseDriver } from "../../test/test-database";
import { sendMessage } from "./chat-send.service";

/**
 * A reader whose connection comes and goes gets every chat message exactly once, however their
 * disconnects, the resume and messages committed meanwhile interleave: across two server instances on
 * one database, with transactions committing out of the order of their event ids (issue 21, point 1).
 */

// Sign-ups (password hashing), two instances and many reconnects: slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}

let t: TestApp;
let instances: Hono<AppEnv>[];
let reader: Caller;
let senders: Caller[];
let channelId: string;
const openStreams: EventStreamReader[] = [];

async function signedUp(name: string, index: number): Promise<Caller> {
  const ip = `198.51.100.${120 + index}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(`${name}@chat-reconnect.test`), {
    ip,
  });
  return { jar, ip, userId };
}

beforeAll(async () => {
  t = await createTestApp();
  instances = [t.app, t.anotherInstance()];
  reader = await signedUp("reader", 0);
  senders = [await signedUp("sender-a", 1), await signedUp("sender-b", 2), await signedUp("sender-c", 3)];
  const incubator = await insertIncubator(t.db);
  for (const caller of [reader, ...senders])
    await joinIncubatorAs(t.db, caller.userId, incubator.id, "guest");
  const [leader, ...others] = senders;
  const team = await insertTeam(t.db, incubator.id, leader?.userId ?? "");
  for (const caller of [reader, ...others]) {
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: caller.userId });
  }
  const [channel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, team.id));
  channelId = channel?.id as string;
});
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.close().catch(() => {})));
  await t.close();
});

function actorOf(caller: Caller): PolicyActor {
  return {
    kind: "user",
    userId: caller.userId,
    email: `${caller.userId}@chat-reconnect.test`,
    emailVerified: true,
    heldRoles: { ok: true, roles: [] },
  };
}

/** Opens the reader's stream on `app`, resuming from `lastEventId` (the last SSE id it processed). */
async function open(app: Hono<AppEnv>, lastEventId: string | undefined): Promise<EventStreamReader> {
  const response = await call(app, "/api/events", undefined, {
    jar: reader.jar,
    ip: reader.ip,
    headers: lastEventId === undefined ? {} : { "Last-Event-ID": lastEventId },
  });
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  openStreams.push(stream);
  return stream;
}

async function sendThroughApi(app: Hono<AppEnv>, sender: Caller, body: string): Promise<ChatMessage> {
  const response = await call(app, `/api/chat/channels/${channelId}/messages`, { body }, sender);
  expect(response.status).toBe(201);
  return ((await response.json()) as ChatMessageResponse).message;
}

/**
 * A message whose transaction stays open until `commit` resolves: its event id is taken at once, its
 * commit (and so its visibility and its notification) comes when the caller says.
 */
function sendInOpenTransaction(sender: Caller, body: string, commit: Promise<unknown>) {
  let written: (message: ChatMessage) => void = () => {};
  const sent = new Promise<ChatMessage>((resolve) => {
    written = resolve;
  });
  const committed = t.db.transaction(async (tx) => {
    const { message } = await sendMessage(tx, actorOf(sender), { channelId, body });
    written(message);
    await commit;
    return message;
  });
  return { sent, committed };
}

function postedMessage(frame: StreamMessage): ChatMessage | undefined {
  if (frame.event !== "chat.message_posted") return undefined;
  return (JSON.parse(frame.data ?? "{}") as { payload: { message: ChatMessage } }).payload.message;
}

const bodyOf = (frame: StreamMessage) => postedMessage(frame)?.body;

/** A seeded generator (mulberry32), so a failing run can be repeated with its seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("resuming the stream after a lost connection", () => {
  // PGlite runs one statement at a time: a transaction open there holds every other writer back.
  it.skipIf(testDatabaseDriver() === "pglite")(
    "replays a message committed after a later one was delivered and the connection lost",
    async () => {
      const [slowSender, fastSender] = senders as [Caller, Caller];
      const first = await open(instances[0] as Hono<AppEnv>, undefined);
      await first.until(isEvent(REALTIME_READY_EVENT));
      let commitSlow: () => void = () => {};
      const slow = sendInOpenTransaction(
        slowSender,
        "Taken first, committed last",
        new Promise<void>((resolve) => {
          commitSlow = resolve;
        }),
      );
      const slowMessage = await slow.sent;
      const fastMessage = await sendThroughApi(instances[0] as Hono<AppEnv>, fastSender, "Committed first");
      expect(fastMessage.id).toBeGreaterThan(slowMessage.id);
      const delivered = await first.until((frame) => bodyOf(frame) === "Committed first");
      const resumeFrom = delivered.at(-1)?.id;
      await first.close();
      commitSlow();
      await slow.committed;

      const resumed = await open(instances[1] as Hono<AppEnv>, resumeFrom);
      const replayed = await resumed.until(isEvent(REALTIME_READY_EVENT));
      expect(replayed.flatMap((frame) => bodyOf(frame) ?? [])).toEqual(["Taken first, committed last"]);
      await resumed.close();
    },
  );

  it("delivers every message exactly once through many random disconnects, resumes and late commits", async () => {
    const seed = Number(process.env.CHAT_RECONNECT_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const random = seededRandom(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const received = new Map<number, number>();
    const sentIds: number[] = [];
    let lastEventId: string | undefined;
    let sending = true;
    let reconnects = 0;

    /** One connection: reads frames one at a time, as a browser does, until its random end comes. */
    async function connection(): Promise<void> {
      const stream = await open(pick(instances), lastEventId);
      reconnects += 1;
      const endsAfterMs = random() * 40;
      const ended = pause(endsAfterMs).then(() => stream.close());
      try {
        for (;;) {
          const [frame] = await stream.until(() => true);
          if (!frame) continue;
          const message = postedMessage(frame);
          if (message) received.set(message.id, (received.get(message.id) ?? 0) + 1);
          if (frame.id !== undefined) lastEventId = frame.id;
        }
      } catch {
        // The connection ended: what it had not handed over yet is lost with it, as in a browser.
      }
      await ended;
    }

    // Live before anything is sent: what comes later is either delivered or replayed.
    const first = await open(pick(instances), undefined);
    lastEventId = (await first.until(isEvent(REALTIME_READY_EVENT))).at(-1)?.id;
    await first.close();
    // At least eleven connections whatever the machine's speed: a fast one sends everything in fewer.
    const reading = (async () => {
      while (sending || reconnects <= 10) {
        await connection();
        await pause(random() * 20);
      }
    })();

    const apiSends = senders.map(async (sender, index) => {
      for (let count = 0; count < 12; count += 1) {
        await pause(random() * 25);
        const message = await sendThroughApi(pick(instances), sender, `api ${index}-${count} (seed ${seed})`);
        sentIds.push(message.id);
      }
    });
    // Messages whose commits come late: their event ids are taken before ids that commit first.
    const lateCommits = (async () => {
      for (let count = 0; count < 30; count += 1) {
        const late = sendInOpenTransaction(
          pick(senders),
          `late ${count} (seed ${seed})`,
          pause(random() * 40),
        );
        sentIds.push((await late.committed).id);
      }
    })();
    await Promise.all([...apiSends, lateCommits]);
    sending = false;
    await reading;

    // Everything is committed: one last resume, read up to a marker published after all of it.
    const final = await open(pick(instances), lastEventId);
    const markerId = await publishEvent(t.db, {
      type: "subscription.confirmed",
      audience: { kind: "person", id: reader.userId },
      payload: { subscriptionId: "marker", status: "active", incubatorSlug: "marker" },
    });
    const rest = await final.until((frame) => frame.data?.includes(`"id":${markerId},`) === true);
    for (const frame of rest) {
      const message = postedMessage(frame);
      if (message) received.set(message.id, (received.get(message.id) ?? 0) + 1);
    }
    await final.close();

    expect(reconnects, `seed ${seed}`).toBeGreaterThan(10);
    const missing = sentIds.filter((id) => !received.has(id));
    const doubled = [...received].filter(([, count]) => count > 1).map(([id]) => id);
    expect({ seed, missing, doubled }).toEqual({ seed, missing: [], doubled: [] });
    expect([...received.keys()].sort((a, b) => a - b)).toEqual([...sentIds].sort((a, b) => a - b));
  });
});
