import {
  type ApplicationResponse,
  type ChatChannelListResponse,
  type ChatMessageResponse,
  type FeedItemResponse,
  type FeedPage,
  REALTIME_READY_EVENT,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chatChannels, chatReadPointers, events, teamApplications } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { type EventStreamReader, isEvent, readEventStream } from "../../test/event-stream-client";
import { insertIncubator, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Those on trial with a team work in it (docs/decisions/061-trial-participants.md): they read and write
 * its channel and feed from the trial's start, take part in nothing else of it, and lose both the moment
 * the trial ends without membership, their open event stream included.
 */

// Sign-ups (password hashing) and streams: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}

let t: TestApp;
let leader: Caller;
let applicant: Caller;
let team: { id: string; slug: string; name: string };
let channelId: string;
const openStreams: EventStreamReader[] = [];

async function signedUp(name: string, index: number): Promise<Caller> {
  const ip = `203.0.113.${150 + index}`;
  const { jar, userId } = await createVerifiedUser(
    t.app,
    t.db,
    person(`${name.toLowerCase()}@trial-participants.test`, { firstName: name }),
    { ip },
  );
  return { jar, ip, userId };
}

function as(caller: Caller, path: string, body?: unknown, method?: string) {
  return call(t.app, path, body, { jar: caller.jar, ip: caller.ip, method });
}

async function send(caller: Caller, body: string): Promise<number> {
  const response = await as(caller, `/api/chat/channels/${channelId}/messages`, { body });
  expect(response.status).toBe(201);
  return ((await response.json()) as ChatMessageResponse).message.id;
}

async function teamUnread(caller: Caller): Promise<number | undefined> {
  const response = await as(caller, `/api/teams/${team.slug}/chat/channels`);
  expect(response.status).toBe(200);
  const { channels } = (await response.json()) as ChatChannelListResponse;
  return channels.find((channel) => channel.id === channelId)?.unreadCount;
}

async function pointerOf(caller: Caller) {
  const [pointer] = await t.db
    .select({ lastRead: chatReadPointers.lastReadMessageId })
    .from(chatReadPointers)
    .where(and(eq(chatReadPointers.channelId, channelId), eq(chatReadPointers.userId, caller.userId)));
  return pointer?.lastRead;
}

/** The caller's request to join, put on a trial by the leader. */
async function onTrial(caller: Caller): Promise<string> {
  const requested = await as(caller, `/api/teams/${team.slug}/join-requests`, { message: "Let me help" });
  expect(requested.status).toBe(201);
  const { application } = (await requested.json()) as ApplicationResponse;
  const trial = await as(leader, `/api/applications/${application.id}/trial`, { trialEndsOn: "2099-12-31" });
  expect(trial.status).toBe(200);
  return application.id;
}

async function connect(caller: Caller) {
  const response = await as(caller, "/api/events");
  expect(response.status).toBe(200);
  const stream = readEventStream(response);
  openStreams.push(stream);
  await stream.until(isEvent(REALTIME_READY_EVENT));
  return stream;
}

const posted = (body: string) => (message: { event?: string; data?: string }) =>
  message.event === "chat.message_posted" && (message.data ?? "").includes(body);

/** An event to the caller alone, so a stream shows what it carried before it. */
async function marker(caller: Caller, incubatorId: string): Promise<void> {
  const [row] = await t.db
    .insert(events)
    .values({
      type: "membership.changed",
      payload: { incubatorId },
      audienceKind: "person",
      audienceId: caller.userId,
    })
    .returning({ id: events.id });
  await t.db.execute(`select pg_notify('hatchery_events', '${row?.id}')`);
}

let incubatorId: string;

beforeAll(async () => {
  t = await createTestApp();
  leader = await signedUp("Leader", 1);
  applicant = await signedUp("Applicant", 2);
  const incubator = await insertIncubator(t.db);
  incubatorId = incubator.id;
  await joinIncubatorAs(t.db, leader.userId, incubator.id, "subscriber");
  await joinIncubatorAs(t.db, applicant.userId, incubator.id, "guest");
  // For the incubator's members only: what the trial gives is not what every member of it reads.
  team = await insertTeam(t.db, incubator.id, leader.userId, "incubator");
  const [channel] = await t.db.select().from(chatChannels).where(eq(chatChannels.teamId, team.id));
  if (!channel) throw new Error("the team has no channel");
  channelId = channel.id;
});
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.close().catch(() => {})));
  await t.close();
});

describe("a trial with a team", () => {
  let applicationId: string;

  it("opens the team's channel and feed to the applicant, unread from the trial's start", async () => {
    await send(leader, "Said before the trial");
    expect((await as(applicant, `/api/teams/${team.slug}/chat/channels`)).status).toBe(403);
    expect((await as(applicant, `/api/chat/channels/${channelId}/messages`)).status).toBe(404);
    expect((await as(applicant, `/api/teams/${team.slug}/feed`)).status).toBe(403);

    applicationId = await onTrial(applicant);
    expect(await teamUnread(applicant)).toBe(0);
    await send(applicant, "Glad to be on trial");
    await send(leader, "Welcome aboard");
    expect(await teamUnread(applicant)).toBe(1);
    const history = await as(applicant, `/api/chat/channels/${channelId}/messages`);
    expect(history.status).toBe(200);

    const posting = await as(applicant, `/api/teams/${team.slug}/feed`, { body: "My first week plan" });
    expect(posting.status).toBe(201);
    const { item } = (await posting.json()) as FeedItemResponse;
    const feed = (await (await as(leader, `/api/teams/${team.slug}/feed`)).json()) as FeedPage;
    expect(feed.items.map((entry) => entry.id)).toContain(item.id);
    const home = (await (await as(applicant, "/api/feed")).json()) as FeedPage;
    expect(home.items.map((entry) => entry.id)).toContain(item.id);
  });

  it("keeps the team's private settings from the applicant on trial", async () => {
    const list = (await (
      await as(applicant, `/api/teams/${team.slug}/chat/channels`)
    ).json()) as ChatChannelListResponse;
    expect(list.viewer.permissions.manageChannels).toBe(false);
    expect((await as(applicant, `/api/teams/${team.slug}`, { tagline: "Mine now" }, "PATCH")).status).toBe(
      403,
    );
    expect((await as(applicant, `/api/teams/${team.slug}/applications`)).status).toBe(403);
    expect(
      (await as(applicant, `/api/teams/${team.slug}/members/${leader.userId}`, undefined, "DELETE")).status,
    ).toBe(403);
    expect((await as(applicant, `/api/teams/${team.slug}`, undefined, "DELETE")).status).toBe(403);
  });

  it("ends the applicant's access at the decline, on their open stream too", async () => {
    const stream = await connect(applicant);
    await send(leader, "Heard on trial");
    await stream.until(posted("Heard on trial"));

    const declined = await as(leader, `/api/applications/${applicationId}/decline`, { reason: "Not now" });
    expect(declined.status).toBe(200);
    await stream.until(isEvent("application.changed"));
    await send(leader, "Said after the decline");
    await marker(applicant, incubatorId);
    const seen = await stream.until(isEvent("membership.changed"));
    expect(seen.some(posted("Said after the decline"))).toBe(false);

    expect((await as(applicant, `/api/chat/channels/${channelId}/messages`)).status).toBe(404);
    expect(
      (await as(applicant, `/api/chat/channels/${channelId}/messages`, { body: "Still here?" })).status,
    ).toBe(404);
    expect((await as(applicant, `/api/teams/${team.slug}/chat/channels`)).status).toBe(403);
    expect((await as(applicant, `/api/teams/${team.slug}/feed`)).status).toBe(403);
    expect((await as(applicant, `/api/teams/${team.slug}/feed`, { body: "Still here?" })).status).toBe(403);
    // The unread count went with the access.
    expect(await pointerOf(applicant)).toBeUndefined();
  });

  it("ends the access when the applicant withdraws, and when the trial's last day has passed", async () => {
    const withdrawn = await onTrial(applicant);
    expect(await pointerOf(applicant)).toBeDefined();
    expect((await as(applicant, `/api/applications/${withdrawn}/withdraw`, undefined, "POST")).status).toBe(
      200,
    );
    expect((await as(applicant, `/api/chat/channels/${channelId}/messages`)).status).toBe(404);
    expect(await pointerOf(applicant)).toBeUndefined();

    const expiring = await onTrial(applicant);
    expect((await as(applicant, `/api/chat/channels/${channelId}/messages`)).status).toBe(200);
    await t.db
      .update(teamApplications)
      .set({ trialEndsOn: "2000-01-01" })
      .where(eq(teamApplications.id, expiring));
    expect((await as(applicant, `/api/chat/channels/${channelId}/messages`)).status).toBe(404);
    expect((await as(applicant, `/api/teams/${team.slug}/feed`)).status).toBe(403);
    await t.db.update(teamApplications).set({ status: "withdrawn" }).where(eq(teamApplications.id, expiring));
  });

  it("makes the applicant a member at the accept, unread counted on from there as for any who join", async () => {
    const accepted = await onTrial(applicant);
    await send(leader, "Said on trial");
    expect(await teamUnread(applicant)).toBe(1);
    expect((await as(leader, `/api/applications/${accepted}/accept`, undefined, "POST")).status).toBe(200);
    expect(await teamUnread(applicant)).toBe(0);
    await send(leader, "Said to a member");
    expect(await teamUnread(applicant)).toBe(1);
    const detail = (await (await as(applicant, `/api/teams/${team.slug}`)).json()) as {
      viewer: { isMember: boolean };
    };
    expect(detail.viewer.isMember).toBe(true);
  });
});
