import {
  type SkillsResponse,
  TMAY_MESSAGES,
  TMAY_PART_MAX_CHARS,
  type TmayAttempt,
  type TmayAttemptsResponse,
  type TmayDraft,
  type TmayDraftsResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pointsLedger, tmayDrafts } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let jar: CookieJar;
let other: { jar: CookieJar; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ jar } = await createVerifiedUser(t.app, t.db, person("introducer@example.com")));
  other = await createVerifiedUser(t.app, t.db, person("another-introducer@example.com"));
});
afterAll(async () => {
  await t.close();
});

const DRAFT = {
  present: "I currently lead engineering at a small logistics start-up.",
  past: "Before that I spent four years building payment systems.",
  future: "Next I want to build a team from its first hire, which is why this role appeals to me.",
};

function saveDraft(body: unknown, who: CookieJar | null = jar) {
  return call(t.app, "/api/games/tmay/drafts", body, { jar: who ?? undefined });
}
function saveAttempt(body: unknown, who: CookieJar | null = jar) {
  return call(t.app, "/api/games/tmay/attempts", body, { jar: who ?? undefined });
}
async function listOf<T>(path: string, who: CookieJar): Promise<T> {
  const response = await call(t.app, path, undefined, { jar: who });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

describe("introduction drafts", () => {
  it("saves each draft as a new version and lists them newest first, old versions unchanged", async () => {
    const first = await saveDraft(DRAFT);
    expect(first.status).toBe(201);
    const firstDraft = (await first.json()) as TmayDraft;
    expect(firstDraft).toMatchObject({ version: 1, ...DRAFT });

    const edited = {
      ...DRAFT,
      present: "I currently lead a team of five engineers at a logistics start-up.",
    };
    const second = (await (await saveDraft(edited)).json()) as TmayDraft;
    expect(second.version).toBe(2);
    expect(second.id).not.toBe(firstDraft.id);

    const { items } = await listOf<TmayDraftsResponse>("/api/games/tmay/drafts", jar);
    expect(items.map((draft) => draft.version)).toEqual([2, 1]);
    expect(items[1]).toEqual(firstDraft);
  });

  it("numbers each person's versions on their own, and never shows another person's drafts", async () => {
    const theirs = (await (await saveDraft({ ...DRAFT, past: "" }, other.jar)).json()) as TmayDraft;
    expect(theirs.version).toBe(1);
    const mine = await listOf<TmayDraftsResponse>("/api/games/tmay/drafts", jar);
    expect(mine.items.some((draft) => draft.id === theirs.id)).toBe(false);
    const theirList = await listOf<TmayDraftsResponse>("/api/games/tmay/drafts", other.jar);
    expect(theirList.items.map((draft) => draft.id)).toEqual([theirs.id]);
  });

  it.each([
    ["an empty draft", { present: "", past: "  ", future: "\n" }, TMAY_MESSAGES.emptyDraft],
    [
      "a part over the limit",
      { ...DRAFT, past: "a".repeat(TMAY_PART_MAX_CHARS + 1) },
      TMAY_MESSAGES.longPart,
    ],
    ["a missing part", { present: "I lead a team." }, TMAY_MESSAGES.longPart],
  ])("refuses %s with 422 and the rule", async (_name, body, message) => {
    const response = await saveDraft(body);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it("keeps drafts for signed-in people only", async () => {
    expect((await saveDraft(DRAFT, null)).status).toBe(401);
    expect((await call(t.app, "/api/games/tmay/drafts")).status).toBe(401);
  });

  it("is backed by the database: no empty draft and no version number twice", async () => {
    const [row] = await t.db.select().from(tmayDrafts).where(eq(tmayDrafts.userId, other.userId));
    if (!row) throw new Error("the draft saved above is missing");
    await expect(
      t.db
        .insert(tmayDrafts)
        .values({ userId: other.userId, version: 9, present: " ", past: "", future: "" }),
    ).rejects.toThrow();
    await expect(
      t.db
        .insert(tmayDrafts)
        .values({ userId: other.userId, version: row.version, present: "x", past: "", future: "" }),
    ).rejects.toThrow();
  });
});

const DELIVERY =
  "I currently lead engineering at a twelve-person logistics start-up, where I run a team of five. " +
  "Before that I spent four years as a back-end engineer at a payments company, and our release time went from two weeks to a day. " +
  "Next I want to build a technical team from its first hire, and that is why this role appeals to me.";

describe("timed deliveries", () => {
  it("keeps a delivery with the server's own feedback and lists it", async () => {
    const response = await saveAttempt({
      text: `Um, ${DELIVERY}`,
      mode: "spoken",
      seconds: 15,
      feedback: "ignored",
    });
    expect(response.status).toBe(201);
    const attempt = (await response.json()) as TmayAttempt;
    expect(attempt.feedback.structure.found).toBe(3);
    expect(attempt.feedback.lengthSeconds).toBe(15);
    expect(attempt.feedback.fillers.byWord).toEqual({ um: 1 });
    expect(attempt.feedback.wordsPerMinute).toBe(attempt.feedback.words * 4);
    expect(attempt.feedback.suggestion.kind).toBe("slow-down");

    const typed = (await (
      await saveAttempt({ text: DELIVERY, mode: "typed", seconds: 200 })
    ).json()) as TmayAttempt;
    expect(typed.feedback.wordsPerMinute).toBeNull();

    const { items } = await listOf<TmayAttemptsResponse>("/api/games/tmay/attempts", jar);
    expect(items.map((item) => item.id)).toEqual([typed.id, attempt.id]);
    const theirs = await listOf<TmayAttemptsResponse>("/api/games/tmay/attempts", other.jar);
    expect(theirs.items).toEqual([]);
  });

  it.each([
    ["an empty answer", { text: "   ", mode: "typed", seconds: 10 }, TMAY_MESSAGES.emptyAttempt],
    ["an unknown mode", { text: DELIVERY, mode: "sung", seconds: 10 }, TMAY_MESSAGES.mode],
    ["no seconds", { text: DELIVERY, mode: "typed", seconds: 0 }, TMAY_MESSAGES.seconds],
    ["too many seconds", { text: DELIVERY, mode: "typed", seconds: 601 }, TMAY_MESSAGES.seconds],
    ["a long answer", { text: "word ".repeat(1300), mode: "typed", seconds: 60 }, TMAY_MESSAGES.longAttempt],
  ])("refuses %s with 422 and the rule", async (_name, body, message) => {
    const response = await saveAttempt(body);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
  });

  it("keeps deliveries for signed-in people only", async () => {
    expect((await saveAttempt({ text: DELIVERY, mode: "typed", seconds: 60 }, null)).status).toBe(401);
    expect((await call(t.app, "/api/games/tmay/attempts")).status).toBe(401);
  });

  it("earns points for the day's first delivery only", async () => {
    const player = await createVerifiedUser(t.app, t.db, person("tmay-points@example.com"));
    t.clock.set(new Date("2026-11-29T09:00:00Z"));
    expect((await saveAttempt({ text: DELIVERY, mode: "typed", seconds: 60 }, player.jar)).status).toBe(201);
    expect((await saveAttempt({ text: DELIVERY, mode: "typed", seconds: 60 }, player.jar)).status).toBe(201);
    t.clock.set(new Date("2026-11-30T09:00:00Z"));
    expect((await saveAttempt({ text: DELIVERY, mode: "typed", seconds: 60 }, player.jar)).status).toBe(201);
    t.clock.set(null);
    const rows = await t.db
      .select({ reason: pointsLedger.reason, sourceId: pointsLedger.sourceId, points: pointsLedger.points })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, player.userId), eq(pointsLedger.sourceKind, "game")));
    expect(rows.map((row) => `${row.reason} ${row.sourceId} ${row.points}`).sort()).toEqual([
      "tmay_attempt_completed tmay/2026-11-29 3",
      "tmay_attempt_completed tmay/2026-11-30 3",
    ]);
    // The skills profile (decision 040) counts the deliveries as activity; they measure no role.
    const skills = await call(t.app, "/api/skills", undefined, { jar: player.jar });
    const profile = (await skills.json()) as SkillsResponse;
    expect(profile.hasActivity).toBe(true);
    expect(profile.suggestions.map((one) => one.kind)).not.toContain("practise-introduction");
  });
});
