import { MODERATION_MESSAGES } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import {
  auditLog,
  chatChannels,
  chatMessages,
  disabledAccounts,
  emailOutbox,
  incubators,
  mentoringReviews,
  mentoringSessions,
  notifications,
  reports,
  teamMembers,
} from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { insertIncubator, insertPerson, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { TEST_PUBLIC_URL } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { toChatMessage } from "../chat/chat-messages";
import { loadIncubatorFeedScope, loadTeamFeedScope } from "../feeds/feed-access";
import { createComment, listComments } from "../feeds/feed-comments.service";
import { createPost, getFeedItem } from "../feeds/feed-items.service";
import { listHomeFeed, listScopeFeed } from "../feeds/feed-pages.service";
import { mentorReviewSummary } from "../mentoring/mentor-reviews.service";
import { fileReport } from "../reports/reports.service";
import {
  dismissReports,
  hideContent,
  restoreContent,
  suspendAuthor,
  warnAuthor,
} from "./moderation-actions.service";
import { listAllReports, listIncubatorReports } from "./moderation-queue.service";

/**
 * The moderation queue (docs/decisions/055-moderation-queue.md): cases grouped by content, the owner's
 * scope, every action with its permission, its audit and its effect on what readers see.
 */

let connection: DatabaseConnection;
const db = () => connection.db;
type Person = { id: string; actor: PolicyActor };
let owner: Person;
let otherOwner: Person;
let admin: Person;
let author: Person;
let reporter: Person;
let secondReporter: Person;
let reader: Person;
let lab: { id: string; slug: string };
let otherLab: { id: string; slug: string };
let teamSlug: string;

const adminOf = (person: Person): PolicyActor =>
  person.actor.kind === "user"
    ? { ...person.actor, heldRoles: { ok: true, roles: ["admin"] } }
    : person.actor;

beforeAll(async () => {
  connection = await createTestDatabase();
  [owner, otherOwner, admin, author, reporter, secondReporter, reader] = [
    await insertPerson(db()),
    await insertPerson(db()),
    await insertPerson(db()),
    await insertPerson(db()),
    await insertPerson(db()),
    await insertPerson(db()),
    await insertPerson(db()),
  ];
  admin = { ...admin, actor: adminOf(admin) };
  lab = await insertIncubator(db());
  otherLab = await insertIncubator(db());
  await db().update(incubators).set({ ownerId: owner.id }).where(eq(incubators.id, lab.id));
  await db().update(incubators).set({ ownerId: otherOwner.id }).where(eq(incubators.id, otherLab.id));
  for (const person of [author, reporter, secondReporter, reader]) {
    await joinIncubatorAs(db(), person.id, lab.id, "subscriber");
  }
  await joinIncubatorAs(db(), author.id, otherLab.id, "subscriber");
  await joinIncubatorAs(db(), reporter.id, otherLab.id, "subscriber");
  const team = await insertTeam(db(), lab.id, author.id);
  await db().insert(teamMembers).values({ teamId: team.id, userId: reader.id });
  teamSlug = team.slug;
}, 120_000);
afterAll(() => connection.close());

async function labPost(body: string, slug = lab.slug) {
  const access = await loadIncubatorFeedScope(db(), author.actor, slug);
  return (await createPost(db(), author.actor, access, { body, mentionIds: [], siteUrl: TEST_PUBLIC_URL }))
    .item;
}

async function teamPost(body: string) {
  const access = await loadTeamFeedScope(db(), author.actor, teamSlug);
  return (await createPost(db(), author.actor, access, { body, mentionIds: [], siteUrl: TEST_PUBLIC_URL }))
    .item;
}

const report = (
  by: Person,
  contentKind: "feed_item" | "feed_comment" | "chat_message" | "mentor_review",
  contentId: string,
) =>
  db().transaction((tx) =>
    fileReport(tx, { reporterId: by.id, contentKind, contentId, reason: "spam", details: "Selling things" }),
  );

const openQueue = (actor: PolicyActor, kind?: "feed_item" | "chat_message") =>
  listAllReports(db(), actor, { status: "open", limit: 100, ...(kind ? { kind } : {}) });

const caseOf = async (actor: PolicyActor, contentId: string, status: "open" | "resolved" = "open") =>
  (await listAllReports(db(), actor, { status, limit: 100 })).items.find(
    (one) => one.contentId === contentId,
  );

const auditOf = (targetId: string) =>
  db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));

const idsOf = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

async function feedsOfReader() {
  const home = await listHomeFeed(db(), reader.actor, {
    mode: "latest",
    limit: 50,
    siteUrl: TEST_PUBLIC_URL,
  });
  const labFeed = await listScopeFeed(
    db(),
    reader.actor,
    await loadIncubatorFeedScope(db(), reader.actor, lab.slug),
    { mode: "latest", limit: 50, siteUrl: TEST_PUBLIC_URL },
  );
  const teamFeed = await listScopeFeed(
    db(),
    reader.actor,
    await loadTeamFeedScope(db(), reader.actor, teamSlug),
    { mode: "latest", limit: 50, siteUrl: TEST_PUBLIC_URL },
  );
  return { home: idsOf(home), lab: idsOf(labFeed), team: idsOf(teamFeed) };
}

describe("the queue", () => {
  it("groups the reports of one post into one case with the post, its author and where it was posted", async () => {
    const post = await labPost("Buy my course");
    await report(reporter, "feed_item", post.id);
    await report(secondReporter, "feed_item", post.id);
    const found = await caseOf(admin.actor, post.id);
    expect(found).toMatchObject({
      contentKind: "feed_item",
      state: "visible",
      body: "Buy my course",
      author: { id: author.id },
      path: `/incubators/${lab.slug}/feed?post=${post.id}`,
      can: { hide: true, restore: false, dismiss: true, warn: true, suspend: true },
    });
    expect(found?.where).toContain("'s feed");
    expect(found?.reports.map((one) => one.reporter?.id)).toEqual([reporter.id, secondReporter.id]);
    expect(found?.reports.every((one) => one.status === "open" && one.handledAt === null)).toBe(true);
  });

  it("shows a reported chat message among the messages around it, and filters by kind", async () => {
    const [channel] = await db()
      .select()
      .from(chatChannels)
      .where(and(eq(chatChannels.incubatorId, lab.id), eq(chatChannels.isGeneral, true)));
    if (!channel) throw new Error("no general channel");
    const sent = await db()
      .insert(chatMessages)
      .values(
        ["Hello", "Rude words", "Please stop"].map((body) => ({
          channelId: channel.id,
          authorId: author.id,
          body,
        })),
      )
      .returning();
    const reported = sent[1];
    if (!reported) throw new Error("no message");
    await report(reporter, "chat_message", String(reported.id));
    const page = await openQueue(admin.actor, "chat_message");
    expect(page.items.every((one) => one.contentKind === "chat_message")).toBe(true);
    const found = page.items.find((one) => one.contentId === String(reported.id));
    expect(found?.context.map((entry) => [entry.body, entry.reported])).toEqual([
      ["Hello", false],
      ["Rude words", true],
      ["Please stop", false],
    ]);
    expect(found?.where).toBe(
      `#general in ${(await db().select().from(incubators).where(eq(incubators.id, lab.id)))[0]?.name}`,
    );

    await hideContent(db(), owner.actor, { kind: "chat_message", id: String(reported.id) });
    const [row] = await db().select().from(chatMessages).where(eq(chatMessages.id, reported.id));
    if (!row) throw new Error("no row");
    const shown = await toChatMessage(db(), row);
    expect(shown.body).toBe("");
    expect(shown.hiddenAt).not.toBeNull();
    await restoreContent(db(), owner.actor, { kind: "chat_message", id: String(reported.id) });
    const [back] = await db().select().from(chatMessages).where(eq(chatMessages.id, reported.id));
    if (!back) throw new Error("no row");
    expect((await toChatMessage(db(), back)).body).toBe("Rude words");
  });

  it("gives the owner only their incubator's reports, and refuses other people", async () => {
    const mine = await labPost("Mine to moderate");
    const theirs = await labPost("Not mine", otherLab.slug);
    await report(reporter, "feed_item", mine.id);
    await report(reporter, "feed_item", theirs.id);
    const ownQueue = await listIncubatorReports(db(), owner.actor, lab.slug, { status: "open", limit: 100 });
    const ids = ownQueue.items.map((one) => one.contentId);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);

    await expect(
      listIncubatorReports(db(), otherOwner.actor, lab.slug, { status: "open", limit: 100 }),
    ).rejects.toMatchObject({
      status: 403,
      message: MODERATION_MESSAGES.notModerator,
    });
    await expect(openQueue(owner.actor)).rejects.toMatchObject({
      status: 403,
      message: MODERATION_MESSAGES.adminsOnly,
    });
    for (const act of [hideContent, restoreContent, dismissReports]) {
      await expect(act(db(), owner.actor, { kind: "feed_item", id: theirs.id })).rejects.toMatchObject({
        status: 403,
      });
      await expect(act(db(), reader.actor, { kind: "feed_item", id: mine.id })).rejects.toMatchObject({
        status: 403,
      });
    }
    await expect(
      warnAuthor(
        db(),
        owner.actor,
        { kind: "feed_item", id: theirs.id },
        { message: "No", publicUrl: TEST_PUBLIC_URL },
      ),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      hideContent(db(), admin.actor, { kind: "feed_item", id: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ status: 404, message: MODERATION_MESSAGES.contentNotFound });
    expect(
      await db()
        .select()
        .from(reports)
        .where(and(eq(reports.contentId, theirs.id), eq(reports.status, "open"))),
    ).toHaveLength(1);
  });

  it("pages through the open cases oldest first", async () => {
    const all = await openQueue(admin.actor);
    const first = await listAllReports(db(), admin.actor, { status: "open", limit: 2 });
    expect(first.nextCursor).not.toBeNull();
    const second = await listAllReports(db(), admin.actor, {
      status: "open",
      limit: 100,
      cursor: first.nextCursor ?? undefined,
    });
    expect([...first.items, ...second.items].map((one) => one.contentId)).toEqual(
      all.items.map((one) => one.contentId),
    );
  });
});

describe("hiding and restoring", () => {
  it("takes a post out of every feed and its page, resolves its reports, and brings it back on restore", async () => {
    const labItem = await labPost("Spam in the lab");
    const teamItem = await teamPost("Spam in the team");
    await report(reporter, "feed_item", labItem.id);
    await report(reader, "feed_item", teamItem.id);
    const before = await feedsOfReader();
    expect(before.home).toEqual(expect.arrayContaining([labItem.id, teamItem.id]));
    expect(before.lab).toContain(labItem.id);
    expect(before.team).toContain(teamItem.id);

    await hideContent(db(), owner.actor, { kind: "feed_item", id: labItem.id }, { requestId: "hide-lab" });
    await hideContent(db(), admin.actor, { kind: "feed_item", id: teamItem.id });
    const hidden = await feedsOfReader();
    expect(hidden.home).not.toContain(labItem.id);
    expect(hidden.home).not.toContain(teamItem.id);
    expect(hidden.lab).not.toContain(labItem.id);
    expect(hidden.team).not.toContain(teamItem.id);
    await expect(getFeedItem(db(), reader.actor, labItem.id, TEST_PUBLIC_URL)).rejects.toMatchObject({
      status: 404,
    });

    const resolved = await caseOf(admin.actor, labItem.id, "resolved");
    expect(resolved?.state).toBe("hidden");
    expect(resolved?.reports[0]).toMatchObject({
      status: "resolved",
      resolution: "hidden",
      handler: { id: owner.id },
      handledAt: expect.any(String),
    });
    expect(resolved?.can).toMatchObject({ hide: false, restore: true, dismiss: false });
    expect(await caseOf(admin.actor, labItem.id)).toBeUndefined();
    expect(
      (await auditOf(labItem.id)).map((entry) => [entry.action, entry.actorUserId, entry.requestId]),
    ).toEqual([["feed_item.hide", owner.id, "hide-lab"]]);

    await restoreContent(db(), owner.actor, { kind: "feed_item", id: labItem.id });
    await restoreContent(db(), admin.actor, { kind: "feed_item", id: teamItem.id });
    const back = await feedsOfReader();
    expect(back.home).toEqual(expect.arrayContaining([labItem.id, teamItem.id]));
    expect(back.lab).toContain(labItem.id);
    expect(back.team).toContain(teamItem.id);
    expect((await getFeedItem(db(), reader.actor, labItem.id, TEST_PUBLIC_URL)).item.id).toBe(labItem.id);
    expect((await auditOf(labItem.id)).map((entry) => entry.action)).toEqual([
      "feed_item.hide",
      "feed_item.restore",
    ]);
  });

  it("hides a comment from its post's comments and its count, and restores both", async () => {
    const post = await labPost("Comment below");
    const { comment } = await createComment(db(), author.actor, post.id, {
      body: "Nasty",
      parentId: null,
      mentionIds: [],
      siteUrl: TEST_PUBLIC_URL,
    });
    await report(reporter, "feed_comment", comment.id);
    const found = await caseOf(admin.actor, comment.id);
    expect(found?.context.map((entry) => [entry.body, entry.reported])).toEqual([
      ["Comment below", false],
      ["Nasty", true],
    ]);
    await hideContent(db(), owner.actor, { kind: "feed_comment", id: comment.id });
    expect(
      (await listComments(db(), reader.actor, post.id, { limit: 50, siteUrl: TEST_PUBLIC_URL })).items.map(
        (one) => one.id,
      ),
    ).not.toContain(comment.id);
    expect((await getFeedItem(db(), reader.actor, post.id, TEST_PUBLIC_URL)).item.commentCount).toBe(0);
    await restoreContent(db(), owner.actor, { kind: "feed_comment", id: comment.id });
    expect(
      (await listComments(db(), reader.actor, post.id, { limit: 50, siteUrl: TEST_PUBLIC_URL })).items.map(
        (one) => one.id,
      ),
    ).toContain(comment.id);
    expect((await getFeedItem(db(), reader.actor, post.id, TEST_PUBLIC_URL)).item.commentCount).toBe(1);
  });

  it("takes a hidden review out of the mentor's average, for administrators only", async () => {
    const [mentor, mentee] = [await insertPerson(db()), await insertPerson(db())];
    const sessions = await db()
      .insert(mentoringSessions)
      .values(
        [5, 3].map((day) => ({
          mentorId: mentor.id,
          menteeId: mentee.id,
          startsAt: new Date(Date.UTC(2025, 0, day, 10)),
          endsAt: new Date(Date.UTC(2025, 0, day, 11)),
          status: "completed" as const,
          agenda: "Career",
          confirmedAt: new Date(Date.UTC(2025, 0, day - 1)),
          markedAt: new Date(Date.UTC(2025, 0, day, 11)),
        })),
      )
      .returning({ id: mentoringSessions.id });
    const reviews = await db()
      .insert(mentoringReviews)
      .values(
        sessions.map((session, index) => ({
          sessionId: session.id,
          side: "mentee" as const,
          authorId: mentee.id,
          subjectId: mentor.id,
          rating: index === 0 ? 5 : 1,
          comment: index === 0 ? "Great" : "Awful person",
          createdAt: new Date(Date.UTC(2025, 0, 6)),
        })),
      )
      .returning({ id: mentoringReviews.id });
    const unfair = reviews[1]?.id ?? "";
    await report(mentor, "mentor_review", unfair);
    const now = new Date();
    expect((await mentorReviewSummary(db(), mentor.id, now)).average).toBe(3);
    await expect(hideContent(db(), owner.actor, { kind: "mentor_review", id: unfair })).rejects.toMatchObject(
      {
        status: 403,
      },
    );
    await hideContent(db(), admin.actor, { kind: "mentor_review", id: unfair });
    expect(await mentorReviewSummary(db(), mentor.id, now)).toEqual({ count: 1, average: 5 });
    await restoreContent(db(), admin.actor, { kind: "mentor_review", id: unfair });
    expect(await mentorReviewSummary(db(), mentor.id, now)).toEqual({ count: 2, average: 3 });
  });
});

describe("dismissing and warning", () => {
  it("dismisses the open reports, records who and when, and moves the case to the handled ones", async () => {
    const post = await labPost("Harmless joke");
    await report(reporter, "feed_item", post.id);
    await dismissReports(db(), owner.actor, { kind: "feed_item", id: post.id }, { requestId: "dismiss" });
    await dismissReports(db(), owner.actor, { kind: "feed_item", id: post.id });
    expect(await caseOf(admin.actor, post.id)).toBeUndefined();
    const handled = await caseOf(admin.actor, post.id, "resolved");
    expect(handled?.state).toBe("visible");
    expect(handled?.reports).toEqual([
      expect.objectContaining({
        status: "dismissed",
        resolution: "dismissed",
        handler: expect.objectContaining({ id: owner.id }),
      }),
    ]);
    expect((await auditOf(post.id)).map((entry) => [entry.action, entry.requestId])).toEqual([
      ["report.dismiss", "dismiss"],
    ]);
    // The same person may report it again once handled.
    await report(reporter, "feed_item", post.id);
    expect((await caseOf(admin.actor, post.id))?.reports).toHaveLength(1);
  });

  it("warns the author with the moderator's message, in the app and by email, and resolves the reports", async () => {
    const post = await labPost("Borderline");
    await report(reporter, "feed_item", post.id);
    const message = "Please keep <b>promotions</b> out of the feed.";
    await warnAuthor(
      db(),
      owner.actor,
      { kind: "feed_item", id: post.id },
      { message, publicUrl: TEST_PUBLIC_URL },
    );
    const [notification] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.kind, "moderation")));
    expect(notification).toMatchObject({ title: "A moderator warned you about your post", excerpt: message });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.kind, "moderation-warning"));
    expect(mails.some((mail) => mail.textBody.includes(message))).toBe(true);
    const handled = await caseOf(admin.actor, post.id, "resolved");
    expect(handled?.reports[0]).toMatchObject({ status: "resolved", resolution: "warned" });
    expect((await auditOf(post.id)).map((entry) => entry.action)).toEqual(["report.warn"]);
  });
});

describe("suspending", () => {
  it("disables the author's account for administrators only, audited, leaving the reports open", async () => {
    const spammer = await insertPerson(db());
    await joinIncubatorAs(db(), spammer.id, lab.id, "subscriber");
    const access = await loadIncubatorFeedScope(db(), spammer.actor, lab.slug);
    const post = (
      await createPost(db(), spammer.actor, access, {
        body: "Buy now",
        mentionIds: [],
        siteUrl: TEST_PUBLIC_URL,
      })
    ).item;
    await report(reporter, "feed_item", post.id);
    const now = new Date();

    await expect(
      suspendAuthor(db(), owner.actor, { kind: "feed_item", id: post.id }, {}, now),
    ).rejects.toMatchObject({ status: 403, message: MODERATION_MESSAGES.suspendAdminsOnly });
    expect((await caseOf(admin.actor, post.id))?.can.suspend).toBe(true);
    expect(
      (await listIncubatorReports(db(), owner.actor, lab.slug, { status: "open", limit: 100 })).items.find(
        (one) => one.contentId === post.id,
      )?.can.suspend,
    ).toBe(false);

    await suspendAuthor(db(), admin.actor, { kind: "feed_item", id: post.id }, { reason: "Spam" }, now);
    const [disabled] = await db()
      .select()
      .from(disabledAccounts)
      .where(eq(disabledAccounts.userId, spammer.id));
    expect(disabled).toMatchObject({ reason: "Spam", disabledBy: admin.id });
    expect((await auditOf(spammer.id)).map((entry) => entry.action)).toEqual(["account.disable"]);
    expect((await caseOf(admin.actor, post.id))?.reports[0]).toMatchObject({ status: "open" });
  });
});
