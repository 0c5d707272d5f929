import {
  CHAT_CHANGES_PER_MINUTE,
  CHAT_ERROR_MESSAGES,
  type ChatMessageResponse,
  type CreateInviteResponse,
  FEED_CHANGES_PER_MINUTE,
  FEED_ERROR_MESSAGES,
  type FeedCommentResponse,
  type FeedItemResponse,
  INVITES_PER_TEAM_PER_HOUR,
  POSITIONS_PER_TEAM_PER_HOUR,
  type PositionDetailResponse,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { and, asc, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { events, rateLimits } from "./db/schema";
import { createManualClock } from "./lib/clock";
import { createJobWorker } from "./lib/jobs/job-worker";
import { chatJobs } from "./modules/chat/chat-reaction-events";
import { feedJobs } from "./modules/feeds/feed-reaction-events";
import { errorOf } from "./test/auth-test-helpers";
import {
  type Caller,
  createFanOutWorld,
  FAN_OUT_MERGE_WINDOW_MS,
  type FanOutWorld,
} from "./test/fan-out-fixtures";
import { insertTeam } from "./test/position-test-helpers";
import type { TestApp } from "./test/test-app";

/**
 * Writes that reach every reader are limited (docs/decisions/025-fan-out-limits.md): chat and feed
 * edits and reactions per person, positions and invite links per team. Each limit answers 429 with its
 * own words and Retry-After, and counts only what it should.
 */

let t: TestApp;
let leader: Caller;
let teammate: Caller;
let incubator: { id: string; slug: string };
let team: { id: string; slug: string };
let channelId: string;
let as: FanOutWorld["as"];
const MERGE_WINDOW_MS = FAN_OUT_MERGE_WINDOW_MS;

async function expectStatus(response: Response, status: number): Promise<Response> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response;
}

/** A 429 with the limit's own words and a Retry-After within its window. */
async function expectRefused(response: Response, message: string, windowSeconds: number) {
  expect(await errorOf(response)).toEqual({ status: 429, code: "rate_limited", message });
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

beforeAll(async () => {
  ({ t, leader, teammate, incubator, team, channelId, as } = await createFanOutWorld("fan-out.test", 60));
}, 120_000);
afterAll(() => t.close());
// Each test counts from zero.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

async function send(caller: Caller, body: string) {
  const response = await expectStatus(
    await as(caller, `/api/chat/channels/${channelId}/messages`, { body }),
    201,
  );
  return ((await response.json()) as ChatMessageResponse).message;
}

async function post(caller: Caller, body: string) {
  const response = await expectStatus(
    await as(caller, `/api/teams/${team.slug}/feed`, { body, mentionIds: [] }),
    201,
  );
  return ((await response.json()) as FeedItemResponse).item;
}

describe("chat", () => {
  it(`counts a person's edits and reaction changes together, ${CHAT_CHANGES_PER_MINUTE} a minute`, async () => {
    const message = await send(leader, "First draft");
    const reactions = `/api/chat/messages/${message.id}/reactions/heart`;
    for (let change = 0; change < CHAT_CHANGES_PER_MINUTE; change += 1) {
      const response =
        change % 3 === 0
          ? await as(leader, `/api/chat/messages/${message.id}`, { body: `Draft ${change}` }, "PATCH")
          : await as(leader, reactions, undefined, change % 3 === 1 ? "PUT" : "DELETE");
      await expectStatus(response, 200);
    }
    const minute = 60;
    await expectRefused(
      await as(leader, reactions, undefined, "PUT"),
      CHAT_ERROR_MESSAGES.tooManyChanges,
      minute,
    );
    await expectRefused(
      await as(leader, `/api/chat/messages/${message.id}`, { body: "One more" }, "PATCH"),
      CHAT_ERROR_MESSAGES.tooManyChanges,
      minute,
    );
    // The limit is the person's: others still react, and sending has its own count.
    await expectStatus(await as(teammate, reactions, undefined, "PUT"), 200);
    await send(leader, "Still here");
  });
});

describe("feeds", () => {
  async function post(caller: Caller, body: string) {
    const response = await expectStatus(
      await as(caller, `/api/teams/${team.slug}/feed`, { body, mentionIds: [] }),
      201,
    );
    return ((await response.json()) as FeedItemResponse).item;
  }

  it(`counts a person's post and comment edits and reaction changes together, ${FEED_CHANGES_PER_MINUTE} a minute`, async () => {
    const item = await post(leader, "Launch plan");
    const commented = await expectStatus(
      await as(leader, `/api/feed/items/${item.id}/comments`, { body: "A first note", mentionIds: [] }),
      201,
    );
    const { comment } = (await commented.json()) as FeedCommentResponse;
    const reactions = `/api/feed/items/${item.id}/reactions/celebrate`;
    const changes = [
      () =>
        as(leader, `/api/feed/items/${item.id}`, { body: "Launch plan, edited", mentionIds: [] }, "PATCH"),
      () =>
        as(leader, `/api/feed/comments/${comment.id}`, { body: "A note, edited", mentionIds: [] }, "PATCH"),
      () => as(leader, reactions, undefined, "PUT"),
      () => as(leader, reactions, undefined, "DELETE"),
    ];
    for (let change = 0; change < FEED_CHANGES_PER_MINUTE; change += 1) {
      await expectStatus(await (changes[change % changes.length] as () => Promise<Response>)(), 200);
    }
    for (const change of changes) {
      await expectRefused(await change(), FEED_ERROR_MESSAGES.changesTooFast, 60);
    }
    await expectStatus(await as(teammate, reactions, undefined, "PUT"), 200);
  });
});

describe("positions and invite links", () => {
  const POSITION = {
    title: "Engineer",
    description: "Builds it.",
    hoursPerWeek: 10,
    isRemote: true,
    offers: "",
  };

  function openPosition(teamSlug: string, title = POSITION.title) {
    return as(leader, `/api/teams/${teamSlug}/positions`, { ...POSITION, title });
  }

  it(`opens at most ${POSITIONS_PER_TEAM_PER_HOUR} positions per team an hour`, async () => {
    for (let opened = 0; opened < POSITIONS_PER_TEAM_PER_HOUR; opened += 1) {
      await expectStatus(await openPosition(team.slug, `Engineer ${opened}`), 201);
    }
    await expectRefused(await openPosition(team.slug), TEAM_ERROR_MESSAGES.positionsTooFast, 3600);
    // Another team of the same leader has its own allowance.
    const otherTeam = await insertTeam(t.db, incubator.id, leader.userId);
    await expectStatus(await openPosition(otherTeam.slug), 201);
  });

  it("counts only openings the team's leaders are allowed to make", async () => {
    for (let attempt = 0; attempt < POSITIONS_PER_TEAM_PER_HOUR + 5; attempt += 1) {
      await expectStatus(await as(teammate, `/api/teams/${team.slug}/positions`, POSITION), 403);
    }
    await expectStatus(await openPosition(team.slug), 201);
  });

  it(`makes at most ${INVITES_PER_TEAM_PER_HOUR} invite links per team an hour, across its positions`, async () => {
    const positionIds: string[] = [];
    for (const title of ["Designer", "Marketer"]) {
      const response = await expectStatus(await openPosition(team.slug, title), 201);
      positionIds.push(((await response.json()) as PositionDetailResponse).position.id);
    }
    for (let made = 0; made < INVITES_PER_TEAM_PER_HOUR; made += 1) {
      const response = await as(leader, `/api/positions/${positionIds[made % 2]}/invites`, {});
      await expectStatus(response, 201);
      expect(((await response.json()) as CreateInviteResponse).url).toMatch(/^\/position-invite\//);
    }
    await expectRefused(
      await as(leader, `/api/positions/${positionIds[0]}/invites`, {}),
      TEAM_ERROR_MESSAGES.invitesTooFast,
      3600,
    );
  });
});

describe("bursts of reaction changes", () => {
  let hoursLater = 0;
  /** Runs the merged announcements that are due once the clock has passed every window so far. */
  async function runDueAnnouncements() {
    hoursLater += 2;
    const worker = createJobWorker({
      db: t.db,
      logger: pino({ level: "silent" }),
      registrations: [...chatJobs(t.db, MERGE_WINDOW_MS), ...feedJobs(t.db, MERGE_WINDOW_MS)],
      clock: createManualClock(new Date(Date.now() + hoursLater * MERGE_WINDOW_MS)),
    });
    await worker.runOnce();
  }

  async function reactionEventsOf(messageId: number) {
    const rows = await t.db
      .select({ payload: events.payload })
      .from(events)
      .where(
        and(
          eq(events.type, "chat.reactions_changed"),
          sql`${events.payload}->>'messageId' = ${String(messageId)}`,
        ),
      )
      .orderBy(asc(events.id));
    return rows.map((row) => row.payload.reactions);
  }

  it("announces a message's first change at once and the rest of its window in one event with the final reactions", async () => {
    const message = await send(teammate, "React to me");
    const path = (reaction: string) => `/api/chat/messages/${message.id}/reactions/${reaction}`;
    await expectStatus(await as(leader, path("heart"), undefined, "PUT"), 200);
    expect(await reactionEventsOf(message.id)).toEqual([[{ reaction: "heart", userIds: [leader.userId] }]]);

    await expectStatus(await as(teammate, path("heart"), undefined, "PUT"), 200);
    await expectStatus(await as(leader, path("rocket"), undefined, "PUT"), 200);
    await expectStatus(await as(teammate, path("heart"), undefined, "DELETE"), 200);
    // Adding what is there already changes nothing, so it is not announced at all.
    await expectStatus(await as(leader, path("rocket"), undefined, "PUT"), 200);
    expect(await reactionEventsOf(message.id)).toHaveLength(1);

    await runDueAnnouncements();
    const final = [
      { reaction: "heart", userIds: [leader.userId] },
      { reaction: "rocket", userIds: [leader.userId] },
    ];
    expect(await reactionEventsOf(message.id)).toEqual([
      [{ reaction: "heart", userIds: [leader.userId] }],
      final,
    ]);

    // The merged announcement opened a new window: a change after it is merged there, never lost.
    await expectStatus(await as(teammate, path("laugh"), undefined, "PUT"), 200);
    expect(await reactionEventsOf(message.id)).toHaveLength(2);
    await runDueAnnouncements();
    expect((await reactionEventsOf(message.id)).at(-1)).toEqual([
      ...final,
      { reaction: "laugh", userIds: [teammate.userId] },
    ]);
  });

  it("merges a feed item's reaction changes the same way", async () => {
    const item = await post(teammate, "Demo day");
    const itemEvents = async () =>
      (
        await t.db
          .select({ id: events.id })
          .from(events)
          .where(and(eq(events.type, "feed.item_changed"), sql`${events.payload}->>'itemId' = ${item.id}`))
      ).length;
    const path = (reaction: string) => `/api/feed/items/${item.id}/reactions/${reaction}`;
    await expectStatus(await as(leader, path("like"), undefined, "PUT"), 200);
    // The team is public: its feed's readers and the incubator's are told.
    const perAnnouncement = await itemEvents();
    expect(perAnnouncement).toBeGreaterThan(0);
    await expectStatus(await as(teammate, path("like"), undefined, "PUT"), 200);
    await expectStatus(await as(leader, path("like"), undefined, "DELETE"), 200);
    await expectStatus(await as(leader, path("love"), undefined, "PUT"), 200);
    expect(await itemEvents()).toBe(perAnnouncement);
    await runDueAnnouncements();
    expect(await itemEvents()).toBe(2 * perAnnouncement);
  });
});
