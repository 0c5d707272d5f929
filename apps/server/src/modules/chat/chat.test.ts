import {
  CHAT_ERROR_MESSAGES,
  CHAT_MESSAGES_PER_MINUTE,
  type ChatChannelListResponse,
  type ChatChannelResponse,
  type ChatHistoryResponse,
  type ChatMentionCandidatesResponse,
  type ChatMessageResponse,
  type ChatSearchResponse,
  type ChatThreadResponse,
  type ChatUnreadSummary,
  REPORT_ERROR_MESSAGES,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatChannels,
  chatMessages,
  chatReadPointers,
  events,
  incubators,
  notifications,
  reports,
  teamMembers,
  teams,
} from "../../db/schema";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  person,
  TEST_ORIGIN,
} from "../../test/auth-test-helpers";
import { PDF_MINIMAL, PNG_1PX } from "../../test/images";
import { insertIncubator, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, request, type TestApp } from "../../test/test-app";

/** Chat channels and messages through the API: every rule and its words. */

let t: TestApp;
interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}
let owner: Caller;
let leader: Caller;
let teammate: Caller;
let member: Caller;
let outsider: Caller;
let incubator: { id: string; slug: string; name: string };
let team: { id: string; slug: string; name: string };
let teamChannelId: string;
let generalChannelId: string;

async function signedUp(name: string, index: number): Promise<Caller> {
  const ip = `203.0.113.${140 + index}`;
  const { jar, userId } = await createVerifiedUser(
    t.app,
    t.db,
    person(`${name.toLowerCase()}@chat.test`, { firstName: name }),
    { ip },
  );
  return { jar, ip, userId };
}

function as(caller: Caller | null, path: string, body?: unknown, method?: string) {
  return call(t.app, path, body, { jar: caller?.jar, ip: caller?.ip ?? "203.0.113.250", method });
}

async function send(caller: Caller, channelId: string, body: Record<string, unknown> | string) {
  const response = await as(
    caller,
    `/api/chat/channels/${channelId}/messages`,
    typeof body === "string" ? { body } : body,
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as ChatMessageResponse).message;
}

async function teamChannels(caller: Caller) {
  const response = await as(caller, `/api/teams/${team.slug}/chat/channels`);
  expect(response.status).toBe(200);
  return (await response.json()) as ChatChannelListResponse;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUp("Owner", 1);
  leader = await signedUp("Leader", 2);
  teammate = await signedUp("Teammate", 3);
  member = await signedUp("Member", 4);
  outsider = await signedUp("Outsider", 5);
  incubator = await insertIncubator(t.db);
  await t.db.update(incubators).set({ ownerId: owner.userId }).where(eq(incubators.id, incubator.id));
  await joinIncubatorAs(t.db, leader.userId, incubator.id, "subscriber");
  await joinIncubatorAs(t.db, teammate.userId, incubator.id, "guest");
  await joinIncubatorAs(t.db, member.userId, incubator.id, "guest");
  team = await insertTeam(t.db, incubator.id, leader.userId);
  await t.db.insert(teamMembers).values({ teamId: team.id, userId: teammate.userId });
  const [teamChannel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, team.id));
  const [general] = await t.db.select().from(chatChannels).where(eq(chatChannels.incubatorId, incubator.id));
  if (!teamChannel || !general) throw new Error("the trigger made no channels");
  teamChannelId = teamChannel.id;
  generalChannelId = general.id;
  // Five sign-ups with password hashing: generous on a loaded machine.
}, 120_000);
afterAll(() => t.close());

describe("channels", () => {
  it("gives every new team and incubator a general channel in the same transaction", async () => {
    const channels = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, team.id));
    expect(channels).toEqual([
      expect.objectContaining({ name: "general", isGeneral: true, archivedAt: null }),
    ]);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(teams).values({ incubatorId: incubator.id, slug: "chat-rolled-back", name: "Gone" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const [count] = await t.db
      .select({ id: chatChannels.id })
      .from(chatChannels)
      .innerJoin(teams, eq(teams.id, chatChannels.teamId))
      .where(eq(teams.slug, "chat-rolled-back"));
    expect(count).toBeUndefined();
  });

  it("shows a team's channel to its members only", async () => {
    expect((await teamChannels(teammate)).channels).toEqual([
      expect.objectContaining({ id: teamChannelId, name: "general", unreadCount: 0, mentionCount: 0 }),
    ]);
    // The team is public: others see it, but not its channel.
    const refused = await as(member, `/api/teams/${team.slug}/chat/channels`);
    expect(await errorOf(refused)).toMatchObject({
      status: 403,
      message: "Only the team's members can read its channel",
    });
    expect((await as(null, `/api/teams/${team.slug}/chat/channels`)).status).toBe(401);
    expect((await as(member, "/api/teams/no-such-team/chat/channels")).status).toBe(404);
  });

  it("shows an incubator's channels to its active members and owner only", async () => {
    const forMember = await as(member, `/api/incubators/${incubator.slug}/chat/channels`);
    expect(forMember.status).toBe(200);
    expect(((await forMember.json()) as ChatChannelListResponse).viewer.permissions).toEqual({
      manageChannels: false,
    });
    const forOwner = (await (
      await as(owner, `/api/incubators/${incubator.slug}/chat/channels`)
    ).json()) as ChatChannelListResponse;
    expect(forOwner.viewer.permissions).toEqual({ manageChannels: true });
    const refused = await as(outsider, `/api/incubators/${incubator.slug}/chat/channels`);
    expect(await errorOf(refused)).toMatchObject({
      status: 403,
      message: "Only the incubator's members can read its channels",
    });
  });

  it("lets the owner add, rename and archive channels, with names unique among open ones", async () => {
    const path = `/api/incubators/${incubator.slug}/chat/channels`;
    const refused = await as(member, path, { name: "random" });
    expect(await errorOf(refused)).toMatchObject({ status: 403, message: CHAT_ERROR_MESSAGES.ownerOnly });
    const badName = await as(owner, path, { name: "Not a name!" });
    expect(badName.status).toBe(422);
    const created = await as(owner, path, { name: "Launch-Week" });
    expect(created.status).toBe(201);
    const { channel } = (await created.json()) as ChatChannelResponse;
    expect(channel).toMatchObject({ name: "launch-week", isGeneral: false, archived: false });
    const taken = await as(owner, path, { name: "launch-week" });
    expect(await errorOf(taken)).toMatchObject({
      status: 409,
      message: CHAT_ERROR_MESSAGES.channelNameTaken,
    });
    const renamed = await as(owner, `/api/chat/channels/${channel.id}`, { name: "launch" }, "PATCH");
    expect(((await renamed.json()) as ChatChannelResponse).channel.name).toBe("launch");
    const renameTaken = await as(owner, `/api/chat/channels/${channel.id}`, { name: "general" }, "PATCH");
    expect(renameTaken.status).toBe(409);
    const archived = await as(owner, `/api/chat/channels/${channel.id}`, { archived: true }, "PATCH");
    expect(((await archived.json()) as ChatChannelResponse).channel.archived).toBe(true);
    // Archived: readable, but closed to new messages; its name is free again.
    const closed = await as(member, `/api/chat/channels/${channel.id}/messages`, { body: "hello?" });
    expect(await errorOf(closed)).toMatchObject({
      status: 409,
      message: CHAT_ERROR_MESSAGES.channelArchived,
    });
    expect((await as(member, `/api/chat/channels/${channel.id}/messages`)).status).toBe(200);
    expect((await as(owner, path, { name: "launch" })).status).toBe(201);
    const general = await as(owner, `/api/chat/channels/${generalChannelId}`, { archived: true }, "PATCH");
    expect(await errorOf(general)).toMatchObject({
      status: 409,
      message: CHAT_ERROR_MESSAGES.generalChannelFixed,
    });
    const teamFixed = await as(leader, `/api/chat/channels/${teamChannelId}`, { name: "other" }, "PATCH");
    expect(await errorOf(teamFixed)).toMatchObject({
      status: 403,
      message: CHAT_ERROR_MESSAGES.teamChannelsFixed,
    });
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "chat.channel_changed"), eq(events.audienceId, incubator.id)));
    expect(event).toBeDefined();
  });

  it("answers 404 for a channel of a team the person is not in, or an id that is none", async () => {
    for (const path of [
      `/api/chat/channels/${teamChannelId}/messages`,
      "/api/chat/channels/not-an-id/messages",
      "/api/chat/channels/00000000-0000-4000-8000-000000000000/messages",
    ]) {
      const response = await as(member, path);
      expect(await errorOf(response)).toMatchObject({
        status: 404,
        message: CHAT_ERROR_MESSAGES.channelNotFound,
      });
    }
    const sent = await as(outsider, `/api/chat/channels/${generalChannelId}/messages`, { body: "hi" });
    expect(sent.status).toBe(404);
  });
});

describe("messages", () => {
  it("sends a message, announces it with the message itself to the team, and pages history upwards", async () => {
    const sent: number[] = [];
    for (let index = 1; index <= 5; index += 1)
      sent.push((await send(leader, teamChannelId, `Note ${index}`)).id);
    const [event] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "chat.message_posted"), eq(events.audienceId, team.id)))
      .orderBy(events.id)
      .limit(1);
    expect(event?.audienceKind).toBe("team");
    expect(event?.payload).toMatchObject({
      channelId: teamChannelId,
      message: { id: sent[0], body: "Note 1" },
    });

    const first = (await (
      await as(teammate, `/api/chat/channels/${teamChannelId}/messages?limit=2`)
    ).json()) as ChatHistoryResponse;
    expect(first.items.map((message) => message.body)).toEqual(["Note 5", "Note 4"]);
    expect(first.items[0]?.author).toMatchObject({ id: leader.userId, name: expect.any(String) });
    const second = (await (
      await as(teammate, `/api/chat/channels/${teamChannelId}/messages?limit=2&cursor=${first.nextCursor}`)
    ).json()) as ChatHistoryResponse;
    expect(second.items.map((message) => message.body)).toEqual(["Note 3", "Note 2"]);
    const bad = await as(teammate, `/api/chat/channels/${teamChannelId}/messages?cursor=nonsense`);
    expect(bad.status).toBe(422);
  });

  it("answers and announces a plain message (written in one statement) as history shows it", async () => {
    const plain = await send(leader, teamChannelId, "Plain words");
    // A reply goes the way of every other message: its parent is read in a transaction.
    const reply = await send(leader, teamChannelId, { body: "A reply", parentId: plain.id });
    const history = (await (
      await as(teammate, `/api/chat/channels/${teamChannelId}/messages?limit=5`)
    ).json()) as ChatHistoryResponse;
    const stored = history.items.find((message) => message.id === plain.id);
    expect(stored).toEqual({ ...plain, replyCount: 1, lastReplyAt: reply.createdAt });
    expect(plain).toMatchObject({
      parentId: null,
      author: { id: leader.userId },
      mentions: [],
      reactions: [],
      attachments: [],
      editedAt: null,
      deletedAt: null,
    });
    const [event] = await t.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.type, "chat.message_posted"),
          sql`${events.payload}->'message'->>'id' = ${String(plain.id)}`,
        ),
      );
    expect(event?.payload).toEqual({ channelId: teamChannelId, message: plain });
    // The author has read what they wrote.
    const [pointer] = await t.db
      .select()
      .from(chatReadPointers)
      .where(and(eq(chatReadPointers.channelId, teamChannelId), eq(chatReadPointers.userId, leader.userId)));
    expect(pointer?.lastReadMessageId).toBeGreaterThanOrEqual(plain.id);
  });

  it("refuses empty and too long messages with their words", async () => {
    const empty = await as(leader, `/api/chat/channels/${teamChannelId}/messages`, { body: "   " });
    expect(await errorOf(empty)).toMatchObject({ status: 422, message: CHAT_ERROR_MESSAGES.messageEmpty });
    const long = await as(leader, `/api/chat/channels/${teamChannelId}/messages`, { body: "x".repeat(4001) });
    expect(long.status).toBe(422);
  });

  it("counts unread messages and mentions from the reader's pointer, which only moves forward", async () => {
    const channel = await t.db
      .insert(teams)
      .values({ incubatorId: incubator.id, slug: "chat-counts", name: "Counts" })
      .returning();
    const countsTeam = channel[0];
    if (!countsTeam) throw new Error("no team");
    await t.db.insert(teamMembers).values([
      { teamId: countsTeam.id, userId: leader.userId, isLeader: true },
      { teamId: countsTeam.id, userId: teammate.userId },
    ]);
    const [row] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, countsTeam.id));
    const channelId = row?.id as string;
    const one = await send(leader, channelId, "One");
    await send(leader, channelId, `Two for <@${teammate.userId}>`);
    // A mention of someone outside the channel mentions nobody.
    const three = await send(leader, channelId, `Three for <@${outsider.userId}>`);
    expect(three.mentions).toEqual([]);
    const counts = async (caller: Caller) => {
      const response = await as(caller, `/api/teams/chat-counts/chat/channels`);
      return ((await response.json()) as ChatChannelListResponse).channels[0];
    };
    expect(await counts(teammate)).toMatchObject({ unreadCount: 3, mentionCount: 1, lastReadMessageId: 0 });
    // The author has read what they wrote.
    expect(await counts(leader)).toMatchObject({ unreadCount: 0, mentionCount: 0 });
    const summary = (await (await as(teammate, "/api/chat/unread")).json()) as ChatUnreadSummary;
    expect(summary.channels.find((entry) => entry.channelId === channelId)).toMatchObject({
      channelName: "general",
      unreadCount: 3,
      mentionCount: 1,
      teamId: countsTeam.id,
      place: { kind: "team", slug: "chat-counts", name: "Counts" },
    });
    expect(summary.channels.find((entry) => entry.channelId === generalChannelId)?.place).toEqual({
      kind: "incubator",
      slug: incubator.slug,
      name: incubator.name,
    });
    expect(summary.channels.some((entry) => entry.channelId === generalChannelId)).toBe(true);
    const outsiderSummary = (await (await as(outsider, "/api/chat/unread")).json()) as ChatUnreadSummary;
    expect(outsiderSummary.channels).toEqual([]);

    expect((await as(teammate, `/api/chat/channels/${channelId}/read`, { messageId: three.id })).status).toBe(
      204,
    );
    expect(await counts(teammate)).toMatchObject({
      unreadCount: 0,
      mentionCount: 0,
      lastReadMessageId: three.id,
    });
    // A late "read" from another tab does not move the pointer back.
    await as(teammate, `/api/chat/channels/${channelId}/read`, { messageId: one.id });
    expect(await counts(teammate)).toMatchObject({ lastReadMessageId: three.id });
    // Nor can it move past the newest message.
    await as(teammate, `/api/chat/channels/${channelId}/read`, { messageId: three.id + 1000 });
    expect(await counts(teammate)).toMatchObject({ lastReadMessageId: three.id });
    const [readEvent] = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "chat.read"), eq(events.audienceId, teammate.userId)));
    expect(readEvent?.audienceKind).toBe("person");
  });

  it("lets only the author edit (marked edited) and delete (its place stays)", async () => {
    const message = await send(leader, teamChannelId, "Frist draft");
    const path = `/api/chat/messages/${message.id}`;
    const notAuthor = await as(teammate, path, { body: "Hijacked" }, "PATCH");
    expect(await errorOf(notAuthor)).toMatchObject({ status: 403, message: CHAT_ERROR_MESSAGES.authorOnly });
    const notReader = await as(member, path, { body: "Hijacked" }, "PATCH");
    expect(await errorOf(notReader)).toMatchObject({
      status: 404,
      message: CHAT_ERROR_MESSAGES.messageNotFound,
    });
    const edited = await as(leader, path, { body: "First draft" }, "PATCH");
    expect(((await edited.json()) as ChatMessageResponse).message).toMatchObject({
      body: "First draft",
      editedAt: expect.any(String),
    });
    expect((await as(teammate, path, undefined, "DELETE")).status).toBe(403);
    expect((await as(leader, path, undefined, "DELETE")).status).toBe(204);
    expect((await as(leader, path, undefined, "DELETE")).status).toBe(204);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row).toMatchObject({ body: "", deletedAt: expect.any(Date) });
    const again = await as(leader, path, { body: "Back" }, "PATCH");
    expect(await errorOf(again)).toMatchObject({ status: 410, message: CHAT_ERROR_MESSAGES.messageDeleted });
    expect((await as(leader, "/api/chat/messages/abc", { body: "x" }, "PATCH")).status).toBe(404);
  });

  it("keeps replies in a thread beside the channel, counted on the first message", async () => {
    const parent = await send(leader, teamChannelId, "Thread start");
    const reply = await send(teammate, teamChannelId, { body: "A reply", parentId: parent.id });
    expect(reply.parentId).toBe(parent.id);
    const replyToReply = await as(leader, `/api/chat/channels/${teamChannelId}/messages`, {
      body: "Deeper",
      parentId: reply.id,
    });
    expect(await errorOf(replyToReply)).toMatchObject({
      status: 409,
      message: CHAT_ERROR_MESSAGES.replyToReply,
    });
    const thread = (await (
      await as(leader, `/api/chat/messages/${parent.id}/replies`)
    ).json()) as ChatThreadResponse;
    expect(thread.parent).toMatchObject({ id: parent.id, replyCount: 1 });
    expect(thread.replies.map((message) => message.body)).toEqual(["A reply"]);
    const history = (await (
      await as(leader, `/api/chat/channels/${teamChannelId}/messages?limit=3`)
    ).json()) as ChatHistoryResponse;
    expect(history.items.map((message) => message.body)).not.toContain("A reply");
    const otherChannel = await as(member, `/api/chat/channels/${generalChannelId}/messages`, {
      body: "Cross",
      parentId: parent.id,
    });
    expect(otherChannel.status).toBe(404);
  });

  it("refuses a flood of messages from one person with 429", async () => {
    const flooder = await signedUp("Flooder", 6);
    await joinIncubatorAs(t.db, flooder.userId, incubator.id, "guest");
    const statuses: number[] = [];
    for (let index = 0; index <= CHAT_MESSAGES_PER_MINUTE; index += 1) {
      statuses.push(
        (await as(flooder, `/api/chat/channels/${generalChannelId}/messages`, { body: `m${index}` })).status,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    const refused = await as(flooder, `/api/chat/channels/${generalChannelId}/messages`, { body: "more" });
    expect(await errorOf(refused)).toMatchObject({
      status: 429,
      message: CHAT_ERROR_MESSAGES.tooManyMessages,
    });
  }, 60_000);

  it("adds and takes back reactions, once per person, and tells the author in one grouped notification", async () => {
    const message = await send(leader, teamChannelId, "React to me");
    const path = `/api/chat/messages/${message.id}/reactions`;
    const added = await as(teammate, `${path}/tada`, undefined, "PUT");
    expect(((await added.json()) as ChatMessageResponse).message.reactions).toEqual([
      { reaction: "tada", userIds: [teammate.userId] },
    ]);
    await as(teammate, `${path}/tada`, undefined, "PUT");
    const byLeader = await as(leader, `${path}/tada`, undefined, "PUT");
    expect(((await byLeader.json()) as ChatMessageResponse).message.reactions).toEqual([
      { reaction: "tada", userIds: [teammate.userId, leader.userId] },
    ]);
    expect((await as(teammate, `${path}/nonsense`, undefined, "PUT")).status).toBe(404);
    expect((await as(member, `${path}/tada`, undefined, "PUT")).status).toBe(404);
    const removed = await as(teammate, `${path}/tada`, undefined, "DELETE");
    expect(((await removed.json()) as ChatMessageResponse).message.reactions).toEqual([
      { reaction: "tada", userIds: [leader.userId] },
    ]);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, leader.userId), eq(notifications.kind, "reaction")));
    // The leader's own reaction tells nobody; the teammate's twice-added one is one notification.
    expect(told).toHaveLength(1);
    expect(told[0]?.url).toBe(`/teams/${team.slug}/communication?channel=${teamChannelId}`);
  });

  it("tells mentioned readers (and newly mentioned ones after an edit) and the thread's author of replies", async () => {
    const message = await send(leader, teamChannelId, `Hello <@${teammate.userId}>`);
    expect(message.mentions).toEqual([expect.objectContaining({ id: teammate.userId })]);
    const mentionsOf = (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, "mention")));
    const before = await mentionsOf(teammate.userId);
    const mention = before.find((each) => each.subject.chatMessageId === String(message.id));
    expect(mention?.title).toMatch(/mentioned you in #general in /);
    expect(mention?.excerpt).toMatch(/^Hello @Teammate/);
    // Editing does not tell the teammate again.
    await as(
      leader,
      `/api/chat/messages/${message.id}`,
      { body: `Hello again <@${teammate.userId}>` },
      "PATCH",
    );
    expect(await mentionsOf(teammate.userId)).toHaveLength(before.length);

    const reply = await send(teammate, teamChannelId, { body: "Replying", parentId: message.id });
    const replies = (
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, leader.userId), eq(notifications.kind, "reply")))
    ).filter((each) => each.subject.chatMessageId === String(message.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.url).toBe(
      `/teams/${team.slug}/communication?channel=${teamChannelId}&thread=${message.id}`,
    );
    expect(reply.parentId).toBe(message.id);
  });

  it("offers to mention only the channel's readers, by the start of their name or of a word of it", async () => {
    const namesFor = async (caller: Caller, channelId: string, q: string) => {
      const response = await as(caller, `/api/chat/channels/${channelId}/people?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as ChatMentionCandidatesResponse).people.map((one) => one.name);
    };
    // The team's channel: its members, never the person typing nor the incubator's other members.
    expect(await namesFor(teammate, teamChannelId, "")).toEqual(["Leader Lovelace"]);
    expect(await namesFor(leader, teamChannelId, "love")).toEqual(["Teammate Lovelace"]);
    expect(await namesFor(leader, teamChannelId, "mem")).toEqual([]);
    // Typed wildcards are letters, not patterns.
    expect(await namesFor(leader, teamChannelId, "%")).toEqual([]);
    // The incubator's channel: its active members and its owner.
    const incubatorReaders = await namesFor(member, generalChannelId, "");
    expect(incubatorReaders).toEqual(
      expect.arrayContaining(["Leader Lovelace", "Owner Lovelace", "Teammate Lovelace"]),
    );
    expect(incubatorReaders).not.toContain("Outsider Lovelace");
    expect(incubatorReaders).not.toContain("Member Lovelace");
    const refused = await as(outsider, `/api/chat/channels/${teamChannelId}/people?q=`);
    expect(refused.status).toBe(404);
  });

  it("takes files for a message (checked by their bytes) and serves them to the channel's readers only", async () => {
    const upload = (caller: Caller, channelId: string, file: File) => {
      const form = new FormData();
      form.set("file", file);
      return request(t.app, `/api/chat/channels/${channelId}/attachments`, {
        method: "POST",
        body: form,
        headers: { Origin: TEST_ORIGIN, Cookie: caller.jar.header() ?? "" },
      });
    };
    const uploaded = await upload(
      teammate,
      teamChannelId,
      new File([PDF_MINIMAL], "../plan.pdf", { type: "application/pdf" }),
    );
    expect(uploaded.status).toBe(201);
    const { attachment } = (await uploaded.json()) as {
      attachment: { id: string; url: string; fileName: string };
    };
    expect(attachment.fileName).toBe("plan.pdf");
    const disguised = await upload(
      teammate,
      teamChannelId,
      new File([PNG_1PX], "notes.pdf", { type: "application/pdf" }),
    );
    expect(await errorOf(disguised)).toMatchObject({ status: 415, message: "File type not allowed" });
    expect(
      (await upload(member, teamChannelId, new File([PNG_1PX], "a.png", { type: "image/png" }))).status,
    ).toBe(404);

    // Not yet sent: nobody can fetch it.
    expect((await as(teammate, attachment.url)).status).toBe(404);
    // Someone else's upload cannot be attached.
    const stolen = await as(leader, `/api/chat/channels/${teamChannelId}/messages`, {
      body: "Mine now",
      attachmentIds: [attachment.id],
    });
    expect(await errorOf(stolen)).toMatchObject({
      status: 422,
      message: CHAT_ERROR_MESSAGES.attachmentNotFound,
    });
    const sent = await send(teammate, teamChannelId, { body: "", attachmentIds: [attachment.id] });
    expect(sent.attachments).toEqual([
      expect.objectContaining({ id: attachment.id, mimeType: "application/pdf" }),
    ]);

    const file = await as(leader, attachment.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment;/);
    expect((await as(member, attachment.url)).status).toBe(404);
    expect((await as(null, attachment.url)).status).toBe(404);

    expect((await as(teammate, `/api/chat/messages/${sent.id}`, undefined, "DELETE")).status).toBe(204);
    expect((await as(leader, attachment.url)).status).toBe(404);
  });

  it("finds messages by their words in the channels the person reads, and nowhere else", async () => {
    await send(leader, teamChannelId, "The quarterly roadmap is ready for review");
    await send(member, generalChannelId, "Roadmap drafts for the incubator");
    const deleted = await send(leader, teamChannelId, "Secret roadmap we deleted");
    await as(leader, `/api/chat/messages/${deleted.id}`, undefined, "DELETE");
    const search = async (caller: Caller, q: string) => {
      const response = await as(caller, `/api/chat/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as ChatSearchResponse).items;
    };
    const forTeammate = await search(teammate, "roadmap");
    expect(forTeammate.map((item) => item.message.body)).toEqual([
      "Roadmap drafts for the incubator",
      "The quarterly roadmap is ready for review",
    ]);
    expect(forTeammate[1]).toMatchObject({
      channelName: "general",
      place: { kind: "team", slug: team.slug },
    });
    // The incubator's member is not in the team: its channel's message is not theirs to find.
    expect((await search(member, "roadmap")).map((item) => item.message.body)).toEqual([
      "Roadmap drafts for the incubator",
    ]);
    expect(await search(outsider, "roadmap")).toEqual([]);
    expect((await search(teammate, '"quarterly roadmap" -drafts')).map((item) => item.message.body)).toEqual([
      "The quarterly roadmap is ready for review",
    ]);
    const short = await as(teammate, "/api/chat/search?q=a");
    expect(await errorOf(short)).toMatchObject({ status: 422 });
  });
});

describe("reports", () => {
  it("lets a reader report another's message once while open, never their own, and tells the administrators", async () => {
    const message = await send(teammate, teamChannelId, "Something to report");
    const path = `/api/chat/messages/${message.id}/reports`;
    const reported = await as(leader, path, { reason: "harassment", details: " Rude " });
    expect(reported.status).toBe(201);
    const { reportId } = (await reported.json()) as { reportId: string };
    const again = await as(leader, path, { reason: "spam" });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: REPORT_ERROR_MESSAGES.alreadyReported });
    const own = await as(teammate, path, { reason: "spam" });
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toMatchObject({ message: CHAT_ERROR_MESSAGES.ownMessageReport });
    expect((await as(outsider, path, { reason: "spam" })).status).toBe(404);
    expect((await as(member, path, { reason: "spam" })).status).toBe(404);
    expect((await as(leader, path, { reason: "nope" })).status).toBe(422);
    expect((await as(leader, "/api/chat/messages/not-a-number/reports", { reason: "spam" })).status).toBe(
      404,
    );

    const stored = await t.db.select().from(reports).where(eq(reports.id, reportId));
    expect(stored).toEqual([
      expect.objectContaining({
        contentKind: "chat_message",
        contentId: String(message.id),
        reporterId: leader.userId,
        reason: "harassment",
        details: "Rude",
        status: "open",
        handlerId: null,
        handledAt: null,
      }),
    ]);
    const announced = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "report.created"), sql`${events.payload}->>'reportId' = ${reportId}`));
    // To the administrators and, for their moderation queue, the incubator's owner (decision 055).
    const payload = { reportId, contentKind: "chat_message", contentId: String(message.id) };
    expect(announced).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ audienceKind: "admins", audienceId: null, payload }),
        expect.objectContaining({ audienceKind: "person", audienceId: owner.userId, payload }),
      ]),
    );
    expect(announced).toHaveLength(2);

    // Once handled, the same person may report it again.
    await t.db
      .update(reports)
      .set({ status: "dismissed", handledAt: new Date() })
      .where(eq(reports.id, reportId));
    expect((await as(leader, path, { reason: "spam" })).status).toBe(201);
  });

  it("refuses to report a deleted message, whose text is gone", async () => {
    const message = await send(teammate, teamChannelId, "Soon gone");
    expect((await as(teammate, `/api/chat/messages/${message.id}`, undefined, "DELETE")).status).toBe(204);
    const gone = await as(leader, `/api/chat/messages/${message.id}/reports`, { reason: "spam" });
    expect(gone.status).toBe(410);
    expect(await errorOf(gone)).toMatchObject({ message: CHAT_ERROR_MESSAGES.messageDeleted });
  });
});
