import {
  CHAT_CHANGES_PER_MINUTE,
  CHAT_ERROR_MESSAGES,
  type ChatMessageResponse,
  type ChatReaction,
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
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, rateLimits } from "../db/schema";
import { createManualClock } from "../lib/clock";
import { createJobWorker } from "../lib/jobs/job-worker";
import { reactionsOf } from "../modules/chat/chat-messages";
import { chatJobs } from "../modules/chat/chat-reaction-events";
import {
  type Caller,
  createFanOutWorld,
  FAN_OUT_MERGE_WINDOW_MS,
  type FanOutWorld,
} from "../test/fan-out-fixtures";
import { insertTeam } from "../test/position-test-helpers";
import type { TestApp } from "../test/test-app";

/**
 * Generated input for the fan-out limits (docs/decisions/025-fan-out-limits.md): random sequences of
 * edits, reaction changes, openings and links are accepted exactly up to each limit, whatever their
 * mix, and random bursts of reaction changes, with merged announcements run between them, always end
 * with an event carrying the message's reactions as they are.
 */

let t: TestApp;
let leader: Caller;
let teammate: Caller;
let incubatorId: string;
let channelId: string;
let teamSlug: string;
let as: FanOutWorld["as"];
const MERGE_WINDOW_MS = FAN_OUT_MERGE_WINDOW_MS;

async function created<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as T;
}

/** The status of each answer, and the words of each 429. */
async function outcome(response: Response): Promise<string> {
  if (response.status !== 429) return String(response.status);
  const body = (await response.json()) as { error: { message: string } };
  return `429 ${body.error.message}`;
}

beforeAll(async () => {
  const world = await createFanOutWorld("generated-fan-out.test", 80);
  ({ t, leader, teammate, channelId, as } = world);
  incubatorId = world.incubator.id;
  teamSlug = world.team.slug;
}, 120_000);
afterAll(() => t.close());

const CHAT_ACTIONS = ["edit", "react", "unreact"] as const;
const FEED_ACTIONS = ["editPost", "editComment", "react", "unreact"] as const;

describe("per-person limits on edits and reactions", () => {
  it("accepts exactly the first changes up to each limit, whatever the mix of chat and feed changes", async () => {
    const message = (
      await created<ChatMessageResponse>(
        await as(leader, `/api/chat/channels/${channelId}/messages`, { body: "Generated" }),
      )
    ).message;
    const item = (
      await created<FeedItemResponse>(
        await as(leader, `/api/teams/${teamSlug}/feed`, { body: "Generated", mentionIds: [] }),
      )
    ).item;
    const comment = (
      await created<FeedCommentResponse>(
        await as(leader, `/api/feed/items/${item.id}/comments`, { body: "Generated", mentionIds: [] }),
      )
    ).comment;
    const change = fc.oneof(
      fc.record({ area: fc.constant("chat" as const), action: fc.constantFrom(...CHAT_ACTIONS) }),
      fc.record({ area: fc.constant("feed" as const), action: fc.constantFrom(...FEED_ACTIONS) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 70 }), async (changes) => {
        await t.db.delete(rateLimits);
        const counted = { chat: 0, feed: 0 };
        for (const { area, action } of changes) {
          const response =
            area === "chat"
              ? action === "edit"
                ? await as(leader, `/api/chat/messages/${message.id}`, { body: "Edited" }, "PATCH")
                : await as(
                    leader,
                    `/api/chat/messages/${message.id}/reactions/heart`,
                    undefined,
                    action === "react" ? "PUT" : "DELETE",
                  )
              : action === "editPost"
                ? await as(leader, `/api/feed/items/${item.id}`, { body: "Edited", mentionIds: [] }, "PATCH")
                : action === "editComment"
                  ? await as(
                      leader,
                      `/api/feed/comments/${comment.id}`,
                      { body: "Edited", mentionIds: [] },
                      "PATCH",
                    )
                  : await as(
                      leader,
                      `/api/feed/items/${item.id}/reactions/like`,
                      undefined,
                      action === "react" ? "PUT" : "DELETE",
                    );
          counted[area] += 1;
          const [limit, words] =
            area === "chat"
              ? [CHAT_CHANGES_PER_MINUTE, CHAT_ERROR_MESSAGES.tooManyChanges]
              : [FEED_CHANGES_PER_MINUTE, FEED_ERROR_MESSAGES.changesTooFast];
          expect(await outcome(response)).toBe(counted[area] <= limit ? "200" : `429 ${words}`);
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe("per-team limits on positions and invite links", () => {
  it("accepts exactly the team's first openings and links up to each limit; refused outsiders count for nothing", async () => {
    const step = fc.constantFrom("position", "invite", "outsider") as fc.Arbitrary<
      "position" | "invite" | "outsider"
    >;
    const POSITION = {
      title: "Engineer",
      description: "Builds it.",
      hoursPerWeek: 10,
      isRemote: true,
      offers: "",
    };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 60 }), async (steps) => {
        await t.db.delete(rateLimits);
        // A new team each run, with one open position to make links to (its opening counts).
        const team = await insertTeam(t.db, incubatorId, leader.userId);
        const opened = await created<PositionDetailResponse>(
          await as(leader, `/api/teams/${team.slug}/positions`, POSITION),
        );
        const counted = { position: 1, invite: 0 };
        for (const kind of steps) {
          if (kind === "outsider") {
            expect(await outcome(await as(teammate, `/api/teams/${team.slug}/positions`, POSITION))).toBe(
              "403",
            );
            continue;
          }
          const response =
            kind === "position"
              ? await as(leader, `/api/teams/${team.slug}/positions`, POSITION)
              : await as(leader, `/api/positions/${opened.position.id}/invites`, {});
          counted[kind] += 1;
          const [limit, words] =
            kind === "position"
              ? [POSITIONS_PER_TEAM_PER_HOUR, TEAM_ERROR_MESSAGES.positionsTooFast]
              : [INVITES_PER_TEAM_PER_HOUR, TEAM_ERROR_MESSAGES.invitesTooFast];
          expect(await outcome(response)).toBe(counted[kind] <= limit ? "201" : `429 ${words}`);
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe("merged reaction announcements", () => {
  let hoursLater = 0;
  /** Runs every merged announcement that is due once the clock has passed every window so far. */
  async function runDueAnnouncements() {
    hoursLater += 2;
    const worker = createJobWorker({
      db: t.db,
      logger: pino({ level: "silent" }),
      registrations: chatJobs(t.db, MERGE_WINDOW_MS),
      clock: createManualClock(new Date(Date.now() + hoursLater * MERGE_WINDOW_MS)),
    });
    return worker.runOnce();
  }

  const REACTIONS: ChatReaction[] = ["heart", "rocket", "eyes"];
  const reactionChange = fc.record({
    kind: fc.constant("change" as const),
    byLeader: fc.boolean(),
    reaction: fc.constantFrom(...REACTIONS),
    add: fc.boolean(),
  });
  /** A step: some changes sent together, with the due announcements run among them or not. */
  const stepOf = fc.record({
    changes: fc.array(reactionChange, { minLength: 1, maxLength: 4 }),
    runAnnouncements: fc.boolean(),
  });

  it("always ends with an event carrying the message's reactions as they are, one at once and at most one per merged run after it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepOf, { minLength: 1, maxLength: 6 }), async (steps) => {
        await t.db.delete(rateLimits).where(sql`${rateLimits.key} like 'chat:changes:%'`);
        const message = (
          await created<ChatMessageResponse>(
            await as(teammate, `/api/chat/channels/${channelId}/messages`, { body: "React" }),
          )
        ).message;
        let announcementRuns = 0;
        for (const { changes, runAnnouncements } of steps) {
          // Sent at once: on PostgreSQL their transactions and the job's overlap.
          const answers = await Promise.all([
            ...changes.map(({ byLeader, reaction, add }) =>
              as(
                byLeader ? leader : teammate,
                `/api/chat/messages/${message.id}/reactions/${reaction}`,
                undefined,
                add ? "PUT" : "DELETE",
              ),
            ),
            ...(runAnnouncements ? [runDueAnnouncements()] : []),
          ]);
          if (runAnnouncements) announcementRuns += 1;
          for (const answer of answers) if (answer instanceof Response) expect(answer.status).toBe(200);
        }
        await runDueAnnouncements();
        announcementRuns += 1;

        const announced = await t.db
          .select({ payload: events.payload })
          .from(events)
          .where(
            and(
              eq(events.type, "chat.reactions_changed"),
              sql`${events.payload}->>'messageId' = ${String(message.id)}`,
            ),
          )
          .orderBy(asc(events.id));
        const now = (await reactionsOf(t.db, [message.id])).get(message.id) ?? [];
        const changeCount = steps.reduce((sum, step) => sum + step.changes.length, 0);
        if (announced.length === 0) {
          // Only changes that changed nothing (taking back what was never given) are never announced.
          expect(now).toEqual([]);
          return;
        }
        expect(announced.at(-1)?.payload.reactions).toEqual(now);
        // One at once, then at most one per run of the merged announcements.
        expect(announced.length).toBeLessThanOrEqual(Math.min(changeCount, 1 + announcementRuns));
      }),
      { numRuns: 12 },
    );
  });
});
