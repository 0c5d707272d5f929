import {
  type AnswerFeedback,
  PRACTICE_SHARE_MESSAGES,
  type PracticeShareComment,
  type PracticeShareDetail,
  type PracticeShareMentorsResponse,
  type PracticeSharesOfItemResponse,
  type PracticeSharesWithMeResponse,
  type SkillsResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  interviewAnswers,
  interviewSessions,
  mentorProfiles,
  notifications,
  practiceShareComments,
  practiceShares,
  tmayAttempts,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
type Who = { jar: CookieJar; userId: string };
let mentee: Who;
let mentor: Who;
let otherMentor: Who;
let draftMentor: Who;
let stranger: Who;
let sessionId: string;
let answerIds: string[];
let attemptId: string;

const ANSWERS = [
  "I led the move to a new billing system; we cut failed payments by a third, in six weeks.",
  "Our CTO left; I kept the team shipping – and hired two engineers 🚀 in a month.",
];
const TMAY_TEXT =
  "I build data tools for schools. Before that I taught maths. Next, I want to lead a product team.";

async function publish(who: Who, slug: string, published: boolean, name: string) {
  await t.db.insert(mentorProfiles).values({
    userId: who.userId,
    kind: "coach",
    slug,
    headline: `${name}: product and hiring`,
    timeZone: "Europe/Berlin",
    publishedAt: published ? new Date() : null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  mentee = await createVerifiedUser(
    t.app,
    t.db,
    person("mentee@example.com", { firstName: "Ada", lastName: "Mentee" }),
  );
  mentor = await createVerifiedUser(
    t.app,
    t.db,
    person("coach@example.com", { firstName: "Grace", lastName: "Coach" }),
    {
      roles: ["coach"],
    },
  );
  otherMentor = await createVerifiedUser(
    t.app,
    t.db,
    person("advisor@example.com", { firstName: "Alan", lastName: "Advisor" }),
    {
      roles: ["advisor"],
    },
  );
  draftMentor = await createVerifiedUser(
    t.app,
    t.db,
    person("draft@example.com", { firstName: "Drafty", lastName: "Coach" }),
    {
      roles: ["coach"],
    },
  );
  stranger = await createVerifiedUser(
    t.app,
    t.db,
    person("stranger@example.com", { firstName: "Sam", lastName: "Stranger" }),
  );
  await publish(mentor, "grace-coach", true, "Grace");
  await publish(otherMentor, "alan-advisor", true, "Alan");
  await publish(draftMentor, "drafty-coach", false, "Drafty");

  const [session] = await t.db
    .insert(interviewSessions)
    .values({
      userId: mentee.userId,
      questionGroup: "cto",
      answerCount: 2,
      words: 30,
      fillers: 0,
      keyPointsCovered: 1,
      keyPointsTotal: 4,
    })
    .returning();
  sessionId = session?.id ?? "";
  const answers = await t.db
    .insert(interviewAnswers)
    .values(
      ANSWERS.map((text, index) => ({
        sessionId,
        position: index + 1,
        questionId: `cto/question-${index + 1}`,
        question: `Question ${index + 1}?`,
        text,
        mode: "typed" as const,
        feedback: {} as AnswerFeedback,
      })),
    )
    .returning();
  answerIds = answers.sort((a, b) => a.position - b.position).map((answer) => answer.id);
  const [attempt] = await t.db
    .insert(tmayAttempts)
    .values({
      userId: mentee.userId,
      text: TMAY_TEXT,
      mode: "typed",
      seconds: 60,
      words: 20,
      lengthSeconds: 9,
      partsFound: 3,
      feedback: {} as never,
    })
    .returning();
  attemptId = attempt?.id ?? "";
});
afterAll(async () => {
  await t.close();
});

function api(path: string, who: Who | null, body?: unknown, method?: string) {
  return call(t.app, path, body, { jar: who?.jar, method });
}
async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : undefined) as T;
}
async function errorMessage(response: Response, status: number): Promise<string> {
  return (await json<{ error: { message: string } }>(response, status)).error.message;
}
function share(body: Record<string, unknown>, who: Who = mentee) {
  return api("/api/mentoring/practice-shares", who, { kind: "interview", itemId: sessionId, ...body });
}

describe("finding a mentor to share with", () => {
  it("lists published advisors and coaches only, searchable by name or headline", async () => {
    const all = await json<PracticeShareMentorsResponse>(
      await api("/api/mentoring/practice-share-mentors", mentee),
      200,
    );
    expect(all.items.map((item) => item.slug)).toEqual(["alan-advisor", "grace-coach"]);
    const found = await json<PracticeShareMentorsResponse>(
      await api("/api/mentoring/practice-share-mentors?q=grace", mentee),
      200,
    );
    expect(found.items).toEqual([
      {
        userId: mentor.userId,
        name: "Grace Coach",
        kind: "coach",
        slug: "grace-coach",
        headline: "Grace: product and hiring",
      },
    ]);
    const literal = await json<PracticeShareMentorsResponse>(
      await api("/api/mentoring/practice-share-mentors?q=%25", mentee),
      200,
    );
    expect(literal.items).toEqual([]);
    expect((await api("/api/mentoring/practice-share-mentors", null)).status).toBe(401);
  });
});

describe("sharing", () => {
  let shareId: string;

  it("shares an interview session with a published mentor, who is notified", async () => {
    const detail = await json<PracticeShareDetail>(
      await share({ mentorId: mentor.userId, message: "Could you look at my second answer; thanks!" }),
      201,
    );
    shareId = detail.share.id;
    expect(detail.share).toMatchObject({
      kind: "interview",
      itemId: sessionId,
      title: "Interview practice: CTO questions",
      owner: { userId: mentee.userId, name: "Ada Mentee" },
      mentor: { userId: mentor.userId, name: "Grace Coach", slug: "grace-coach" },
      message: "Could you look at my second answer; thanks!",
      revokedAt: null,
      commentCount: 0,
    });
    expect(detail.texts.map((text) => text.text)).toEqual(ANSWERS);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, mentor.userId), eq(notifications.kind, "practice_share")));
    expect(notice).toMatchObject({
      title: "Ada Mentee shared Interview practice: CTO questions with you",
      url: `/mentoring/shared?share=${shareId}`,
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, shareId));
    expect(audits.map((entry) => entry.action)).toEqual(["practice_share.create"]);
    // Email is the kind's default: the mentor gets one, as with every kind they did not turn off.
    await deliverNotificationEmails(t.db, t.env);
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "coach@example.com"));
    expect(mail.map((message) => message.subject)).toContainEqual(
      expect.stringContaining("Ada Mentee shared"),
    );
  });

  it("refuses a second live share with the same mentor, an unpublished mentor, oneself and another's result", async () => {
    expect(await errorMessage(await share({ mentorId: mentor.userId }), 409)).toBe(
      PRACTICE_SHARE_MESSAGES.alreadyShared,
    );
    expect(await errorMessage(await share({ mentorId: draftMentor.userId }), 422)).toBe(
      PRACTICE_SHARE_MESSAGES.mentorNotPublished,
    );
    expect(await errorMessage(await share({ mentorId: stranger.userId }), 422)).toBe(
      PRACTICE_SHARE_MESSAGES.mentorNotPublished,
    );
    expect(await errorMessage(await share({ mentorId: mentor.userId }, mentor), 404)).toBe(
      PRACTICE_SHARE_MESSAGES.itemNotFound,
    );
    expect(await errorMessage(await share({ mentorId: mentor.userId, itemId: "not-a-uuid" }), 404)).toBe(
      PRACTICE_SHARE_MESSAGES.itemNotFound,
    );
    expect((await share({ mentorId: mentor.userId, kind: "essay" })).status).toBe(422);
    expect((await share({ mentorId: mentor.userId, message: "x".repeat(1001) })).status).toBe(422);
    const rows = await t.db.select().from(practiceShares).where(eq(practiceShares.ownerId, mentee.userId));
    expect(rows).toHaveLength(1);
  });

  it("lets only the owner and the mentor read it", async () => {
    const path = `/api/mentoring/practice-shares/${shareId}`;
    expect((await api(path, mentee)).status).toBe(200);
    expect((await api(path, mentor)).status).toBe(200);
    for (const who of [otherMentor, stranger]) {
      expect(await errorMessage(await api(path, who), 404)).toBe(PRACTICE_SHARE_MESSAGES.notFound);
    }
    expect((await api(path, null)).status).toBe(401);
    const withMe = await json<PracticeSharesWithMeResponse>(
      await api("/api/mentoring/shared-with-me", mentor),
      200,
    );
    expect(withMe.items.map((item) => item.id)).toEqual([shareId]);
    const none = await json<PracticeSharesWithMeResponse>(
      await api("/api/mentoring/shared-with-me", otherMentor),
      200,
    );
    expect(none.items).toEqual([]);
  });

  describe("comments", () => {
    const second = ANSWERS[1] ?? "";
    // "hired two engineers 🚀": offsets in characters, the emoji one of them.
    const start = Array.from(second).indexOf("h", 40);
    const quote = "hired two engineers 🚀";
    const end = start + Array.from(quote).length;
    let commentId: string;

    function comment(body: Record<string, unknown>, who: Who = mentor) {
      return api(`/api/mentoring/practice-shares/${shareId}/comments`, who, {
        textId: answerIds[1],
        start,
        end,
        quote,
        body: "Say how you found them, and what made them stay.",
        ...body,
      });
    }

    it("takes a mentor's comment anchored to characters of the answer, kept as typed, and tells the owner", async () => {
      expect(Array.from(second).slice(start, end).join("")).toBe(quote);
      const body = "Say how; what made them stay?\n– and «why» 日本";
      const saved = await json<PracticeShareComment>(await comment({ body }), 201);
      commentId = saved.id;
      expect(saved).toMatchObject({ textId: answerIds[1], start, end, quote, body, editedAt: null });
      const [notice] = await t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, mentee.userId), eq(notifications.kind, "practice_share_comment")),
        );
      expect(notice).toMatchObject({
        title: "Grace Coach commented on your Interview practice: CTO questions",
        url: `/games/interview/results/${sessionId}`,
      });
      const mine = await json<PracticeSharesOfItemResponse>(
        await api(`/api/mentoring/practice-shares?kind=interview&itemId=${sessionId}`, mentee),
        200,
      );
      expect(mine.items[0]?.comments.map((item) => item.body)).toEqual([body]);
      expect(mine.items[0]?.share.commentCount).toBe(1);
    });

    it("refuses anchors outside the text, a quote that does not match, an unknown answer and an empty comment", async () => {
      expect(await errorMessage(await comment({ end: 10_000 }), 422)).toBe(
        PRACTICE_SHARE_MESSAGES.anchorOutOfRange,
      );
      expect(await errorMessage(await comment({ start: end, end: start }), 422)).toBe(
        PRACTICE_SHARE_MESSAGES.anchorOutOfRange,
      );
      expect((await comment({ start: -1 })).status).toBe(422);
      expect((await comment({ start: 1.5 })).status).toBe(422);
      expect(await errorMessage(await comment({ quote: "hired two engineers 🚀!" }), 422)).toBe(
        PRACTICE_SHARE_MESSAGES.quoteMismatch,
      );
      expect(await errorMessage(await comment({ textId: attemptId }), 422)).toBe(
        PRACTICE_SHARE_MESSAGES.unknownText,
      );
      expect((await comment({ body: "  \n " })).status).toBe(422);
      expect((await comment({ body: "x".repeat(2001) })).status).toBe(422);
    });

    it("lets only the mentor comment, and only the author change a comment", async () => {
      expect(await errorMessage(await comment({}, mentee), 403)).toBe(PRACTICE_SHARE_MESSAGES.mentorOnly);
      expect(await errorMessage(await comment({}, otherMentor), 404)).toBe(PRACTICE_SHARE_MESSAGES.notFound);
      const path = `/api/mentoring/practice-shares/${shareId}/comments/${commentId}`;
      expect(await errorMessage(await api(path, mentee, { body: "Mine now" }, "PATCH"), 403)).toBe(
        PRACTICE_SHARE_MESSAGES.authorOnly,
      );
      expect((await api(path, stranger, { body: "Mine now" }, "PATCH")).status).toBe(404);
      const edited = await json<PracticeShareComment>(
        await api(path, mentor, { body: "Say how you found them." }, "PATCH"),
        200,
      );
      expect(edited.body).toBe("Say how you found them.");
      expect(edited.editedAt).not.toBeNull();
    });

    it("counts mentor feedback in the mentee's skills profile", async () => {
      const skills = await json<SkillsResponse>(await api("/api/skills", mentee), 200);
      const cto = skills.roles.find((role) => role.role === "cto");
      expect(cto?.measures.find((measure) => measure.source === "mentoring")).toEqual({
        source: "mentoring",
        label: "Mentor feedback",
        share: 0.5,
        detail: "1 mentor comment on 1 of 2 shared answers",
      });
      expect(skills.hasActivity).toBe(true);
    });

    it("deletes a comment for its author only, out of every answer", async () => {
      const extra = await json<PracticeShareComment>(await comment({ body: "A second thought." }), 201);
      const path = `/api/mentoring/practice-shares/${shareId}/comments/${extra.id}`;
      expect((await api(path, mentee, undefined, "DELETE")).status).toBe(403);
      expect((await api(path, mentor, undefined, "DELETE")).status).toBe(204);
      expect((await api(path, mentor, undefined, "DELETE")).status).toBe(404);
      const detail = await json<PracticeShareDetail>(
        await api(`/api/mentoring/practice-shares/${shareId}`, mentor),
        200,
      );
      expect(detail.comments.map((item) => item.id)).toEqual([commentId]);
    });
  });

  it("ends the mentor's access at once when the owner revokes, keeping the comments for the owner", async () => {
    const revokePath = `/api/mentoring/practice-shares/${shareId}/revoke`;
    expect(await errorMessage(await api(revokePath, mentor, undefined, "POST"), 403)).toBe(
      PRACTICE_SHARE_MESSAGES.ownerOnly,
    );
    expect((await api(revokePath, stranger, undefined, "POST")).status).toBe(404);
    expect((await api(revokePath, mentee, undefined, "POST")).status).toBe(204);
    expect((await api(revokePath, mentee, undefined, "POST")).status).toBe(204);

    expect((await api(`/api/mentoring/practice-shares/${shareId}`, mentor)).status).toBe(404);
    const comment = await api(`/api/mentoring/practice-shares/${shareId}/comments`, mentor, {
      textId: answerIds[0],
      start: 0,
      end: 5,
      quote: "I led",
      body: "Late",
    });
    expect(comment.status).toBe(404);
    const withMe = await json<PracticeSharesWithMeResponse>(
      await api("/api/mentoring/shared-with-me", mentor),
      200,
    );
    expect(withMe.items).toEqual([]);

    const mine = await json<PracticeSharesOfItemResponse>(
      await api(`/api/mentoring/practice-shares?kind=interview&itemId=${sessionId}`, mentee),
      200,
    );
    expect(mine.items[0]?.share.revokedAt).not.toBeNull();
    expect(mine.items[0]?.comments).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, shareId));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      "practice_share.create",
      "practice_share.revoke",
    ]);

    // Shared again after the revocation: a new live share.
    expect((await share({ mentorId: mentor.userId })).status).toBe(201);
  });

  it("shares a TMAY delivery, whose one text is the delivery", async () => {
    const detail = await json<PracticeShareDetail>(
      await api("/api/mentoring/practice-shares", mentee, {
        kind: "tmay",
        itemId: attemptId,
        mentorId: otherMentor.userId,
      }),
      201,
    );
    expect(detail.share).toMatchObject({ kind: "tmay", title: "Tell me about yourself", message: "" });
    expect(detail.texts).toEqual([
      { id: attemptId, questionId: null, label: "Your introduction", text: TMAY_TEXT },
    ]);
    const saved = await json<PracticeShareComment>(
      await api(`/api/mentoring/practice-shares/${detail.share.id}/comments`, otherMentor, {
        textId: attemptId,
        start: 0,
        end: 30,
        quote: TMAY_TEXT.slice(0, 30),
        body: "Name one tool.",
      }),
      201,
    );
    expect(saved.textId).toBe(attemptId);
    const [row] = await t.db
      .select()
      .from(practiceShareComments)
      .where(eq(practiceShareComments.id, saved.id));
    expect(row?.interviewAnswerId).toBeNull();
  });

  it("makes one share of concurrent requests to share the same result with the same mentor", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        api("/api/mentoring/practice-shares", mentee, {
          kind: "tmay",
          itemId: attemptId,
          mentorId: mentor.userId,
        }).then((response) => response.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it("holds the rules in the database too", async () => {
    await expect(
      t.db.insert(practiceShares).values({ ownerId: mentee.userId, mentorId: mentor.userId }),
    ).rejects.toThrow();
    await expect(
      t.db.insert(practiceShares).values({
        ownerId: mentee.userId,
        mentorId: mentor.userId,
        interviewSessionId: sessionId,
        tmayAttemptId: attemptId,
      }),
    ).rejects.toThrow();
    const [live] = await t.db
      .select()
      .from(practiceShares)
      .where(
        and(eq(practiceShares.mentorId, mentor.userId), eq(practiceShares.interviewSessionId, sessionId)),
      );
    await expect(
      t.db.insert(practiceShareComments).values({
        shareId: live?.id ?? "",
        authorId: mentor.userId,
        startOffset: 0,
        endOffset: 3,
        quote: "four",
        body: "Mismatched quote length",
      }),
    ).rejects.toThrow();
  });
});
