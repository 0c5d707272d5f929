import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type AcceptInviteResponse,
  type CreateInviteResponse,
  type IncubatorMembersResponse,
  type InviteListResponse,
  type InviteResponse,
  POSITION_INVITATION_MESSAGES,
  type PositionInvitationResponse,
  type TeamCandidatesResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailOutbox,
  incubatorMembers,
  incubators,
  jobs,
  notifications,
  positions,
  teamMembers,
  teams,
  userProfiles,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Candidates with their reasons, inviting one to apply, and an incubator's members (decision 065). */

let t: TestApp;
let dataDir: string;
const NAMES = ["leader", "candidate", "flexible", "teammate", "outsider", "admin"] as const;
type Name = (typeof NAMES)[number];
const jars = {} as Record<Name, CookieJar>;
const ids = {} as Record<Name, string>;
let teamSlug: string;
let ctoPositionId: string;
let growthPositionId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-community-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const [index, name] of NAMES.entries()) {
    const created = await createVerifiedUser(
      t.app,
      t.db,
      person(`${name}@community.test`, {
        firstName: name[0]?.toUpperCase() + name.slice(1),
        lastName: "Tester",
      }),
      { roles: name === "admin" ? ["admin"] : [], ip: `198.51.100.${60 + index}` },
    );
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  const [lab, other] = await t.db
    .insert(incubators)
    .values([
      { name: "Community Lab", slug: "community-lab" },
      { name: "Other Lab", slug: "other-lab" },
    ])
    .returning({ id: incubators.id });
  const labId = lab?.id as string;
  await t.db.insert(incubatorMembers).values([
    { incubatorId: labId, userId: ids.leader, membershipTier: "subscriber" },
    { incubatorId: labId, userId: ids.candidate, membershipTier: "guest" },
    { incubatorId: labId, userId: ids.flexible, membershipTier: "guest" },
    { incubatorId: labId, userId: ids.teammate, membershipTier: "guest" },
    { incubatorId: other?.id as string, userId: ids.outsider, membershipTier: "subscriber" },
  ]);
  const [team] = await t.db
    .insert(teams)
    .values({ incubatorId: labId, slug: "rocket-crew", name: "Rocket Crew", tagline: "We fly" })
    .returning({ id: teams.id, slug: teams.slug });
  teamSlug = team?.slug as string;
  const teamId = team?.id as string;
  await t.db.insert(teamMembers).values([
    { teamId, userId: ids.leader, isLeader: true, coreRole: "ceo" },
    { teamId, userId: ids.teammate, coreRole: "cco" },
  ]);
  const opened = await t.db
    .insert(positions)
    .values([
      {
        teamId,
        incubatorId: labId,
        title: "Technical co-founder",
        description: "Build the app with React and PostgreSQL",
        coreRole: "cto",
        hoursPerWeek: 15,
      },
      {
        teamId,
        incubatorId: labId,
        title: "Growth lead",
        description: "Find users",
        coreRole: "cgo",
        hoursPerWeek: 10,
      },
    ])
    .returning({ id: positions.id });
  ctoPositionId = opened[0]?.id as string;
  growthPositionId = opened[1]?.id as string;
  await t.db.insert(userProfiles).values([
    {
      userId: ids.candidate,
      preferredRoles: ["cto"],
      rolePreference: "must_have",
      skills: ["react", "figma"],
      hoursPerWeek: 20,
    },
    { userId: ids.flexible, preferredRoles: ["cgo", "cco"], rolePreference: "flexible", hoursPerWeek: 5 },
    { userId: ids.outsider, preferredRoles: ["cto"] },
  ]);
}, 120_000);

afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function as(name: Name | null, target: string, body?: unknown, method?: string) {
  return call(t.app, target, body, {
    jar: name ? jars[name] : undefined,
    method,
    ip: `198.51.100.${80 + (name ? NAMES.indexOf(name) : 9)}`,
  });
}

const invite = (by: Name | null, positionId: string, userId: string) =>
  as(by, `/api/positions/${positionId}/invitations`, { userId });

describe("the team's candidates", () => {
  it("say why each is suggested: the open roles they want, their skills in a position, their hours", async () => {
    const response = await as("leader", `/api/teams/${teamSlug}/candidates`);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as TeamCandidatesResponse;
    expect(items.map((item) => item.user.id)).toEqual([ids.candidate, ids.flexible]);
    const [candidate, flexible] = items;
    expect(candidate?.user.handle).toMatch(/^candidate-tester/);
    expect(candidate?.reasons).toEqual([
      { kind: "roles", roles: ["cto"], strictness: "must_have" },
      { kind: "skills", skills: ["react"] },
      { kind: "hours", hoursPerWeek: 20, positionHours: 15 },
    ]);
    expect(candidate?.suggestedPositionId).toBe(ctoPositionId);
    // The CCO role is held: only the growth role is a reason; 5 hours cover no open position.
    expect(flexible?.reasons).toEqual([{ kind: "roles", roles: ["cgo"], strictness: "flexible" }]);
    expect(flexible?.suggestedPositionId).toBe(growthPositionId);
  });
});

describe("inviting a candidate to apply", () => {
  it("is for the team's leader only", async () => {
    for (const name of ["teammate", "candidate", "outsider"] as const) {
      expect((await invite(name, ctoPositionId, ids.flexible)).status).toBe(403);
    }
    expect((await invite(null, ctoPositionId, ids.flexible)).status).toBe(401);
  });

  it("refuses someone outside the incubator and a member of the team, in words", async () => {
    const outside = await invite("leader", ctoPositionId, ids.outsider);
    expect(await errorOf(outside)).toMatchObject({
      status: 422,
      message: POSITION_INVITATION_MESSAGES.notIncubatorMember,
    });
    const teammate = await invite("leader", ctoPositionId, ids.teammate);
    expect(await errorOf(teammate)).toMatchObject({
      status: 409,
      message: POSITION_INVITATION_MESSAGES.alreadyTeamMember,
    });
  });

  it("notifies the candidate with their link, emails it, refuses a second one, and leads to an application", async () => {
    const response = await invite("leader", ctoPositionId, ids.candidate);
    expect(response.status, await response.clone().text()).toBe(201);
    const { invitation } = (await response.json()) as PositionInvitationResponse;
    expect(invitation).toMatchObject({ positionId: ctoPositionId, invitedUserId: ids.candidate });

    const [notification] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ids.candidate), eq(notifications.kind, "application")));
    expect(notification?.title).toBe(
      "Leader Tester invited you to apply to the Technical co-founder position at Rocket Crew",
    );
    expect(notification?.url).toMatch(/^\/position-invite\/[A-Za-z0-9_-]{43}$/);
    const queued = await t.db.select().from(jobs).where(eq(jobs.name, "notifications.email"));
    expect(
      queued.some((job) => (job.payload as { notificationId: string }).notificationId === notification?.id),
    ).toBe(true);
    await deliverNotificationEmails(t.db, t.env);
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "candidate@community.test"));
    const invitationMail = mails.find((mail) => mail.subject.includes("Technical co-founder"));
    expect(invitationMail?.textBody).toContain(notification?.url);

    const again = await invite("leader", ctoPositionId, ids.candidate);
    expect(await errorOf(again)).toMatchObject({
      status: 409,
      message: POSITION_INVITATION_MESSAGES.alreadyInvited,
    });
    const listed = (await (
      await as("leader", `/api/teams/${teamSlug}/candidates`)
    ).json()) as TeamCandidatesResponse;
    expect(listed.items.find((item) => item.user.id === ids.candidate)?.positions).toEqual([
      { positionId: ctoPositionId, standing: "invited" },
    ]);

    const token = notification?.url.split("/").at(-1) as string;
    const stranger = await as("flexible", `/api/position-invites/${token}/accept`, { message: "" });
    expect(await errorOf(stranger)).toMatchObject({
      status: 403,
      message: POSITION_INVITATION_MESSAGES.notForYou,
    });
    const accepted = await as("candidate", `/api/position-invites/${token}/accept`, {
      message: "Count me in",
    });
    expect(accepted.status, await accepted.clone().text()).toBe(201);
    expect(((await accepted.json()) as AcceptInviteResponse).application.status).toBe("pending");

    const applied = await invite("leader", ctoPositionId, ids.candidate);
    expect(await errorOf(applied)).toMatchObject({
      status: 409,
      message: POSITION_INVITATION_MESSAGES.alreadyApplied,
    });
    const after = (await (
      await as("leader", `/api/teams/${teamSlug}/candidates`)
    ).json()) as TeamCandidatesResponse;
    expect(after.items.find((item) => item.user.id === ids.candidate)?.positions).toEqual([
      { positionId: ctoPositionId, standing: "applied" },
    ]);
  });

  it("shows the leader whom each invitation was for, an open link as for anyone, and nobody else", async () => {
    const made = await invite("leader", growthPositionId, ids.flexible);
    expect(made.status, await made.clone().text()).toBe(201);
    const { invitation } = (await made.json()) as PositionInvitationResponse;
    const open = await as("leader", `/api/positions/${growthPositionId}/invites`, { maxUses: 5 });
    expect(open.status).toBe(201);
    const { invite: openLink } = (await open.json()) as CreateInviteResponse;
    expect(openLink.invitedUser).toBeNull();

    const listed = await as("leader", `/api/positions/${growthPositionId}/invites`);
    expect(listed.status).toBe(200);
    const { items } = (await listed.json()) as InviteListResponse;
    expect(items.map((item) => [item.id, item.invitedUser?.name ?? null, item.state])).toEqual([
      [openLink.id, null, "active"],
      [invitation.id, "Flexible Tester", "active"],
    ]);
    expect(items[1]?.invitedUser).toEqual({
      id: ids.flexible,
      name: "Flexible Tester",
      image: null,
      handle: expect.stringMatching(/^flexible-tester/),
    });
    for (const name of ["teammate", "flexible", "outsider"] as const) {
      expect((await as(name, `/api/positions/${growthPositionId}/invites`)).status).toBe(403);
    }
    expect((await as(null, `/api/positions/${growthPositionId}/invites`)).status).toBe(401);

    // Revoking answers the invitation still naming its candidate.
    const revoked = await as("leader", `/api/invites/${invitation.id}`, undefined, "DELETE");
    expect(((await revoked.json()) as InviteResponse).invite).toMatchObject({
      state: "revoked",
      invitedUser: { id: ids.flexible, name: "Flexible Tester" },
    });
  });

  it("answers an unknown position 404 and an empty body 422", async () => {
    expect((await invite("leader", "00000000-0000-4000-8000-000000000000", ids.flexible)).status).toBe(404);
    expect((await as("leader", `/api/positions/${growthPositionId}/invitations`, {})).status).toBe(422);
  });
});

describe("an incubator's members", () => {
  it("are listed by name with their teams and roles for its members, and searched by name", async () => {
    const response = await as("candidate", "/api/incubators/community-lab/members");
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as IncubatorMembersResponse;
    expect(items.map((item) => item.person.name)).toEqual([
      "Candidate Tester",
      "Flexible Tester",
      "Leader Tester",
      "Teammate Tester",
    ]);
    expect(items.find((item) => item.person.id === ids.leader)).toMatchObject({
      tier: "subscriber",
      teams: [{ slug: "rocket-crew", name: "Rocket Crew", coreRole: "ceo", isLeader: true }],
    });
    expect(items.find((item) => item.person.id === ids.candidate)?.preferredRoles).toEqual(["cto"]);

    const searched = (await (
      await as("leader", "/api/incubators/community-lab/members?search=flex")
    ).json()) as IncubatorMembersResponse;
    expect(searched.items.map((item) => item.person.id)).toEqual([ids.flexible]);
    const wildcard = (await (
      await as("leader", "/api/incubators/community-lab/members?search=%25")
    ).json()) as IncubatorMembersResponse;
    expect(wildcard.items).toEqual([]);

    const firstPage = (await (
      await as("leader", "/api/incubators/community-lab/members?limit=3")
    ).json()) as IncubatorMembersResponse;
    expect(firstPage.items).toHaveLength(3);
    const secondPage = (await (
      await as("leader", `/api/incubators/community-lab/members?limit=3&cursor=${firstPage.nextCursor}`)
    ).json()) as IncubatorMembersResponse;
    expect(secondPage.items.map((item) => item.person.id)).toEqual([ids.teammate]);
    expect(secondPage.nextCursor).toBeNull();
  });

  it("are for those inside the incubator and administrators: others 403, visitors 401, no incubator 404", async () => {
    expect((await as("outsider", "/api/incubators/community-lab/members")).status).toBe(403);
    expect((await as(null, "/api/incubators/community-lab/members")).status).toBe(401);
    expect((await as("admin", "/api/incubators/community-lab/members")).status).toBe(200);
    expect((await as("leader", "/api/incubators/no-such-lab/members")).status).toBe(404);
    expect(
      (await as("leader", `/api/incubators/community-lab/members?search=${"x".repeat(101)}`)).status,
    ).toBe(422);
  });
});
