import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SkillsResponse } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessmentResults } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";
import { loadRepositoryContent } from "../content/content-loader";

/*
 * The skills profile from known data (docs/decisions/040-skills-profile.md). The library holds, by
 * role: CEO one article (What a CTO does, starter), CTO three (What a CTO does and Choosing a stack,
 * starters; On call, practitioner), CCO one (Qualifying a lead), CGO none.
 */

const FIXTURES = path.resolve(import.meta.dirname, "../../test/content-fixtures");

function article(title: string, order: number, level: string) {
  return `---
kind: article
title: ${title}
summary: About ${title.toLowerCase()}.
roles: [CTO]
level: ${level}
order: ${order}
tags: [engineering]
questions:
  - prompt: Is this a test?
    options: [Yes, No]
    answer: 0
    explanation: It is one.
  - prompt: Which comes first?
    options: [The second, The first]
    answer: 1
    explanation: The first comes first.
---

Some words about ${title.toLowerCase()}.
`;
}

let t: TestApp;
let folder: string;
let reader: { jar: CookieJar; userId: string };
let newcomer: { jar: CookieJar; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(path.join(tmpdir(), "skills-content-"));
  await cp(FIXTURES, folder, { recursive: true });
  const techRoles = path.join(folder, "library/tech-roles");
  await writeFile(path.join(techRoles, "choosing-a-stack.md"), article("Choosing a stack", 20, "starter"));
  await writeFile(path.join(techRoles, "on-call.md"), article("On call", 30, "practitioner"));
  await loadRepositoryContent(t.db, folder, TEST_PUBLIC_URL);
  reader = await createVerifiedUser(t.app, t.db, person("reader@skills.test"), { ip: "198.51.100.80" });
  newcomer = await createVerifiedUser(t.app, t.db, person("newcomer@skills.test"), { ip: "198.51.100.81" });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

async function skillsOf(jar: CookieJar): Promise<SkillsResponse> {
  const response = await call(t.app, "/api/skills", undefined, { jar });
  expect(response.status).toBe(200);
  return (await response.json()) as SkillsResponse;
}

const details = (skills: SkillsResponse) =>
  Object.fromEntries(skills.roles.map((role) => [role.role, role.measures.map((m) => [m.source, m.detail])]));

describe("the skills profile", () => {
  it("asks a visitor to sign in", async () => {
    expect(await errorOf(await call(t.app, "/api/skills"))).toMatchObject({ status: 401 });
  });

  it("shows a new person the library's totals per role, no activity, and how to start", async () => {
    const skills = await skillsOf(newcomer.jar);
    expect(skills.hasActivity).toBe(false);
    expect(skills.points).toBe(0);
    expect(details(skills)).toEqual({
      ceo: [["library", "0 of 1 articles mastered, 0 read"]],
      cto: [["library", "0 of 3 articles mastered, 0 read"]],
      cco: [["library", "0 of 1 articles mastered, 0 read"]],
      cgo: [["library", "0 of 0 articles mastered, 0 read"]],
    });
    // Every role is as weak as the others: the first, CEO, gets the starter article.
    expect(skills.suggestions.map((one) => [one.kind, one.href])).toEqual([
      ["take-role-fit", "/assessment"],
      ["next-article", "/library/tech-roles/what-a-cto-does"],
      // Interview practice (decision 045): the focus role's questions, not practised yet.
      ["practise-interview", "/games/interview"],
    ]);
  });

  it("counts mastery and points, continues the open article, follows the leading role and offers a retake", async () => {
    t.clock.set(new Date("2026-11-20T09:00:00Z"));
    const answered = await call(
      t.app,
      "/api/library/articles/tech-roles/choosing-a-stack/answers",
      { answers: [0, 1] },
      { jar: reader.jar },
    );
    expect(answered.status).toBe(200);
    const opened = await call(t.app, "/api/library/articles/tech-roles/on-call", undefined, {
      jar: reader.jar,
    });
    expect(opened.status).toBe(200);
    await t.db.insert(assessmentResults).values({
      userId: reader.userId,
      part: "role-fit",
      answers: {},
      scores: {
        roles: [
          { role: "ceo", points: 14, max: 70, share: 0.2 },
          { role: "cto", points: 64, max: 71, share: 0.9 },
          { role: "cco", points: 28, max: 69, share: 0.4 },
          { role: "cgo", points: 34, max: 68, share: 0.5 },
        ],
      },
      takenAt: new Date("2026-03-01T10:00:00Z"),
    });

    const skills = await skillsOf(reader.jar);
    expect(skills.hasActivity).toBe(true);
    expect(skills.points).toBe(5);
    expect(details(skills)).toEqual({
      ceo: [
        ["library", "0 of 1 articles mastered, 0 read"],
        ["role-fit", "20% in the role-fit part of 2026-03-01"],
      ],
      cto: [
        ["library", "1 of 3 articles mastered, 1 read"],
        ["role-fit", "90% in the role-fit part of 2026-03-01"],
      ],
      cco: [
        ["library", "0 of 1 articles mastered, 0 read"],
        ["role-fit", "40% in the role-fit part of 2026-03-01"],
      ],
      cgo: [
        ["library", "0 of 0 articles mastered, 0 read"],
        ["role-fit", "50% in the role-fit part of 2026-03-01"],
      ],
    });
    expect(skills.roles.find((role) => role.role === "cto")?.measures[0]?.share).toBeCloseTo(1 / 3);
    // The role fit leans to CTO: its next unread starter article, not the one to continue.
    expect(skills.suggestions).toEqual([
      {
        kind: "continue-article",
        title: "Continue “On call”",
        detail: "Pick up where you left off in the library.",
        href: "/library/tech-roles/on-call",
      },
      {
        kind: "next-article",
        title: "Read “What a CTO does”",
        detail: "A starter article for the CTO role.",
        href: "/library/tech-roles/what-a-cto-does",
      },
      {
        kind: "retake-role-fit",
        title: "Retake the role-fit part",
        detail: "Your latest result is from 2026-03-01; see how it has moved.",
        href: "/assessment",
      },
    ]);
  });

  it("offers no retake of a recent result, and shows each person only their own profile", async () => {
    t.clock.set(new Date("2026-08-31T09:00:00Z"));
    const skills = await skillsOf(reader.jar);
    expect(skills.suggestions.map((one) => one.kind)).toEqual([
      "continue-article",
      "next-article",
      "practise-interview",
    ]);
    const other = await skillsOf(newcomer.jar);
    expect(other.points).toBe(0);
    expect(other.hasActivity).toBe(false);
  });
});
