import {
  type ChatHistoryResponse,
  type ChatMessageResponse,
  type ConversationListResponse,
  type ConversationResponse,
  DIRECT_MESSAGE_ERRORS,
  DIRECT_UNANSWERED_STARTS_PER_DAY,
  REALTIME_READY_EVENT,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatChannels, events, incubatorMembers, notifications, reports, userRoles } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { type EventStreamReader, isEvent, readEventStream } from "../../test/event-stream-client";
import { insertIncubator, insertPerson, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sendMessage } from "./chat-send.service";
import { startConversation } from "./direct-conversations.service";

/**
 * Direct messages (docs/decisions/064-direct-messages.md): who may start a conversation, one
 * conversation per pair whoever starts it, blocks, the daily limit on unanswered starts, writing ends
 * with the last shared incubator, and delivery, unread counts and reports on the chat's one pipeline.
 */

// Sign-ups (password hashing) and streams: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}

let t: TestApp;
let ada: Caller;
let bob: Caller;
let cy: Caller;
let incubatorId: string;
const openStreams: EventStreamReader[] = [];

async function signedUp(name: string, index: number): Promise<Caller> {
  const ip = `198.51.100.${150 + index}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(`${name}@direct.test`), { ip });
  return { jar, ip, userId };
}

function as(who: Caller, path: string, body?: unknown, method?: string) {
  return call(t.app, path, body, { jar: who.jar, ip: who.ip, method });
}

async function errorOf(response: Response): Promise<{ message: string; issues?: { message: string }[] }> {
  return ((await response.json()) as { error: { message: string; issues?: { message: string }[] } }).error;
}

async function start(who: Caller, participantIds: string[]) {
  return as(who, "/api/conversations", { participantIds });
}

async function conversationIdOf(who: Caller, others: Caller[]): Promise<string> {
  const response = await start(
    who,
    others.map((other) => other.userId),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as ConversationResponse).conversation.id;
}

function write(who: Caller, conversationId: string, body: string) {
  return as(who, `/api/chat/channels/${conversationId}/messages`, { body });
}

async function messageIdOf(response: Response): Promise<number> {
  expect(response.status).toBe(201);
  return ((await response.json()) as ChatMessageResponse).message.id;
}

/** An edit of one's own message and a reaction to another's: writing, like sending. */
function editOf(who: Caller, messageId: number, body: string) {
  return as(who, `/api/chat/messages/${messageId}`, { body }, "PATCH");
}
function reactTo(who: Caller, messageId: number, add = true) {
  return as(who, `/api/chat/messages/${messageId}/reactions/thumbs_up`, undefined, add ? "PUT" : "DELETE");
}

async function historyOf(who: Caller, conversationId: string): Promise<string[]> {
  const response = await as(who, `/api/chat/channels/${conversationId}/messages`);
  expect(response.status).toBe(200);
  return ((await response.json()) as ChatHistoryResponse).items.map((message) => message.body);
}

beforeAll(async () => {
  t = await createTestApp();
  ada = await signedUp("ada", 1);
  bob = await signedUp("bob", 2);
  cy = await signedUp("cy", 3);
  const incubator = await insertIncubator(t.db);
  incubatorId = incubator.id;
  const elsewhere = await insertIncubator(t.db);
  await joinIncubatorAs(t.db, ada.userId, incubator.id, "guest");
  await joinIncubatorAs(t.db, bob.userId, incubator.id, "subscriber");
  await joinIncubatorAs(t.db, cy.userId, elsewhere.id, "guest");
});
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.close().catch(() => {})));
  await t.close();
});

describe("starting a conversation", () => {
  it("lets people who share an incubator start one, gives a pair one conversation, and refuses the rest", async () => {
    const first = await conversationIdOf(ada, [bob]);
    expect(await conversationIdOf(ada, [bob])).toBe(first);
    expect(await conversationIdOf(bob, [ada])).toBe(first);

    const stranger = await start(ada, [cy.userId]);
    expect(stranger.status).toBe(403);
    expect(await errorOf(stranger)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.noSharedIncubator });
    const unknown = await start(ada, ["no-such-person"]);
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.personNotFound });
    const alone = await start(ada, [ada.userId]);
    expect(alone.status).toBe(422);
    expect(await errorOf(alone)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.nobodyElse });
    const crowd = await start(
      ada,
      Array.from({ length: 8 }, (_, index) => `someone-${index}`),
    );
    expect(crowd.status).toBe(422);
    expect(await errorOf(crowd)).toMatchObject({
      issues: [expect.objectContaining({ message: DIRECT_MESSAGE_ERRORS.tooManyPeople })],
    });
    expect((await start(ada, [])).status).toBe(422);

    // To anyone else the conversation and its messages do not exist.
    expect((await as(cy, `/api/conversations/${first}`)).status).toBe(404);
    expect((await as(cy, `/api/chat/channels/${first}/messages`)).status).toBe(404);
    expect((await write(cy, first, "Let me in")).status).toBe(404);
    expect((await as(ada, "/api/conversations/not-an-id")).status).toBe(404);
  });

  it("starts a group of up to eight people who all share an incubator with the one who starts it", async () => {
    const others = await Promise.all(Array.from({ length: 6 }, () => insertPerson(t.db)));
    for (const other of others) await joinIncubatorAs(t.db, other.id, incubatorId, "guest");
    const response = await start(ada, [bob.userId, ...others.map((other) => other.id)]);
    expect(response.status).toBe(200);
    const { conversation } = (await response.json()) as ConversationResponse;
    expect(conversation.others).toHaveLength(7);
    expect(conversation.sendRefusal).toBeNull();
    // A group is never the pair's conversation.
    expect(conversation.id).not.toBe(await conversationIdOf(ada, [bob]));
  });

  it("gives two people who start at the same moment one conversation", async () => {
    const [dan, eve] = await Promise.all([insertPerson(t.db), insertPerson(t.db)]);
    if (!dan || !eve) throw new Error("no people");
    for (const who of [dan, eve]) await joinIncubatorAs(t.db, who.id, incubatorId, "guest");
    const [one, two] = await Promise.all([
      startConversation(t.db, dan.actor, { participantIds: [eve.id] }),
      startConversation(t.db, eve.actor, { participantIds: [dan.id] }),
    ]);
    expect(one.conversation.id).toBe(two.conversation.id);
    const pair = dan.id < eve.id ? `${dan.id}:${eve.id}` : `${eve.id}:${dan.id}`;
    const rows = await t.db.select().from(chatChannels).where(eq(chatChannels.directPairKey, pair));
    expect(rows).toHaveLength(1);
  });

  it(`allows ${DIRECT_UNANSWERED_STARTS_PER_DAY} unanswered starts a day, and one more once someone answers`, async () => {
    const starter = await insertPerson(t.db);
    await joinIncubatorAs(t.db, starter.id, incubatorId, "guest");
    const people = await Promise.all(
      Array.from({ length: DIRECT_UNANSWERED_STARTS_PER_DAY + 2 }, () => insertPerson(t.db)),
    );
    for (const who of people) await joinIncubatorAs(t.db, who.id, incubatorId, "guest");
    const started: string[] = [];
    for (const who of people.slice(0, DIRECT_UNANSWERED_STARTS_PER_DAY)) {
      const { conversation } = await startConversation(t.db, starter.actor, { participantIds: [who.id] });
      started.push(conversation.id);
    }
    const next = people[DIRECT_UNANSWERED_STARTS_PER_DAY];
    if (!next) throw new Error("no one left");
    await expect(startConversation(t.db, starter.actor, { participantIds: [next.id] })).rejects.toMatchObject(
      {
        status: 429,
        message: DIRECT_MESSAGE_ERRORS.tooManyStarts,
      },
    );
    // Reopening a conversation that exists is never a new start.
    const first = people[0];
    if (!first) throw new Error("no one");
    await startConversation(t.db, starter.actor, { participantIds: [first.id] });
    // An answer takes that conversation off the count.
    await sendMessage(t.db, first.actor, { channelId: started[0] as string, body: "Hi, thanks for writing" });
    await startConversation(t.db, starter.actor, { participantIds: [next.id] });
  });
});

describe("blocking", () => {
  it("stops both from writing and hides the blocked person's messages from the blocker", async () => {
    const conversationId = await conversationIdOf(ada, [bob]);
    const adaMessage = await messageIdOf(await write(ada, conversationId, "Before the block"));
    const bobMessage = await messageIdOf(await write(bob, conversationId, "Bob before the block"));
    expect((await reactTo(ada, bobMessage)).status).toBe(200);
    expect((await as(bob, `/api/blocks/${ada.userId}`, undefined, "PUT")).status).toBe(204);

    const refused = await write(ada, conversationId, "After the block");
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.blockedByThem });
    const own = await write(bob, conversationId, "From the blocker");
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.blockedByYou });
    // Edits and reactions write into the conversation too: refused both ways, in the same words.
    const edit = await editOf(ada, adaMessage, "Rewritten after the block");
    expect(edit.status).toBe(403);
    expect(await errorOf(edit)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.blockedByThem });
    const reaction = await reactTo(ada, bobMessage, false);
    expect(reaction.status).toBe(403);
    expect(await errorOf(reaction)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.blockedByThem });
    const ownEdit = await editOf(bob, bobMessage, "Rewritten by the blocker");
    expect(ownEdit.status).toBe(403);
    expect(await errorOf(ownEdit)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.blockedByYou });
    const ownReaction = await reactTo(bob, bobMessage);
    expect(ownReaction.status).toBe(403);
    expect(await errorOf(ownReaction)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.blockedByYou });
    const restart = await start(ada, [bob.userId]);
    expect(restart.status).toBe(403);
    expect(await historyOf(bob, conversationId)).not.toContain("Before the block");
    expect(await historyOf(ada, conversationId)).toContain("Before the block");
    const listed = (await (await as(bob, "/api/blocks")).json()) as { people: { id: string }[] };
    expect(listed.people.map((who) => who.id)).toEqual([ada.userId]);
    const self = await as(bob, `/api/blocks/${bob.userId}`, undefined, "PUT");
    expect(self.status).toBe(422);

    expect((await as(bob, `/api/blocks/${ada.userId}`, undefined, "DELETE")).status).toBe(204);
    expect((await write(ada, conversationId, "After the unblock")).status).toBe(201);
    expect((await editOf(ada, adaMessage, "Before the block, edited")).status).toBe(200);
    expect((await reactTo(bob, adaMessage)).status).toBe(200);
    expect(await historyOf(bob, conversationId)).toEqual(
      expect.arrayContaining(["Before the block, edited", "After the unblock"]),
    );
  });
});

describe("delivery, unread and notifications", () => {
  async function connect(who: Caller) {
    const response = await call(t.app, "/api/events", undefined, { jar: who.jar, ip: who.ip });
    expect(response.status).toBe(200);
    const stream = readEventStream(response);
    openStreams.push(stream);
    await stream.until(isEvent(REALTIME_READY_EVENT));
    return stream;
  }

  it("delivers a message live to the conversation's people only, counts it unread and notifies", async () => {
    const conversationId = await conversationIdOf(ada, [bob]);
    const bobStream = await connect(bob);
    const cyStream = await connect(cy);
    const sent = await write(ada, conversationId, "Live to Bob");
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as ChatMessageResponse;
    const [frame] = (
      await bobStream.until(
        (event) => event.event === "chat.message_posted" && (event.data ?? "").includes("Live to Bob"),
      )
    ).slice(-1);
    expect(JSON.parse(frame?.data ?? "{}")).toMatchObject({
      payload: { channelId: conversationId, message: { id: message.id } },
    });

    // Cy's stream carries a later event of their own, and no message of the conversation before it.
    const [marker] = await t.db
      .insert(events)
      .values({
        type: "membership.changed",
        payload: { incubatorId: "x" },
        audienceKind: "person",
        audienceId: cy.userId,
      })
      .returning({ id: events.id });
    await t.db.execute(sql`select pg_notify('hatchery_events', ${String(marker?.id)})`);
    const seen = await cyStream.until(isEvent("membership.changed"));
    expect(seen.some((event) => event.event === "chat.message_posted")).toBe(false);

    const list = (await (await as(bob, "/api/conversations")).json()) as ConversationListResponse;
    const listed = list.conversations.find((conversation) => conversation.id === conversationId);
    expect(listed?.unreadCount).toBeGreaterThanOrEqual(1);
    expect(listed?.others.map((other) => other.id)).toEqual([ada.userId]);
    expect(listed?.lastMessage?.body).toBe("Live to Bob");
    expect(list.unreadConversations).toBeGreaterThanOrEqual(1);
    // Direct conversations count in their own list, not among the team and incubator channels.
    const chatUnread = (await (await as(bob, "/api/chat/unread")).json()) as {
      channels: { channelId: string }[];
    };
    expect(chatUnread.channels.map((channel) => channel.channelId)).not.toContain(conversationId);

    const read = await as(bob, `/api/chat/channels/${conversationId}/read`, { messageId: message.id });
    expect(read.status).toBe(204);
    const after = (await (
      await as(bob, `/api/conversations/${conversationId}`)
    ).json()) as ConversationResponse;
    expect(after.conversation.unreadCount).toBe(0);

    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bob.userId), eq(notifications.kind, "direct_message")));
    expect(told.length).toBeGreaterThanOrEqual(1);
    expect(told[0]?.url).toBe(`/messages/${conversationId}`);
  });

  it("finds direct messages in the chat's search for its people only", async () => {
    const conversationId = await conversationIdOf(ada, [bob]);
    expect((await write(ada, conversationId, "Zebracorn plans")).status).toBe(201);
    const found = (await (await as(bob, "/api/chat/search?q=zebracorn")).json()) as {
      items: { place: { kind: string; slug: string } }[];
    };
    expect(found.items.map((item) => item.place)).toEqual([
      expect.objectContaining({ kind: "direct", slug: conversationId }),
    ]);
    const hidden = (await (await as(cy, "/api/chat/search?q=zebracorn")).json()) as { items: unknown[] };
    expect(hidden.items).toEqual([]);
  });
});

describe("reports", () => {
  it("files a report of a direct message for the administrators' moderation queue", async () => {
    const conversationId = await conversationIdOf(ada, [bob]);
    const sent = await write(ada, conversationId, "Something rude");
    const { message } = (await sent.json()) as ChatMessageResponse;
    const reported = await as(bob, `/api/chat/messages/${message.id}/reports`, { reason: "harassment" });
    expect(reported.status).toBe(201);
    const { reportId } = (await reported.json()) as { reportId: string };
    const [stored] = await t.db.select().from(reports).where(eq(reports.id, reportId));
    expect(stored).toMatchObject({
      contentKind: "chat_message",
      contentId: String(message.id),
      status: "open",
    });
    // No incubator owner moderates a conversation: the administrators alone hear of it.
    const announced = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "report.created"), sql`${events.payload}->>'reportId' = ${reportId}`));
    expect(announced.map((event) => event.audienceKind)).toEqual(["admins"]);

    await t.db.insert(userRoles).values({ userId: cy.userId, role: "admin" });
    const queue = await as(cy, "/api/moderation/reports");
    expect(queue.status).toBe(200);
    const text = await queue.text();
    expect(text).toContain("Something rude");
    expect(text).toContain("a direct conversation");
    await t.db.delete(userRoles).where(eq(userRoles.userId, cy.userId));
  });
});

describe("membership loss", () => {
  it("ends writing, editing and reacting once the people no longer share an incubator, and keeps the history readable", async () => {
    const conversationId = await conversationIdOf(ada, [bob]);
    const adaMessage = await messageIdOf(await write(ada, conversationId, "Shared while we could"));
    await t.db
      .update(incubatorMembers)
      .set({ status: "inactive" })
      .where(and(eq(incubatorMembers.userId, ada.userId), eq(incubatorMembers.incubatorId, incubatorId)));
    const refused = await write(ada, conversationId, "Still here?");
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.noLongerShared });
    expect((await write(bob, conversationId, "Are you?")).status).toBe(403);
    const edit = await editOf(ada, adaMessage, "Rewritten after leaving");
    expect(edit.status).toBe(403);
    expect(await errorOf(edit)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.noLongerShared });
    const reaction = await reactTo(bob, adaMessage);
    expect(reaction.status).toBe(403);
    expect(await errorOf(reaction)).toMatchObject({ message: DIRECT_MESSAGE_ERRORS.noLongerShared });
    expect(await historyOf(ada, conversationId)).toContain("Live to Bob");
    const { conversation } = (await (
      await as(bob, `/api/conversations/${conversationId}`)
    ).json()) as ConversationResponse;
    expect(conversation.sendRefusal).toBe(DIRECT_MESSAGE_ERRORS.noLongerShared);
  });
});
