import type {
  ApplicationDetailResponse,
  ApplicationResponse,
  PositionDetailResponse,
  RoleFitScores,
} from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assessmentResults } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { insertIncubator, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/*
 * The role-fit summary an applicant chose to show to the teams they apply to
 * (docs/decisions/040-skills-profile.md): the team's reviewers see it beside the application, read at
 * each view; nobody else does, and the personality part never leaves its owner.
 */

let t: TestApp;
interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}
let leader: Caller;
let applicant: Caller;
let otherLeader: Caller;
let applicationId: string;

async function signedUp(name: string, index: number): Promise<Caller> {
  const ip = `203.0.113.${160 + index}`;
  const { jar, userId } = await createVerifiedUser(
    t.app,
    t.db,
    person(`${name.toLowerCase()}@role-fit-sharing.test`, { firstName: name }),
    { ip },
  );
  return { jar, ip, userId };
}

function as(caller: Caller | null, path: string, body?: unknown, method?: string) {
  return call(t.app, path, body, { jar: caller?.jar, ip: caller?.ip ?? "203.0.113.250", method });
}

const ROLE_FIT: RoleFitScores = {
  roles: [
    { role: "ceo", points: 35, max: 70, share: 0.5 },
    { role: "cto", points: 71, max: 71, share: 1 },
    { role: "cco", points: 23, max: 69, share: 1 / 3 },
    { role: "cgo", points: 17, max: 68, share: 0.25 },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  leader = await signedUp("Leader", 1);
  applicant = await signedUp("Applicant", 2);
  otherLeader = await signedUp("Otherleader", 3);
  const incubator = await insertIncubator(t.db);
  await joinIncubatorAs(t.db, leader.userId, incubator.id, "subscriber");
  await joinIncubatorAs(t.db, otherLeader.userId, incubator.id, "subscriber");
  await joinIncubatorAs(t.db, applicant.userId, incubator.id, "guest");
  const team = await insertTeam(t.db, incubator.id, leader.userId);
  await insertTeam(t.db, incubator.id, otherLeader.userId);
  await t.db.insert(assessmentResults).values([
    {
      userId: applicant.userId,
      part: "role-fit" as const,
      answers: {},
      scores: { roles: ROLE_FIT.roles.map((role) => ({ ...role, share: 0.1 })) },
      takenAt: new Date("2026-01-05T10:00:00Z"),
    },
    {
      userId: applicant.userId,
      part: "role-fit" as const,
      answers: {},
      scores: ROLE_FIT,
      takenAt: new Date("2026-06-01T10:00:00Z"),
    },
    {
      userId: applicant.userId,
      part: "personality" as const,
      answers: {},
      scores: { domains: [] },
      takenAt: new Date("2026-07-01T10:00:00Z"),
    },
  ]);
  const opened = await as(leader, `/api/teams/${team.slug}/positions`, {
    title: "Backend engineer",
    description: "Builds the API.",
    hoursPerWeek: 10,
    isRemote: true,
    offers: "Equity",
  });
  const { position } = (await opened.json()) as PositionDetailResponse;
  const applied = await as(applicant, `/api/positions/${position.id}/applications`, { message: "Hello" });
  applicationId = ((await applied.json()) as ApplicationResponse).application.id;
}, 120_000);
afterAll(() => t.close());

async function detailFor(caller: Caller) {
  const response = await as(caller, `/api/applications/${applicationId}`);
  return { status: response.status, body: (await response.json()) as ApplicationDetailResponse };
}

const share = (on: boolean) => as(applicant, "/api/assessment/sharing", { shareRoleFitWithTeams: on }, "PUT");

describe("the applicant's role-fit summary on an application", () => {
  it("is hidden from the team while the applicant has not opted in", async () => {
    const { status, body } = await detailFor(leader);
    expect(status).toBe(200);
    expect(body.applicantRoleFit).toBeNull();
  });

  it("shows the team's reviewer the latest role fit once opted in: four shares and the date, nothing else", async () => {
    expect((await share(true)).status).toBe(200);
    const { body } = await detailFor(leader);
    expect(body.applicantRoleFit).toEqual({
      takenAt: "2026-06-01T10:00:00.000Z",
      roles: ROLE_FIT.roles.map(({ role, share }) => ({ role, share })),
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain("domains");
    expect(text).not.toContain("answers");
    expect(text).not.toContain("points");
  });

  it("never shows it to another team's leader, a visitor, nor in the applicant's own view", async () => {
    expect((await detailFor(otherLeader)).status).toBe(404);
    expect((await as(null, `/api/applications/${applicationId}`)).status).toBe(401);
    expect((await detailFor(applicant)).body.applicantRoleFit).toBeNull();
  });

  it("disappears at once when the applicant turns sharing off", async () => {
    expect((await share(false)).status).toBe(200);
    expect((await detailFor(leader)).body.applicantRoleFit).toBeNull();
  });
});
