import type {
  ChatChannelListResponse,
  ChatChannelResponse,
  ChatMessageResponse,
  ChatUnreadSummary,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatChannels, incubatorMembers, incubators, teamMembers } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { insertIncubator, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Unread counts start when a person joins (migration 0048): what was said before they joined a team or
 * an incubator, or while they were away from it, is not unread; an incubator's channel they never opened
 * counts nothing.
 */

let t: TestApp;
interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}
let owner: Caller;
let leader: Caller;
let newcomer: Caller;
let incubator: { id: string; slug: string; name: string };
let team: { id: string; slug: string; name: string };
let teamChannelId: string;
let generalChannelId: string;

async function signedUp(name: string, index: number): Promise<Caller> {
  const ip = `203.0.113.${200 + index}`;
  const { jar, userId } = await createVerifiedUser(
    t.app,
    t.db,
    person(`${name.toLowerCase()}@unread-join.test`, { firstName: name }),
    { ip },
  );
  return { jar, ip, userId };
}

function as(caller: Caller, path: string, body?: unknown) {
  return call(t.app, path, body, { jar: caller.jar, ip: caller.ip });
}

async function send(caller: Caller, channelId: string, body: string): Promise<number> {
  const response = await as(caller, `/api/chat/channels/${channelId}/messages`, { body });
  expect(response.status).toBe(201);
  return ((await response.json()) as ChatMessageResponse).message.id;
}

async function unreadIn(caller: Caller, path: string, channelId: string): Promise<number | undefined> {
  const response = await as(caller, path);
  expect(response.status).toBe(200);
  const { channels } = (await response.json()) as ChatChannelListResponse;
  return channels.find((channel) => channel.id === channelId)?.unreadCount;
}

const teamUnread = (caller: Caller) =>
  unreadIn(caller, `/api/teams/${team.slug}/chat/channels`, teamChannelId);
const incubatorUnread = (caller: Caller, channelId: string) =>
  unreadIn(caller, `/api/incubators/${incubator.slug}/chat/channels`, channelId);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedUp("Owner", 1);
  leader = await signedUp("Leader", 2);
  newcomer = await signedUp("Newcomer", 3);
  incubator = await insertIncubator(t.db);
  await t.db.update(incubators).set({ ownerId: owner.userId }).where(eq(incubators.id, incubator.id));
  await joinIncubatorAs(t.db, leader.userId, incubator.id, "subscriber");
  team = await insertTeam(t.db, incubator.id, leader.userId);
  const [teamChannel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, team.id));
  const [general] = await t.db.select().from(chatChannels).where(eq(chatChannels.incubatorId, incubator.id));
  if (!teamChannel || !general) throw new Error("the triggers made no channels");
  teamChannelId = teamChannel.id;
  generalChannelId = general.id;
}, 120_000);
afterAll(() => t.close());

describe("unread counts from the moment a person joins", () => {
  it("does not count what the incubator's general channel said before the person joined", async () => {
    await send(leader, generalChannelId, "Welcome, everyone");
    await send(owner, generalChannelId, "Demo day is on Friday");
    await joinIncubatorAs(t.db, newcomer.userId, incubator.id, "guest");
    expect(await incubatorUnread(newcomer, generalChannelId)).toBe(0);
    await send(leader, generalChannelId, "Say hello to our newest member");
    expect(await incubatorUnread(newcomer, generalChannelId)).toBe(1);
  });

  it("does not count what the team's channel said before the person joined the team", async () => {
    await send(leader, teamChannelId, "Sprint plan is in the doc");
    await send(leader, teamChannelId, "Standup moved to ten");
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: newcomer.userId, title: "Designer" });
    expect(await teamUnread(newcomer)).toBe(0);
    await send(leader, teamChannelId, "Welcome to the team");
    expect(await teamUnread(newcomer)).toBe(1);
    // The leader, there all along, still has nothing unread of their own.
    expect(await teamUnread(leader)).toBe(0);
  });

  it("does not count what was said while the person was away from the incubator", async () => {
    await as(newcomer, `/api/chat/channels/${generalChannelId}/read`, {
      messageId: await send(leader, generalChannelId, "Read before leaving"),
    });
    await t.db
      .update(incubatorMembers)
      .set({ status: "inactive" })
      .where(
        and(eq(incubatorMembers.userId, newcomer.userId), eq(incubatorMembers.incubatorId, incubator.id)),
      );
    await send(leader, generalChannelId, "Said while they were away");
    await send(owner, generalChannelId, "Also said while they were away");
    await joinIncubatorAs(t.db, newcomer.userId, incubator.id, "guest");
    expect(await incubatorUnread(newcomer, generalChannelId)).toBe(0);
    // A change that is not a return (a new tier) moves nothing.
    await send(leader, generalChannelId, "After the return");
    await joinIncubatorAs(t.db, newcomer.userId, incubator.id, "subscriber");
    expect(await incubatorUnread(newcomer, generalChannelId)).toBe(1);
  });

  it("counts nothing in an incubator channel the person never opened, and counts from their reading", async () => {
    const created = await as(owner, `/api/incubators/${incubator.slug}/chat/channels`, { name: "hiring" });
    expect(created.status).toBe(201);
    const { channel } = (await created.json()) as ChatChannelResponse;
    const first = await send(leader, channel.id, "We are hiring a designer");
    await send(leader, channel.id, "And a growth lead");
    expect(await incubatorUnread(newcomer, channel.id)).toBe(0);
    // The navigation's summary, which the header's badge adds up, counts it as nothing too.
    const before = (await (await as(newcomer, "/api/chat/unread")).json()) as ChatUnreadSummary;
    expect(before.channels.find((entry) => entry.channelId === channel.id)?.unreadCount).toBe(0);
    expect((await as(newcomer, `/api/chat/channels/${channel.id}/read`, { messageId: first })).status).toBe(
      204,
    );
    expect(await incubatorUnread(newcomer, channel.id)).toBe(1);
    const summary = (await (await as(newcomer, "/api/chat/unread")).json()) as ChatUnreadSummary;
    expect(summary.channels.find((entry) => entry.channelId === channel.id)?.unreadCount).toBe(1);
  });
});
