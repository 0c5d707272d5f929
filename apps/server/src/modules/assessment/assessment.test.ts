import personalityItems from "@bigfive-org/questions/data/en/questions.json" with { type: "json" };
import type { AssessmentHistory, AssessmentResult, AssessmentScores } from "@hatchery/shared";
import { CORE_TEAM_ROLES, ROLE_FIT_COLLECTION } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contentItems } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ASSESSMENT_RATE_LIMIT } from "./assessment.routes";

let t: TestApp;
let owner: CookieJar;
let other: CookieJar;
let roleFitSlugs: string[];

const personalityAnswers = Object.fromEntries(
  personalityItems.map((item) => [item.id, item.keyed === "minus" ? 1 : 5]),
);

beforeAll(async () => {
  // The repository's own role-fit questions, loaded once by the test run's global setup.
  t = await createTestApp({}, { database: "repository-content" });
  owner = (await createVerifiedUser(t.app, t.db, person("owner@assessment.test"), { ip: "198.51.100.60" }))
    .jar;
  other = (await createVerifiedUser(t.app, t.db, person("other@assessment.test"), { ip: "198.51.100.61" }))
    .jar;
  const questions = (await (await call(t.app, "/api/assessment/role-fit/questions")).json()) as {
    questions: { slug: string; options: { text: string }[] }[];
  };
  roleFitSlugs = questions.questions.map((question) => question.slug);
});

afterAll(async () => {
  await t?.close();
});

describe("the role-fit questions", () => {
  it("are public, in order, with options but without their weights", async () => {
    const response = await call(t.app, "/api/assessment/role-fit/questions");
    expect(response.status).toBe(200);
    const { questions } = (await response.json()) as { questions: Record<string, unknown>[] };
    expect(questions.length).toBeGreaterThanOrEqual(24);
    expect(questions[0]).toMatchObject({ slug: "an-angry-customer", title: "An angry customer" });
    expect(JSON.stringify(questions)).not.toContain("weights");
  });
});

/** The options of a stored role-fit question, with their weights (which the API never sends). */
const storedOptions = z.object({
  options: z.array(z.object({ weights: z.record(z.string(), z.number()) })),
});

describe("the role-fit content", () => {
  it("lets every role win: choosing each question's best option for a role puts that role first", async () => {
    const rows = await t.db
      .select({ slug: contentItems.slug, details: contentItems.details })
      .from(contentItems)
      .where(eq(contentItems.collection, ROLE_FIT_COLLECTION));
    const questions = rows.map((row) => ({ slug: row.slug, ...storedOptions.parse(row.details) }));
    for (const role of CORE_TEAM_ROLES) {
      const answers = Object.fromEntries(
        questions.map((question) => {
          const points = question.options.map((option) => option.weights[role] ?? 0);
          return [question.slug, points.indexOf(Math.max(...points))];
        }),
      );
      const scored = (await (
        await call(t.app, "/api/assessment/score", { part: "role-fit", answers }, { ip: "198.51.100.70" })
      ).json()) as AssessmentScores;
      if (scored.part !== "role-fit") throw new Error("expected role-fit scores");
      const [first, second] = [...scored.scores.roles].sort((a, b) => b.share - a.share);
      expect(first?.role, role).toBe(role);
      expect(first?.share).toBe(1);
      expect(second?.share ?? 1).toBeLessThan(0.5);
    }
  });
});

describe("scoring without saving", () => {
  it("scores a visitor's answers and keeps nothing", async () => {
    const response = await call(t.app, "/api/assessment/score", {
      part: "personality",
      answers: personalityAnswers,
    });
    expect(response.status).toBe(200);
    const scored = (await response.json()) as AssessmentScores;
    expect(scored.part).toBe("personality");
    if (scored.part !== "personality") return;
    expect(scored.scores.domains.map((domain) => domain.score)).toEqual([120, 120, 120, 120, 120]);
  });

  it("answers 422 for a part left half done, never 500", async () => {
    const response = await call(t.app, "/api/assessment/score", {
      part: "role-fit",
      answers: { [roleFitSlugs[0] ?? ""]: 0 },
    });
    expect(await errorOf(response)).toMatchObject({ status: 422, code: "validation_failed" });
    const unknownPart = await call(t.app, "/api/assessment/score", { part: "astrology", answers: {} });
    expect(unknownPart.status).toBe(422);
  });
});

describe("saved results", () => {
  const allFirstOptions = () => Object.fromEntries(roleFitSlugs.map((slug) => [slug, 0]));

  it("keeps every retake, newest first, with the server's scores", async () => {
    t.clock.set(new Date("2026-06-01T10:00:00.000Z"));
    const first = await call(
      t.app,
      "/api/assessment/results",
      { part: "role-fit", answers: allFirstOptions() },
      { jar: owner },
    );
    expect(first.status).toBe(201);
    t.clock.set(new Date("2026-06-08T10:00:00.000Z"));
    const lastOptions = Object.fromEntries(roleFitSlugs.map((slug) => [slug, 3]));
    const second = await call(
      t.app,
      "/api/assessment/results",
      { part: "role-fit", answers: lastOptions },
      { jar: owner },
    );
    expect(second.status).toBe(201);
    t.clock.set(new Date("2026-06-09T10:00:00.000Z"));
    const personality = await call(
      t.app,
      "/api/assessment/results",
      { part: "personality", answers: personalityAnswers },
      { jar: owner },
    );
    expect(personality.status).toBe(201);

    const history = (await (
      await call(t.app, "/api/assessment/results?part=role-fit", undefined, { jar: owner })
    ).json()) as AssessmentHistory;
    const saved = [(await second.json()) as AssessmentResult, (await first.json()) as AssessmentResult];
    expect(history.results).toEqual(saved);
    expect(history.results.map((result) => result.takenAt)).toEqual([
      "2026-06-08T10:00:00.000Z",
      "2026-06-01T10:00:00.000Z",
    ]);
    const preview = (await (
      await call(t.app, "/api/assessment/score", { part: "role-fit", answers: lastOptions })
    ).json()) as AssessmentScores;
    expect(saved[0]?.scores).toEqual(preview.scores);

    const everything = (await (
      await call(t.app, "/api/assessment/results", undefined, { jar: owner })
    ).json()) as AssessmentHistory;
    expect(everything.results.map((result) => result.part)).toEqual(["personality", "role-fit", "role-fit"]);
  });

  it("are private: another person and a visitor are told the result does not exist", async () => {
    const mine = (await (
      await call(t.app, "/api/assessment/results", undefined, { jar: owner })
    ).json()) as AssessmentHistory;
    const id = mine.results[0]?.id ?? "";
    expect((await call(t.app, `/api/assessment/results/${id}`, undefined, { jar: owner })).status).toBe(200);
    expect(
      await errorOf(await call(t.app, `/api/assessment/results/${id}`, undefined, { jar: other })),
    ).toMatchObject({
      status: 404,
      message: "Result not found",
    });
    expect((await call(t.app, `/api/assessment/results/${id}`)).status).toBe(404);
    expect((await call(t.app, "/api/assessment/results/not-a-uuid", undefined, { jar: owner })).status).toBe(
      404,
    );
    const theirs = (await (
      await call(t.app, "/api/assessment/results", undefined, { jar: other })
    ).json()) as AssessmentHistory;
    expect(theirs.results).toEqual([]);
  });

  it("are not kept for a visitor", async () => {
    const response = await call(t.app, "/api/assessment/results", {
      part: "role-fit",
      answers: allFirstOptions(),
    });
    expect(response.status).toBe(401);
    expect((await call(t.app, "/api/assessment/results")).status).toBe(401);
  });
});

describe("sharing the role-fit summary", () => {
  it("is off until the person opts in, and is theirs alone", async () => {
    expect(await (await call(t.app, "/api/assessment/sharing", undefined, { jar: owner })).json()).toEqual({
      shareRoleFitWithTeams: false,
    });
    const changed = await call(
      t.app,
      "/api/assessment/sharing",
      { shareRoleFitWithTeams: true },
      { jar: owner, method: "PUT" },
    );
    expect(await changed.json()).toEqual({ shareRoleFitWithTeams: true });
    expect(await (await call(t.app, "/api/assessment/sharing", undefined, { jar: owner })).json()).toEqual({
      shareRoleFitWithTeams: true,
    });
    expect(await (await call(t.app, "/api/assessment/sharing", undefined, { jar: other })).json()).toEqual({
      shareRoleFitWithTeams: false,
    });
    const invalid = await call(
      t.app,
      "/api/assessment/sharing",
      { shareRoleFitWithTeams: "yes" },
      { jar: owner, method: "PUT" },
    );
    expect(invalid.status).toBe(422);
  });
});

describe("the rate limit", () => {
  it(`scores ${ASSESSMENT_RATE_LIMIT.points} parts per 10 minutes from one address, then answers 429`, async () => {
    const send = () =>
      call(t.app, "/api/assessment/score", { part: "role-fit", answers: {} }, { ip: "198.51.100.69" });
    for (let sent = 0; sent < ASSESSMENT_RATE_LIMIT.points; sent += 1)
      expect((await send()).status).toBe(422);
    expect(await errorOf(await send())).toMatchObject({
      status: 429,
      message: ASSESSMENT_RATE_LIMIT.message,
    });
  });
});
