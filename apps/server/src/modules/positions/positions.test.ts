import { createHash } from "node:crypto";
import type { NotificationListResponse } from "@hatchery/shared";
import {
  type AcceptInviteResponse,
  type ApplicationDetailResponse,
  type ApplicationListResponse,
  type ApplicationResponse,
  type CreateInviteResponse,
  coreRoleTakenMessage,
  type IncubatorPositionsResponse,
  type InviteListResponse,
  leadershipNeedsSubscriptionMessage,
  type PositionDetailResponse,
  type PositionInviteResponse,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  events,
  incubatorMembers,
  positionInvites,
  positions,
  teamApplicationSteps,
  teamApplications,
  teamMembers,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { insertIncubator, insertPerson, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { APPLICATION_EMAIL_KINDS } from "./application-emails";

/** Positions, applications and invite links through the API: every rule and its words. */

let t: TestApp;
interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
  email: string;
}
let leader: Caller;
let applicant: Caller;
let outsider: Caller;
let incubator: { id: string; slug: string; name: string };
let team: { id: string; slug: string; name: string };

async function signedUp(name: string, index: number): Promise<Caller> {
  const email = `${name.toLowerCase()}@positions.test`;
  const ip = `203.0.113.${100 + index}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(email, { firstName: name }), { ip });
  return { jar, ip, userId, email };
}

beforeAll(async () => {
  t = await createTestApp();
  leader = await signedUp("Leader", 1);
  applicant = await signedUp("Applicant", 2);
  outsider = await signedUp("Outsider", 3);
  incubator = await insertIncubator(t.db);
  await joinIncubatorAs(t.db, leader.userId, incubator.id, "subscriber");
  await joinIncubatorAs(t.db, applicant.userId, incubator.id, "guest");
  team = await insertTeam(t.db, incubator.id, leader.userId);
  // Three sign-ups with password hashing: generous on a loaded machine.
}, 120_000);
afterAll(() => t.close());
beforeEach(() => {
  t.clock.set(new Date("2031-03-10T12:00:00Z"));
});

function as(caller: Caller | null, path: string, body?: unknown, method?: string) {
  return call(t.app, path, body, { jar: caller?.jar, ip: caller?.ip ?? "203.0.113.250", method });
}

const POSITION = {
  title: "Backend engineer",
  description: "Builds the API.",
  hoursPerWeek: 10,
  isRemote: true,
  offers: "Equity",
};

async function openPosition(fields: Record<string, unknown> = {}, teamSlug = team.slug) {
  const response = await as(leader, `/api/teams/${teamSlug}/positions`, { ...POSITION, ...fields });
  expect(response.status).toBe(201);
  return ((await response.json()) as PositionDetailResponse).position;
}

async function makeInvite(positionId: string, body: Record<string, unknown> = {}) {
  const response = await as(leader, `/api/positions/${positionId}/invites`, body);
  expect(response.status).toBe(201);
  const created = (await response.json()) as CreateInviteResponse;
  return { ...created, token: created.url.split("/").at(-1) ?? "" };
}

async function applyTo(caller: Caller, positionId: string, message = "I would love to") {
  return as(caller, `/api/positions/${positionId}/applications`, { message });
}

/** The messages of one kind to one address, once the queued notification emails are sent. */
async function mails(to: string, kind: string) {
  await deliverNotificationEmails(t.db, t.env);
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)));
}

describe("the pipeline from position to member", () => {
  it("opens a position, invites, and the invited person applies, goes on trial and becomes a member with the role", async () => {
    const otherTeamLeader = await signedUp("Founder", 4);
    const newcomer = await signedUp("Newcomer", 5);
    await joinIncubatorAs(t.db, otherTeamLeader.userId, incubator.id, "subscriber");
    const ownTeam = await insertTeam(t.db, incubator.id, otherTeamLeader.userId, "incubator");
    const created = await call(
      t.app,
      `/api/teams/${ownTeam.slug}/positions`,
      { ...POSITION, coreRole: "cto" },
      { jar: otherTeamLeader.jar, ip: otherTeamLeader.ip },
    );
    expect(created.status).toBe(201);
    const { position } = (await created.json()) as PositionDetailResponse;
    expect(position).toMatchObject({ status: "open", seats: 1, filledSeats: 0, coreRole: "cto" });

    const invited = await call(
      t.app,
      `/api/positions/${position.id}/invites`,
      {},
      { jar: otherTeamLeader.jar, ip: otherTeamLeader.ip },
    );
    expect(invited.status).toBe(201);
    const { invite, url } = (await invited.json()) as CreateInviteResponse;
    expect(invite).toMatchObject({ maxUses: 1, useCount: 0, requiresApproval: true, state: "active" });
    expect(url).toMatch(/^\/position-invite\/[A-Za-z0-9_-]{43}$/);
    const token = url.split("/").at(-1) ?? "";

    // The team is for the incubator's members only, yet the link holder sees the card.
    expect((await as(null, `/api/positions/${position.id}`)).status).toBe(404);
    const opened = await as(null, `/api/position-invites/${token}`);
    expect(opened.status).toBe(200);
    const card = (await opened.json()) as PositionInviteResponse;
    expect(card.team).toMatchObject({ slug: ownTeam.slug, incubator: { slug: incubator.slug } });
    expect(card.viewer).toBeNull();
    const openedSignedIn = (await (
      await as(newcomer, `/api/position-invites/${token}`)
    ).json()) as PositionInviteResponse;
    expect(openedSignedIn.viewer).toEqual({
      isMember: false,
      isIncubatorMember: false,
      openApplication: null,
    });

    const accepted = await as(newcomer, `/api/position-invites/${token}/accept`, { message: "Hello team" });
    expect(accepted.status).toBe(201);
    const { application, joinedIncubator } = (await accepted.json()) as AcceptInviteResponse;
    expect(joinedIncubator).toBe(true);
    expect(application).toMatchObject({ status: "pending", viaInvite: true, message: "Hello team" });
    const [membership] = await t.db
      .select()
      .from(incubatorMembers)
      .where(
        and(eq(incubatorMembers.userId, newcomer.userId), eq(incubatorMembers.incubatorId, incubator.id)),
      );
    expect(membership).toMatchObject({ membershipTier: "guest", status: "active" });
    const [receivedMail] = await mails(otherTeamLeader.email, APPLICATION_EMAIL_KINDS.received);
    expect(receivedMail?.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(await mails(otherTeamLeader.email, APPLICATION_EMAIL_KINDS.received)).toHaveLength(1);
    const leaderCentre = (await (
      await as(otherTeamLeader, "/api/notifications")
    ).json()) as NotificationListResponse;
    expect(leaderCentre.items).toMatchObject([
      {
        kind: "application",
        title: expect.stringMatching(
          new RegExp(`^Newcomer .* applied to the Backend engineer position at ${ownTeam.name}$`),
        ),
        excerpt: "Hello team",
        url: `/teams/${ownTeam.slug}`,
        actor: { id: newcomer.userId },
      },
    ]);

    const trial = await call(
      t.app,
      `/api/applications/${application.id}/trial`,
      { trialEndsOn: "2031-03-24" },
      { jar: otherTeamLeader.jar, ip: otherTeamLeader.ip },
    );
    expect(trial.status).toBe(200);
    expect(((await trial.json()) as ApplicationResponse).application).toMatchObject({
      status: "trial",
      trialEndsOn: "2031-03-24",
    });
    const [trialMail] = await mails(newcomer.email, APPLICATION_EMAIL_KINDS.trial);
    expect(trialMail?.textBody).toContain("24 March 2031");
    const newcomerCentre = (await (
      await as(newcomer, "/api/notifications")
    ).json()) as NotificationListResponse;
    expect(newcomerCentre.items.map((item) => [item.kind, item.title])).toEqual([
      [
        "application",
        `${ownTeam.name} offered you a trial for the Backend engineer position at ${ownTeam.name}`,
      ],
    ]);

    const acceptedApplication = await call(
      t.app,
      `/api/applications/${application.id}/accept`,
      {},
      {
        jar: otherTeamLeader.jar,
        ip: otherTeamLeader.ip,
      },
    );
    expect(acceptedApplication.status).toBe(200);
    const [member] = await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, ownTeam.id), eq(teamMembers.userId, newcomer.userId)));
    expect(member).toMatchObject({ coreRole: "cto", title: "Backend engineer", isLeader: false });
    const joined = await t.db
      .select()
      .from(events)
      .where(and(eq(events.type, "team.member_joined"), eq(events.audienceId, ownTeam.id)));
    expect(joined.map((event) => event.payload)).toEqual([
      { teamId: ownTeam.id, teamSlug: ownTeam.slug, userId: newcomer.userId },
    ]);
    const after = (await (
      await as(newcomer, `/api/positions/${position.id}`)
    ).json()) as PositionDetailResponse;
    expect(after.position).toMatchObject({ status: "filled", filledSeats: 1 });
    expect(after.viewer?.isMember).toBe(true);
    expect(await mails(newcomer.email, APPLICATION_EMAIL_KINDS.accepted)).toHaveLength(1);

    const detail = (await (
      await as(newcomer, `/api/applications/${application.id}`)
    ).json()) as ApplicationDetailResponse;
    expect(detail.steps.map((step) => [step.status, step.actor?.name])).toEqual([
      ["pending", "Newcomer Lovelace"],
      ["trial", "Founder Lovelace"],
      ["accepted", "Founder Lovelace"],
    ]);
    expect(detail.steps[1]?.note).toBe("Trial until 2031-03-24");
    expect(detail.steps[2]?.note).toBe("Joined as CTO");
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, application.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      "team_application.accept",
      "team_application.trial",
    ]);
  });
});

describe("positions", () => {
  it("refuses a leader who dropped to guest with the subscription message, and anyone but the leader", async () => {
    await joinIncubatorAs(t.db, leader.userId, incubator.id, "guest");
    const refused = await as(leader, `/api/teams/${team.slug}/positions`, POSITION);
    expect(await errorOf(refused)).toMatchObject({
      status: 403,
      message: leadershipNeedsSubscriptionMessage(incubator.name),
    });
    await joinIncubatorAs(t.db, leader.userId, incubator.id, "subscriber");
    const notLeader = await as(applicant, `/api/teams/${team.slug}/positions`, POSITION);
    expect(await errorOf(notLeader)).toMatchObject({ status: 403, message: TEAM_ERROR_MESSAGES.leaderOnly });
    expect((await as(null, `/api/teams/${team.slug}/positions`, POSITION)).status).toBe(401);
  });

  it("checks every field with a clear message", async () => {
    const response = await as(leader, `/api/teams/${team.slug}/positions`, {
      ...POSITION,
      title: " ",
      hoursPerWeek: 0,
      coreRole: "cfo",
      seats: 21,
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { issues: { path: string[]; message: string }[] } };
    expect(error.issues.map((issue) => issue.message).sort()).toEqual([
      "A position has at most 20 seats",
      "Hours per week must be at least 1",
      "Role must be CEO, CTO, CCO or CGO",
      "Title is required",
    ]);
  });

  it("does not open a position for a core role a member holds", async () => {
    const response = await as(leader, `/api/teams/${team.slug}/positions`, { ...POSITION, coreRole: "ceo" });
    expect(await errorOf(response)).toEqual({
      status: 409,
      code: "conflict",
      message: coreRoleTakenMessage("ceo"),
    });
  });

  it("closes, reopens only with a free seat, and never keeps fewer seats than filled", async () => {
    const position = await openPosition({ seats: 1 });
    await t.db
      .update(positions)
      .set({ filledSeats: 1, status: "filled" })
      .where(eq(positions.id, position.id));
    const reopen = await as(leader, `/api/positions/${position.id}`, { status: "open" }, "PATCH");
    expect(await errorOf(reopen)).toMatchObject({ status: 409, message: TEAM_ERROR_MESSAGES.noFreeSeat });
    const more = await as(leader, `/api/positions/${position.id}`, { seats: 2 }, "PATCH");
    expect(((await more.json()) as PositionDetailResponse).position).toMatchObject({
      status: "open",
      seats: 2,
    });
    const closed = await as(leader, `/api/positions/${position.id}`, { status: "closed" }, "PATCH");
    expect(((await closed.json()) as PositionDetailResponse).position.status).toBe("closed");
    const fewer = await as(leader, `/api/positions/${position.id}`, { seats: 1, status: "open" }, "PATCH");
    expect(await errorOf(fewer)).toMatchObject({ status: 409, message: TEAM_ERROR_MESSAGES.noFreeSeat });
    const reopened = await as(
      leader,
      `/api/positions/${position.id}`,
      { status: "open", title: "Lead" },
      "PATCH",
    );
    expect(((await reopened.json()) as PositionDetailResponse).position).toMatchObject({
      status: "open",
      title: "Lead",
    });
    const none = await as(leader, `/api/positions/${position.id}`, { seats: 0 }, "PATCH");
    expect(none.status).toBe(422);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, position.id));
    expect(audits.map((entry) => entry.action)).toContain("position.update");
  });

  it("hides a position of an incubator-only team from everyone outside it (404)", async () => {
    const hidden = await insertTeam(t.db, incubator.id, (await insertPerson(t.db)).id, "incubator");
    const [row] = await t.db
      .insert(positions)
      .values({ teamId: hidden.id, incubatorId: incubator.id, title: "Hidden", hoursPerWeek: 5 })
      .returning();
    expect(await errorOf(await as(outsider, `/api/positions/${row?.id}`))).toMatchObject({
      status: 404,
      message: TEAM_ERROR_MESSAGES.positionNotFound,
    });
    expect((await as(applicant, `/api/positions/${row?.id}`)).status).toBe(200);
    expect((await as(null, "/api/positions/not-an-id")).status).toBe(404);
  });

  it("lists the incubator's open positions to its active members and not to other people, filtered and paged, with 'Applied'", async () => {
    const lab = await insertIncubator(t.db);
    await joinIncubatorAs(t.db, leader.userId, lab.id, "subscriber");
    await joinIncubatorAs(t.db, applicant.userId, lab.id, "guest");
    const labTeam = await insertTeam(t.db, lab.id, leader.userId);
    const cto = await openPosition({ coreRole: "cto", hoursPerWeek: 20 }, labTeam.slug);
    const designer = await openPosition({ title: "Designer", hoursPerWeek: 5 }, labTeam.slug);
    const closed = await openPosition({ title: "Closed" }, labTeam.slug);
    await as(leader, `/api/positions/${closed.id}`, { status: "closed" }, "PATCH");
    expect((await applyTo(applicant, designer.id)).status).toBe(201);

    const list = async (query: string, caller: Caller | null = applicant) =>
      as(caller, `/api/incubators/${lab.slug}/positions${query}`);
    const all = (await (await list("")).json()) as IncubatorPositionsResponse;
    expect(all.items.map((item) => item.position.id)).toEqual([designer.id, cto.id]);
    expect(all.items[0]?.team).toEqual({
      id: labTeam.id,
      slug: labTeam.slug,
      name: labTeam.name,
      logoUrl: null,
    });
    expect(all.items[0]?.viewer.openApplication?.status).toBe("pending");
    expect(all.items[1]?.viewer.openApplication).toBeNull();
    const ctos = (await (await list("?role=cto")).json()) as IncubatorPositionsResponse;
    expect(ctos.items.map((item) => item.position.id)).toEqual([cto.id]);
    const others = (await (await list("?role=other")).json()) as IncubatorPositionsResponse;
    expect(others.items.map((item) => item.position.id)).toEqual([designer.id]);
    const light = (await (await list("?commitment=10")).json()) as IncubatorPositionsResponse;
    expect(light.items.map((item) => item.position.id)).toEqual([designer.id]);
    const first = (await (await list("?limit=1")).json()) as IncubatorPositionsResponse;
    expect(first.nextCursor).not.toBeNull();
    const second = (await (
      await list(`?limit=1&cursor=${first.nextCursor}`)
    ).json()) as IncubatorPositionsResponse;
    expect(second.items.map((item) => item.position.id)).toEqual([cto.id]);
    expect(second.nextCursor).toBeNull();

    expect(await errorOf(await list("", outsider))).toMatchObject({
      status: 403,
      message: TEAM_ERROR_MESSAGES.notIncubatorMember,
    });
    expect((await list("", null)).status).toBe(401);
    expect((await list("?commitment=lots")).status).toBe(422);
    expect((await list("?cursor=nonsense")).status).toBe(422);
    expect((await as(applicant, "/api/incubators/no-such-lab/positions")).status).toBe(404);
  });
});

describe("applications", () => {
  it("allows one open application per person and position, backed by the database", async () => {
    const position = await openPosition();
    expect((await applyTo(applicant, position.id)).status).toBe(201);
    expect(await errorOf(await applyTo(applicant, position.id))).toEqual({
      status: 409,
      code: "conflict",
      message: TEAM_ERROR_MESSAGES.openApplicationExists,
    });
    expect(await errorOf(await applyTo(outsider, position.id))).toMatchObject({
      status: 403,
      message: TEAM_ERROR_MESSAGES.notIncubatorMember,
    });
    expect(await errorOf(await applyTo(leader, position.id))).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.alreadyMember,
    });
    const long = await applyTo(applicant, position.id, "x".repeat(2001));
    expect(long.status).toBe(422);
  });

  it("takes no application to a position that is not open", async () => {
    const position = await openPosition();
    await as(leader, `/api/positions/${position.id}`, { status: "closed" }, "PATCH");
    expect(await errorOf(await applyTo(applicant, position.id))).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.positionNotOpen,
    });
  });

  it("lets only the applicant withdraw, only the leader decide, and nobody decide twice", async () => {
    const position = await openPosition();
    const { application } = (await (await applyTo(applicant, position.id)).json()) as ApplicationResponse;
    const withdrawnByLeader = await as(leader, `/api/applications/${application.id}/withdraw`, {});
    expect(await errorOf(withdrawnByLeader)).toMatchObject({
      status: 403,
      message: TEAM_ERROR_MESSAGES.applicantOnly,
    });
    const decidedByApplicant = await as(applicant, `/api/applications/${application.id}/accept`, {});
    expect(await errorOf(decidedByApplicant)).toMatchObject({
      status: 403,
      message: TEAM_ERROR_MESSAGES.leaderOnly,
    });
    expect((await as(outsider, `/api/applications/${application.id}`)).status).toBe(404);

    const today = await as(leader, `/api/applications/${application.id}/trial`, {
      trialEndsOn: "2031-03-10",
    });
    expect(await errorOf(today)).toMatchObject({
      status: 422,
      message: TEAM_ERROR_MESSAGES.trialMustEndAfterToday,
    });
    const notADate = await as(leader, `/api/applications/${application.id}/trial`, { trialEndsOn: "soon" });
    expect(notADate.status).toBe(422);

    const withdrawn = await as(applicant, `/api/applications/${application.id}/withdraw`, {});
    expect(((await withdrawn.json()) as ApplicationResponse).application.status).toBe("withdrawn");
    expect(await mails(leader.email, APPLICATION_EMAIL_KINDS.withdrawn)).toHaveLength(1);
    const again = await as(leader, `/api/applications/${application.id}/decline`, {});
    expect(await errorOf(again)).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.applicationNotOpen,
    });
    // A new application once the old one is closed.
    expect((await applyTo(applicant, position.id)).status).toBe(201);
  });

  it("declines with a reason the applicant reads", async () => {
    const position = await openPosition();
    const { application } = (await (await applyTo(applicant, position.id)).json()) as ApplicationResponse;
    const declined = await as(leader, `/api/applications/${application.id}/decline`, {
      reason: "We need more hours",
    });
    expect(((await declined.json()) as ApplicationResponse).application).toMatchObject({
      status: "declined",
      declineReason: "We need more hours",
    });
    const [mail] = await mails(applicant.email, APPLICATION_EMAIL_KINDS.declined);
    expect(mail?.textBody).toContain("Their reason: We need more hours");
    const [decision] = (
      (await (await as(applicant, "/api/notifications?limit=1")).json()) as NotificationListResponse
    ).items;
    expect(decision).toMatchObject({ kind: "application", excerpt: "We need more hours" });
  });

  it("answers a request to join with the wanted role when free, else without one", async () => {
    const lab = await insertIncubator(t.db);
    await joinIncubatorAs(t.db, leader.userId, lab.id, "subscriber");
    const labTeam = await insertTeam(t.db, lab.id, leader.userId);
    await joinIncubatorAs(t.db, applicant.userId, lab.id, "guest");
    const request = await as(applicant, `/api/teams/${labTeam.slug}/join-requests`, { wantedRole: "ceo" });
    expect(request.status).toBe(201);
    const { application } = (await request.json()) as ApplicationResponse;
    expect(application).toMatchObject({ position: null, wantedRole: "ceo" });
    const [requestNotification] = (
      (await (await as(leader, "/api/notifications?limit=1")).json()) as NotificationListResponse
    ).items;
    expect(requestNotification).toMatchObject({
      kind: "team_join_request",
      title: expect.stringMatching(new RegExp(`^Applicant .* asked to join ${labTeam.name}$`)),
      actor: { id: applicant.userId },
    });
    expect(await errorOf(await as(applicant, `/api/teams/${labTeam.slug}/join-requests`, {}))).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.openApplicationExists,
    });
    expect(await errorOf(await as(outsider, `/api/teams/${labTeam.slug}/join-requests`, {}))).toMatchObject({
      status: 403,
      message: TEAM_ERROR_MESSAGES.notIncubatorMember,
    });
    // The leader holds CEO: the member joins without a core role.
    expect((await as(leader, `/api/applications/${application.id}/accept`, {})).status).toBe(200);
    const [member] = await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, labTeam.id), eq(teamMembers.userId, applicant.userId)));
    expect(member?.coreRole).toBeNull();

    const list = (await (
      await as(leader, `/api/teams/${labTeam.slug}/applications?status=accepted`)
    ).json()) as ApplicationListResponse;
    expect(list.items.map((item) => item.id)).toEqual([application.id]);
    expect((await as(applicant, `/api/teams/${labTeam.slug}/applications`)).status).toBe(403);
    const mine = (await (await as(applicant, "/api/applications/mine")).json()) as ApplicationListResponse;
    expect(mine.items.map((item) => item.id)).toContain(application.id);
  });

  it("rolls a refused accept back whole: no member, no step, no email", async () => {
    const position = await openPosition({ coreRole: "cgo" });
    const { application } = (await (await applyTo(applicant, position.id)).json()) as ApplicationResponse;
    const holder = await insertPerson(t.db);
    await t.db.insert(teamMembers).values({ teamId: team.id, userId: holder.id, coreRole: "cgo" });
    const acceptedMailsBefore = (await mails(applicant.email, APPLICATION_EMAIL_KINDS.accepted)).length;
    const accepted = await as(leader, `/api/applications/${application.id}/accept`, {});
    expect(await errorOf(accepted)).toEqual({
      status: 409,
      code: "conflict",
      message: coreRoleTakenMessage("cgo"),
    });
    const [stillPending] = await t.db
      .select()
      .from(teamApplications)
      .where(eq(teamApplications.id, application.id));
    expect(stillPending?.status).toBe("pending");
    const steps = await t.db
      .select()
      .from(teamApplicationSteps)
      .where(eq(teamApplicationSteps.applicationId, application.id));
    expect(steps.map((step) => step.status)).toEqual(["pending"]);
    expect(await mails(applicant.email, APPLICATION_EMAIL_KINDS.accepted)).toHaveLength(acceptedMailsBefore);
    const after = (await (
      await as(leader, `/api/positions/${position.id}`)
    ).json()) as PositionDetailResponse;
    expect(after.position).toMatchObject({ status: "open", filledSeats: 0 });
    await t.db.delete(teamMembers).where(eq(teamMembers.userId, holder.id));
  });
});

describe("invite links", () => {
  it("stores only the token's SHA-256 and lists the links with their state", async () => {
    const position = await openPosition();
    const { token, invite } = await makeInvite(position.id, {
      expiresInDays: 3,
      maxUses: 2,
      requiresApproval: false,
    });
    const [stored] = await t.db.select().from(positionInvites).where(eq(positionInvites.id, invite.id));
    expect(stored?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(invite.expiresAt).toBe("2031-03-13T12:00:00.000Z");
    const list = (await (
      await as(leader, `/api/positions/${position.id}/invites`)
    ).json()) as InviteListResponse;
    expect(list.items.map((item) => [item.id, item.state])).toEqual([[invite.id, "active"]]);
    expect(JSON.stringify(list)).not.toContain(token);
    expect((await as(applicant, `/api/positions/${position.id}/invites`)).status).toBe(403);
    const bad = await as(leader, `/api/positions/${position.id}/invites`, { expiresInDays: 91, maxUses: 0 });
    expect(bad.status).toBe(422);
  });

  it("answers unknown, expired, used up and revoked links each with their own words", async () => {
    const position = await openPosition({ seats: 3 });
    expect(await errorOf(await as(null, `/api/position-invites/${"a".repeat(43)}`))).toMatchObject({
      status: 404,
      message: TEAM_ERROR_MESSAGES.inviteUnknown,
    });
    expect((await as(null, "/api/position-invites/short")).status).toBe(404);

    const expiring = await makeInvite(position.id, { expiresInDays: 1 });
    t.clock.advance(86_400_000);
    expect(await errorOf(await as(null, `/api/position-invites/${expiring.token}`))).toMatchObject({
      status: 410,
      message: TEAM_ERROR_MESSAGES.inviteExpired,
    });
    expect(
      await errorOf(await as(applicant, `/api/position-invites/${expiring.token}/accept`, {})),
    ).toMatchObject({
      status: 410,
      message: TEAM_ERROR_MESSAGES.inviteExpired,
    });
    t.clock.set(new Date("2031-03-10T12:00:00Z"));

    const once = await makeInvite(position.id);
    expect((await as(applicant, `/api/position-invites/${once.token}/accept`, {})).status).toBe(201);
    expect(await errorOf(await as(null, `/api/position-invites/${once.token}`))).toMatchObject({
      status: 410,
      message: TEAM_ERROR_MESSAGES.inviteUsedUp,
    });

    const revoked = await makeInvite(position.id);
    const first = await as(leader, `/api/invites/${revoked.invite.id}`, undefined, "DELETE");
    expect(first.status).toBe(200);
    const again = await as(leader, `/api/invites/${revoked.invite.id}`, undefined, "DELETE");
    expect(again.status).toBe(200);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, revoked.invite.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual([
      "position_invite.create",
      "position_invite.revoke",
    ]);
    expect(await errorOf(await as(null, `/api/position-invites/${revoked.token}`))).toMatchObject({
      status: 410,
      message: TEAM_ERROR_MESSAGES.inviteRevoked,
    });
    expect((await as(applicant, `/api/invites/${revoked.invite.id}`, undefined, "DELETE")).status).toBe(403);
    expect((await as(leader, "/api/invites/nope", undefined, "DELETE")).status).toBe(404);
  });

  it("makes a member at once through a link without approval, taking a seat", async () => {
    const position = await openPosition({ seats: 2, title: "Growth hacker" });
    const { token } = await makeInvite(position.id, { requiresApproval: false });
    const joiner = await signedUp("Joiner", 6);
    const accepted = await as(joiner, `/api/position-invites/${token}/accept`, {});
    expect(accepted.status).toBe(201);
    const { application } = (await accepted.json()) as AcceptInviteResponse;
    expect(application.status).toBe("accepted");
    const [member] = await t.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, joiner.userId)));
    expect(member?.title).toBe("Growth hacker");
    const after = (await (
      await as(joiner, `/api/positions/${position.id}`)
    ).json()) as PositionDetailResponse;
    expect(after.position).toMatchObject({ status: "open", filledSeats: 1 });
    expect(await mails(leader.email, APPLICATION_EMAIL_KINDS.joined)).toHaveLength(1);
    const [joinedNotification] = (
      (await (await as(leader, "/api/notifications?limit=1")).json()) as NotificationListResponse
    ).items;
    expect(joinedNotification).toMatchObject({
      kind: "invite_accepted",
      title: expect.stringMatching(
        /^Joiner .* accepted your invite and joined the Growth hacker position at /,
      ),
      actor: { id: joiner.userId },
    });
    const opened = (await (
      await as(joiner, `/api/position-invites/${(await makeInvite(position.id)).token}`)
    ).json()) as PositionInviteResponse;
    expect(opened.viewer).toMatchObject({ isMember: true, isIncubatorMember: true });
  });

  it("refuses a link to someone already in the team or with an open application", async () => {
    const position = await openPosition();
    const { token } = await makeInvite(position.id, { maxUses: 5 });
    expect(await errorOf(await as(leader, `/api/position-invites/${token}/accept`, {}))).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.alreadyMember,
    });
    expect((await applyTo(applicant, position.id)).status).toBe(201);
    expect(await errorOf(await as(applicant, `/api/position-invites/${token}/accept`, {}))).toMatchObject({
      status: 409,
      message: TEAM_ERROR_MESSAGES.openApplicationExists,
    });
    const [stored] = await t.db
      .select()
      .from(positionInvites)
      .where(eq(positionInvites.tokenHash, createHash("sha256").update(token).digest("hex")));
    expect(stored?.useCount).toBe(0);
  });
});
