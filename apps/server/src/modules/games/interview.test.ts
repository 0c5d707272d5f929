import {
  INTERVIEW_MESSAGES,
  type InterviewQuestion,
  type InterviewQuestionsResponse,
  type InterviewSession,
  type InterviewSessionsResponse,
  type SkillsResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interviewAnswers, pointsLedger } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { loadRepositoryFolders } from "../../test/repository-content";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let jar: CookieJar;
let other: { jar: CookieJar; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  await loadRepositoryFolders(t.db, ["games/interview", "library"]);
  ({ jar } = await createVerifiedUser(t.app, t.db, person("candidate@example.com")));
  other = await createVerifiedUser(t.app, t.db, person("someone-else@example.com"));
});
afterAll(async () => {
  await t.close();
});

async function questions(query: string): Promise<InterviewQuestion[]> {
  const response = await call(t.app, `/api/games/interview/questions?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as InterviewQuestionsResponse).questions;
}

/** Saves as the candidate, as another person, or (null) as a visitor. */
function save(body: unknown, who: CookieJar | null = jar) {
  return call(t.app, "/api/games/interview/sessions", body, { jar: who ?? undefined });
}

const ANSWER =
  "In my last job I sent a newsletter to the wrong list. I told the owner straight away and apologised. " +
  "I fixed the list and contacted every person affected. As a result nobody cancelled, and since then I " +
  "check the list name before pressing send.";

describe("interview questions", () => {
  it.each([
    ["behavioural", 3],
    ["cto", 5],
    ["cgo", 8],
  ])("draws %s questions, %i of them, each once, with key points and a target", async (group, count) => {
    const dealt = await questions(`group=${group}&count=${count}`);
    expect(dealt).toHaveLength(count);
    expect(new Set(dealt.map((question) => question.id)).size).toBe(count);
    for (const question of dealt) {
      expect(question.id.startsWith(`${group}/`)).toBe(true);
      expect(question.keyPoints.length).toBeGreaterThanOrEqual(2);
      expect(question.keyPoints[0]?.cues.length).toBeGreaterThan(0);
      expect(question.targetSeconds).toBeGreaterThanOrEqual(30);
    }
  });

  it("refuses an unknown group or count with the rule", async () => {
    const badGroup = await errorOf(await call(t.app, "/api/games/interview/questions?group=cfo&count=3"));
    expect(badGroup.status).toBe(422);
    const badCount = await call(t.app, "/api/games/interview/questions?group=ceo&count=4");
    expect(badCount.status).toBe(422);
    expect(JSON.stringify(await badCount.json())).toContain(INTERVIEW_MESSAGES.count);
  });
});

describe("keeping a session", () => {
  it("keeps the answers with feedback the server computed, ignoring any the browser sends", async () => {
    const [first, second, third] = await questions("group=behavioural&count=3");
    if (!first || !second || !third) throw new Error("three questions were dealt");
    const response = await save({
      group: "behavioural",
      answers: [
        { questionId: first.id, text: ANSWER, mode: "typed", seconds: 95, feedback: { words: 9999 } },
        { questionId: second.id, text: "So, um, like, I basically fixed it.", mode: "spoken", seconds: 6 },
        { questionId: third.id, text: ANSWER, mode: "spoken", seconds: null },
      ],
    });
    expect(response.status).toBe(201);
    const session = (await response.json()) as InterviewSession;
    expect(session).toMatchObject({ group: "behavioural", answerCount: 3 });
    expect(session.answers.map((answer) => answer.question)).toEqual([
      first.title,
      second.title,
      third.title,
    ]);
    const [typed, spoken, untimed] = session.answers;
    expect(typed?.feedback.words).toBe(ANSWER.split(/\s+/).length);
    expect(typed?.feedback.wordsPerMinute).toBeNull();
    expect(spoken?.feedback.fillers.byWord).toMatchObject({ um: 1, so: 1, like: 1, basically: 1 });
    expect(spoken?.feedback.wordsPerMinute).toBe(70);
    expect(untimed?.feedback.wordsPerMinute).toBeNull();
    expect(session.wordsPerMinute).toBe(70);
    expect(session.keyPointsTotal).toBe(
      first.keyPoints.length + second.keyPoints.length + third.keyPoints.length,
    );
    const stored = await t.db
      .select({ text: interviewAnswers.text, position: interviewAnswers.position })
      .from(interviewAnswers)
      .where(eq(interviewAnswers.sessionId, session.id));
    expect(stored.map((row) => row.position).sort()).toEqual([1, 2, 3]);
    expect(stored.find((row) => row.position === 2)?.text).toBe("So, um, like, I basically fixed it.");
  });

  it("earns points once per session, and only the day's first session of a group", async () => {
    t.clock.set(new Date("2026-11-29T09:00:00Z"));
    const person2 = await createVerifiedUser(t.app, t.db, person("points@example.com"));
    const dealt = await questions("group=ceo&count=3");
    const body = {
      group: "ceo",
      answers: dealt.map((question) => ({
        questionId: question.id,
        text: ANSWER,
        mode: "typed",
        seconds: 60,
      })),
    };
    expect((await save(body, person2.jar)).status).toBe(201);
    expect((await save(body, person2.jar)).status).toBe(201);
    t.clock.set(new Date("2026-11-30T09:00:00Z"));
    expect((await save(body, person2.jar)).status).toBe(201);
    t.clock.set(null);
    const rows = await t.db
      .select({ reason: pointsLedger.reason, sourceId: pointsLedger.sourceId, points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, person2.userId), eq(pointsLedger.sourceKind, "game")));
    expect(rows.map((row) => `${row.reason} ${row.sourceId} ${row.points}`).sort()).toEqual([
      "interview_session_completed interview/ceo/2026-11-29 3",
      "interview_session_completed interview/ceo/2026-11-30 3",
    ]);

    // The skills profile (decision 040) shows the practice of the CEO role, and suggests no more of it.
    const skills = await call(t.app, "/api/skills", undefined, { jar: person2.jar });
    const profile = (await skills.json()) as SkillsResponse;
    const ceo = profile.roles.find((role) => role.role === "ceo");
    expect(ceo?.measures.find((measure) => measure.source === "interview")?.detail).toMatch(
      /^3 sessions, \d+ of \d+ key points covered$/,
    );
    expect(
      profile.roles.find((role) => role.role === "cto")?.measures.map((measure) => measure.source),
    ).not.toContain("interview");
  });

  it("is for signed-in people only", async () => {
    const [question] = await questions("group=cto&count=3");
    const response = await save(
      { group: "cto", answers: [{ questionId: question?.id, text: ANSWER, mode: "typed", seconds: 10 }] },
      null,
    );
    expect(response.status).toBe(401);
  });

  describe("refuses, with the rule, a session", () => {
    let ids: string[];
    beforeAll(async () => {
      ids = (await questions("group=cco&count=3")).map((question) => question.id);
    });
    const answer = (questionId: string, text = ANSWER) => ({ questionId, text, mode: "typed", seconds: 30 });

    async function refusal(body: unknown): Promise<string> {
      const response = await save(body);
      expect(response.status).toBe(422);
      return JSON.stringify(await response.json());
    }

    it("with an empty answer", async () => {
      expect(await refusal({ group: "cco", answers: [answer(ids[0] ?? "", "   \n ")] })).toContain(
        INTERVIEW_MESSAGES.emptyAnswer,
      );
    });

    it("with an answer of 100 KB", async () => {
      const text = "word ".repeat(20_480);
      expect(await refusal({ group: "cco", answers: [answer(ids[0] ?? "", text)] })).toContain(
        INTERVIEW_MESSAGES.longAnswer,
      );
    });

    it("answering one question twice", async () => {
      const id = ids[0] ?? "";
      expect(await refusal({ group: "cco", answers: [answer(id), answer(id)] })).toContain(
        INTERVIEW_MESSAGES.duplicate,
      );
    });

    it("answering a question that is not the group's, or none at all", async () => {
      const [behavioural] = await questions("group=behavioural&count=3");
      expect(await refusal({ group: "cco", answers: [answer(behavioural?.id ?? "")] })).toContain(
        INTERVIEW_MESSAGES.unknownQuestion,
      );
      expect(await refusal({ group: "cco", answers: [answer("cco/no-such-question")] })).toContain(
        INTERVIEW_MESSAGES.unknownQuestion,
      );
      expect(await refusal({ group: "cco", answers: [] })).toContain(INTERVIEW_MESSAGES.answerCount);
    });

    it("with a mode or time that is not one", async () => {
      const id = ids[0] ?? "";
      expect(await refusal({ group: "cco", answers: [{ ...answer(id), mode: "sung" }] })).toContain(
        INTERVIEW_MESSAGES.mode,
      );
      expect(await refusal({ group: "cco", answers: [{ ...answer(id), seconds: -1 }] })).toContain(
        INTERVIEW_MESSAGES.seconds,
      );
    });
  });
});

describe("reading sessions", () => {
  it("pages the person's sessions newest first, and shows nobody else's", async () => {
    const reader = await createVerifiedUser(t.app, t.db, person("pager@example.com"));
    const [question] = await questions("group=cgo&count=3");
    const made: string[] = [];
    for (let index = 0; index < 5; index++) {
      t.clock.set(new Date(Date.UTC(2026, 10, 1 + index, 9)));
      const response = await save(
        { group: "cgo", answers: [{ questionId: question?.id, text: ANSWER, mode: "typed", seconds: 40 }] },
        reader.jar,
      );
      made.push(((await response.json()) as InterviewSession).id);
    }
    t.clock.set(null);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : "?limit=2";
      const response = await call(t.app, `/api/games/interview/sessions${query}`, undefined, {
        jar: reader.jar,
      });
      expect(response.status).toBe(200);
      const page = (await response.json()) as InterviewSessionsResponse;
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual([...made].reverse());

    const theirs = await call(t.app, "/api/games/interview/sessions", undefined, { jar: other.jar });
    expect(((await theirs.json()) as InterviewSessionsResponse).items).toEqual([]);
    const badCursor = await call(t.app, "/api/games/interview/sessions?cursor=nonsense", undefined, {
      jar: reader.jar,
    });
    expect(badCursor.status).toBe(422);
  });

  it("opens one's own session, and answers not found for another's or an unknown id", async () => {
    const list = await call(t.app, "/api/games/interview/sessions", undefined, { jar });
    const [mine] = ((await list.json()) as InterviewSessionsResponse).items;
    if (!mine) throw new Error("the first test kept a session");
    const own = await call(t.app, `/api/games/interview/sessions/${mine.id}`, undefined, { jar });
    expect(own.status).toBe(200);
    expect(((await own.json()) as InterviewSession).answers).toHaveLength(3);

    const another = await call(t.app, `/api/games/interview/sessions/${mine.id}`, undefined, {
      jar: other.jar,
    });
    expect(another.status).toBe(404);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const unknown = await call(t.app, `/api/games/interview/sessions/${id}`, undefined, { jar });
      expect(unknown.status).toBe(404);
    }
    expect((await call(t.app, `/api/games/interview/sessions/${mine.id}`)).status).toBe(401);
  });
});
