import {
  FUNDING_CALL_MESSAGES,
  type FundingApplicationDetailResponse,
  type FundingCallDetailResponse,
  type FundingCallListResponse,
  type FundingHubResponse,
  type FundingReviewersResponse,
  fundingNeedsSubscriptionMessage,
  fundingStageNotEligibleMessage,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  fundingApplications,
  fundingReviews,
  incubators,
  notifications,
  projects,
  teamMembers,
  teams,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { insertIncubator, insertTeam, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Funding calls, their reviewers and teams' applications through the API: every rule and its words. */

let t: TestApp;
interface Caller {
  jar: CookieJar;
  ip: string;
  userId: string;
}
const people = {} as Record<
  "owner" | "leader" | "cto" | "member" | "guestLeader" | "reviewer" | "outsider",
  Caller
>;
let incubator: { id: string; slug: string; name: string };
let team: { id: string; slug: string };
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const [index, name] of Object.keys({
    owner: 0,
    leader: 0,
    cto: 0,
    member: 0,
    guestLeader: 0,
    reviewer: 0,
    outsider: 0,
  }).entries()) {
    const ip = `203.0.113.${40 + index}`;
    const who = person(`${name.toLowerCase()}@funding.test`, { firstName: name, lastName: "Tester" });
    const created = await createVerifiedUser(t.app, t.db, who, { ip });
    people[name as keyof typeof people] = { ...created, ip };
  }
  incubator = await insertIncubator(t.db);
  await t.db.update(incubators).set({ ownerId: people.owner.userId }).where(eq(incubators.id, incubator.id));
  await joinIncubatorAs(t.db, people.leader.userId, incubator.id, "subscriber");
  for (const name of ["cto", "member", "guestLeader", "reviewer"] as const) {
    await joinIncubatorAs(t.db, people[name].userId, incubator.id, "guest");
  }
  team = await insertTeam(t.db, incubator.id, people.leader.userId, "incubator");
  await t.db.update(teams).set({ stage: "building" }).where(eq(teams.id, team.id));
  await t.db.insert(teamMembers).values([
    { teamId: team.id, userId: people.cto.userId, coreRole: "cto" },
    { teamId: team.id, userId: people.member.userId },
  ]);
  const [project] = await t.db
    .insert(projects)
    .values({ teamId: team.id, slug: "funded-project", name: "Funded project" })
    .returning({ id: projects.id });
  projectId = project?.id ?? "";
}, 120_000);
afterAll(() => t.close());
beforeEach(() => {
  t.clock.set(new Date("2031-03-10T12:00:00Z"));
});

function as(caller: Caller | null, path: string, body?: unknown, method?: string) {
  return call(t.app, path, body, { jar: caller?.jar, ip: caller?.ip ?? "203.0.113.250", method });
}

const CALL = {
  title: "Spring seed fund",
  description: "Seed money for **building** teams.",
  currency: "EUR",
  poolCents: 5_000_000,
  maxAwardCents: 1_000_000,
  opensAt: "2031-03-01T00:00:00Z",
  closesAt: "2031-04-01T00:00:00Z",
  eligibleStages: ["building", "launched"],
  questions: [
    { prompt: "What will you build?", maxLength: 50 },
    { prompt: "Anything else?", required: false },
  ],
  criteria: [
    { name: "Team", weight: 40 },
    { name: "Market", weight: 60 },
  ],
};

async function draftCall(fields: Record<string, unknown> = {}) {
  const response = await as(people.owner, `/api/incubators/${incubator.slug}/funding-calls`, {
    ...CALL,
    ...fields,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as FundingCallDetailResponse).call;
}

async function openCall(fields: Record<string, unknown> = {}) {
  const draft = await draftCall(fields);
  const published = await as(people.owner, `/api/funding-calls/${draft.id}/publish`, {});
  expect(published.status).toBe(200);
  return ((await published.json()) as FundingCallDetailResponse).call;
}

async function start(callId: string, caller = people.leader, teamId = team.id) {
  return as(caller, `/api/funding-calls/${callId}/applications`, { teamId });
}

async function startedApplication(callId: string) {
  const response = await start(callId);
  expect(response.status).toBe(201);
  return (await response.json()) as FundingApplicationDetailResponse;
}

async function completedApplication(callId: string) {
  const started = await startedApplication(callId);
  const answers = Object.fromEntries(started.call.questions.map((question) => [question.id, "A tool"]));
  const saved = await as(
    people.leader,
    `/api/funding-applications/${started.application.id}`,
    { projectId, askCents: 500_000, useOfFunds: "Two engineers", answers },
    "PATCH",
  );
  expect(saved.status).toBe(200);
  return started.application.id;
}

describe("the owner's calls", () => {
  it("refuses a call that breaks a rule, each in its own words", async () => {
    const path = `/api/incubators/${incubator.slug}/funding-calls`;
    const cases: [Record<string, unknown>, string][] = [
      [{ maxAwardCents: 6_000_000 }, FUNDING_CALL_MESSAGES.maxAwardAbovePool],
      [{ closesAt: "2031-02-01T00:00:00Z" }, FUNDING_CALL_MESSAGES.closesBeforeOpens],
      [{ questions: [] }, FUNDING_CALL_MESSAGES.questionsRequired],
      [
        { criteria: Array.from({ length: 9 }, (_, i) => ({ name: `C${i}`, weight: 1 })) },
        FUNDING_CALL_MESSAGES.criteriaRequired,
      ],
      [{ eligibleStages: [] }, FUNDING_CALL_MESSAGES.stagesRequired],
      [{ poolCents: 0 }, "The pool must be more than 0"],
      [{ criteria: [{ name: "Team", weight: 101 }] }, "A weight must be at most 100"],
    ];
    for (const [fields, message] of cases) {
      const response = await as(people.owner, path, { ...CALL, ...fields });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const refused = await as(people.leader, path, CALL);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ message: FUNDING_CALL_MESSAGES.ownerOnly });
  });

  it("keeps a draft to the owner, publishes it to everyone, and audits each step", async () => {
    const draft = await draftCall();
    expect(draft).toMatchObject({
      phase: "draft",
      questions: [{ position: 0 }, { position: 1 }],
      formLocked: false,
    });
    expect((await as(people.leader, `/api/funding-calls/${draft.id}`)).status).toBe(404);
    expect((await as(null, `/api/funding-calls/${draft.id}`)).status).toBe(404);
    const listed = async (caller: Caller | null) =>
      (
        (await (
          await as(caller, `/api/incubators/${incubator.slug}/funding-calls`)
        ).json()) as FundingCallListResponse
      ).items.map((item) => item.id);
    expect(await listed(people.owner)).toContain(draft.id);
    expect(await listed(people.leader)).not.toContain(draft.id);

    const published = await as(people.owner, `/api/funding-calls/${draft.id}/publish`, {});
    expect(((await published.json()) as FundingCallDetailResponse).call.phase).toBe("open");
    expect((await as(null, `/api/funding-calls/${draft.id}`)).status).toBe(200);
    expect(await listed(null)).toContain(draft.id);
    expect((await as(people.owner, `/api/funding-calls/${draft.id}/publish`, {})).status).toBe(409);

    const extended = await as(people.owner, `/api/funding-calls/${draft.id}/extend`, {
      closesAt: "2031-03-20T00:00:00Z",
    });
    expect(extended.status).toBe(422);
    expect(await errorOf(extended)).toMatchObject({ message: FUNDING_CALL_MESSAGES.extendLater });
    const later = await as(people.owner, `/api/funding-calls/${draft.id}/extend`, {
      closesAt: "2031-05-01T00:00:00Z",
    });
    expect(((await later.json()) as FundingCallDetailResponse).call.closesAt).toBe(
      "2031-05-01T00:00:00.000Z",
    );
    const closed = await as(people.owner, `/api/funding-calls/${draft.id}/close`, {});
    expect(((await closed.json()) as FundingCallDetailResponse).call.phase).toBe("closed");
    expect(await listed(null)).not.toContain(draft.id);
    expect(await listed(people.member)).toContain(draft.id);
    const again = await as(people.owner, `/api/funding-calls/${draft.id}/extend`, {
      closesAt: "2031-06-01T00:00:00Z",
    });
    expect(await errorOf(again)).toMatchObject({ message: FUNDING_CALL_MESSAGES.closedEarly });

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, draft.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      "funding_call.close",
      "funding_call.create",
      "funding_call.extend",
      "funding_call.publish",
    ]);
  });

  it("edits questions in place, and fixes them once an application was submitted, saying why", async () => {
    const call = await openCall();
    const [first, second] = call.questions;
    const edited = await as(
      people.owner,
      `/api/funding-calls/${call.id}`,
      { questions: [{ ...second, prompt: "Anything else at all?" }, first], maxAwardCents: 7_000_000 },
      "PATCH",
    );
    expect(edited.status).toBe(422);
    expect(await errorOf(edited)).toMatchObject({ message: FUNDING_CALL_MESSAGES.maxAwardAbovePool });
    const reordered = await as(
      people.owner,
      `/api/funding-calls/${call.id}`,
      { questions: [{ ...second, prompt: "Anything else at all?" }, first] },
      "PATCH",
    );
    expect(reordered.status).toBe(200);
    const body = (await reordered.json()) as FundingCallDetailResponse;
    expect(body.call.questions.map((q) => [q.id, q.prompt])).toEqual([
      [second?.id, "Anything else at all?"],
      [first?.id, first?.prompt],
    ]);

    const applicationId = await completedApplication(call.id);
    expect((await as(people.leader, `/api/funding-applications/${applicationId}/submit`, {})).status).toBe(
      200,
    );
    const locked = await as(
      people.owner,
      `/api/funding-calls/${call.id}`,
      { criteria: [{ name: "Only", weight: 1 }] },
      "PATCH",
    );
    expect(locked.status).toBe(409);
    expect(await errorOf(locked)).toMatchObject({ message: FUNDING_CALL_MESSAGES.formLocked });
    expect(
      (await as(people.owner, `/api/funding-calls/${call.id}`, { title: "Spring fund" }, "PATCH")).status,
    ).toBe(200);
  });
});

describe("reviewers", () => {
  it("invites a member found by the picker, tells them, and removes them only before they review", async () => {
    const call = await openCall();
    const path = `/api/funding-calls/${call.id}/reviewers`;
    const found = (await (
      await as(people.owner, `${path}?search=reviewer`)
    ).json()) as FundingReviewersResponse;
    expect(found.candidates.map((candidate) => candidate.userId)).toEqual([people.reviewer.userId]);
    expect(found.candidates[0]?.role).toBe("Member");

    const notMember = await as(people.owner, path, { userId: people.outsider.userId });
    expect(notMember.status).toBe(422);
    expect(await errorOf(notMember)).toMatchObject({ message: FUNDING_CALL_MESSAGES.reviewerNotMember });
    const added = await as(people.owner, path, { userId: people.reviewer.userId });
    expect(added.status).toBe(201);
    expect(((await added.json()) as FundingReviewersResponse).reviewers).toMatchObject([
      { userId: people.reviewer.userId, hasSubmittedReview: false },
    ]);
    const twice = await as(people.owner, path, { userId: people.reviewer.userId });
    expect(await errorOf(twice)).toMatchObject({ message: FUNDING_CALL_MESSAGES.reviewerAlreadyInvited });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.reviewer.userId), eq(notifications.kind, "funding")));
    expect(told.map((row) => row.url)).toContain(`/funding/calls/${call.id}`);
    expect((await as(people.leader, path)).status).toBe(403);

    // A submitted review (the review's part writes it) keeps the reviewer on the call.
    const applicationId = await completedApplication(call.id);
    await as(people.leader, `/api/funding-applications/${applicationId}/submit`, {});
    const reviewerRead = await as(people.reviewer, `/api/funding-applications/${applicationId}`);
    expect(reviewerRead.status).toBe(200);
    await t.db.insert(fundingReviews).values({
      applicationId,
      reviewerId: people.reviewer.userId,
      status: "submitted",
      submittedAt: new Date(),
    });
    const kept = await as(people.owner, `${path}/${people.reviewer.userId}`, undefined, "DELETE");
    expect(kept.status).toBe(409);
    expect(await errorOf(kept)).toMatchObject({ message: FUNDING_CALL_MESSAGES.reviewerHasReviewed });
    await t.db.delete(fundingReviews).where(eq(fundingReviews.applicationId, applicationId));
    const removed = await as(people.owner, `${path}/${people.reviewer.userId}`, undefined, "DELETE");
    expect(((await removed.json()) as FundingReviewersResponse).reviewers).toEqual([]);
    expect((await as(people.reviewer, `/api/funding-applications/${applicationId}`)).status).toBe(404);
  });
});

describe("applications", () => {
  it("lets only the subscribing leader of an eligible team apply, each refusal in its words", async () => {
    const call = await openCall({ eligibleStages: ["building"] });
    const guestTeam = await insertTeam(t.db, incubator.id, people.guestLeader.userId);
    await t.db.update(teams).set({ stage: "building" }).where(eq(teams.id, guestTeam.id));
    const guest = await start(call.id, people.guestLeader, guestTeam.id);
    expect(guest.status).toBe(403);
    expect(await errorOf(guest)).toMatchObject({ message: fundingNeedsSubscriptionMessage(incubator.name) });
    const detail = (await (
      await as(people.guestLeader, `/api/funding-calls/${call.id}`)
    ).json()) as FundingCallDetailResponse;
    expect(detail.viewer?.teams).toMatchObject([{ id: guestTeam.id, needsSubscription: true }]);

    await joinIncubatorAs(t.db, people.guestLeader.userId, incubator.id, "subscriber");
    await t.db.update(teams).set({ stage: "idea" }).where(eq(teams.id, guestTeam.id));
    const idea = await start(call.id, people.guestLeader, guestTeam.id);
    expect(await errorOf(idea)).toMatchObject({ message: fundingStageNotEligibleMessage(["building"]) });

    const notLeader = await start(call.id, people.cto);
    expect(await errorOf(notLeader)).toMatchObject({ message: FUNDING_CALL_MESSAGES.leaderOnly });
    expect((await start(call.id, people.outsider)).status).toBe(404);
    await joinIncubatorAs(t.db, people.guestLeader.userId, incubator.id, "guest");
  });

  it("saves the draft as it is typed, shows it to core members only, and submits it once complete", async () => {
    const call = await openCall();
    const started = await startedApplication(call.id);
    const id = started.application.id;
    expect(started.application.status).toBe("draft");
    const [first] = started.call.questions;
    const change = { askCents: 2_000_000, answers: { [first?.id ?? ""]: "x".repeat(60) } };
    const once = (await (
      await as(people.leader, `/api/funding-applications/${id}`, change, "PATCH")
    ).json()) as FundingApplicationDetailResponse;
    const twice = (await (
      await as(people.leader, `/api/funding-applications/${id}`, change, "PATCH")
    ).json()) as FundingApplicationDetailResponse;
    expect(twice.application.answers).toEqual(once.application.answers);

    expect((await as(people.cto, `/api/funding-applications/${id}`)).status).toBe(200);
    expect((await as(people.member, `/api/funding-applications/${id}`)).status).toBe(404);
    expect((await as(people.owner, `/api/funding-applications/${id}`)).status).toBe(404);
    const comment = await as(people.cto, `/api/funding-applications/${id}/comments`, {
      body: "Cut the ask?",
    });
    expect(comment.status).toBe(201);
    expect((await as(people.member, `/api/funding-applications/${id}/comments`)).status).toBe(404);
    const ctoEdit = await as(people.cto, `/api/funding-applications/${id}`, { askCents: 1 }, "PATCH");
    expect(await errorOf(ctoEdit)).toMatchObject({ message: FUNDING_CALL_MESSAGES.leaderOnly });

    const incomplete = await as(people.leader, `/api/funding-applications/${id}/submit`, {});
    expect(incomplete.status).toBe(422);
    const problems = (
      (await incomplete.json()) as { error: { issues: { message: string }[] } }
    ).error.issues.map((issue) => issue.message);
    expect(problems).toContain(FUNDING_CALL_MESSAGES.projectRequired);
    expect(problems).toContain("The ask must not be more than the largest award, €10,000.00");
    expect(problems).toContain('The answer to "What will you build?" must be at most 50 characters');

    await as(
      people.leader,
      `/api/funding-applications/${id}`,
      { projectId, askCents: 900_000, answers: { [first?.id ?? ""]: "A tool" } },
      "PATCH",
    );
    const submitted = await as(people.leader, `/api/funding-applications/${id}/submit`, {});
    expect(submitted.status).toBe(200);
    expect(((await submitted.json()) as FundingApplicationDetailResponse).application.status).toBe(
      "submitted",
    );
    expect((await as(people.owner, `/api/funding-applications/${id}`)).status).toBe(200);
    const ownerTold = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, people.owner.userId),
          eq(notifications.url, `/funding/applications/${id}`),
        ),
      );
    expect(ownerTold).toHaveLength(1);

    // Still editable until the call closes, but never back to incomplete.
    const emptied = await as(
      people.leader,
      `/api/funding-applications/${id}`,
      { answers: { [first?.id ?? ""]: "" } },
      "PATCH",
    );
    expect(emptied.status).toBe(422);
    expect(await errorOf(emptied)).toMatchObject({ message: 'Answer the question "What will you build?"' });

    const withdrawn = await as(people.leader, `/api/funding-applications/${id}/withdraw`, {});
    expect(((await withdrawn.json()) as FundingApplicationDetailResponse).application.status).toBe(
      "withdrawn",
    );
    expect((await as(people.owner, `/api/funding-applications/${id}`)).status).toBe(404);
    const steps = await t.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
      .orderBy(auditLog.id);
    expect(steps).toEqual([
      { action: "funding_application.submit", actor: people.leader.userId },
      { action: "funding_application.withdraw", actor: people.leader.userId },
    ]);
    const resumed = await startedApplication(call.id);
    expect(resumed.application).toMatchObject({ id, status: "draft" });

    const hub = (await (await as(people.cto, "/api/funding")).json()) as FundingHubResponse;
    expect(hub.applications.map((application) => application.id)).toContain(id);
    expect(hub.openCalls.map((open) => open.id)).toContain(call.id);

    t.clock.set(new Date("2031-04-02T00:00:00Z"));
    const late = await as(people.leader, `/api/funding-applications/${id}/submit`, {});
    expect(await errorOf(late)).toMatchObject({ message: FUNDING_CALL_MESSAGES.callNotOpen });
  });

  it("keeps one application per team and call when two starts or two submits race", async () => {
    const call = await openCall();
    const starts = await Promise.all([start(call.id), start(call.id)]);
    expect(starts.map((response) => response.status)).toEqual([201, 201]);
    const ids = await Promise.all(
      starts.map(
        async (response) => ((await response.json()) as FundingApplicationDetailResponse).application.id,
      ),
    );
    expect(ids[0]).toBe(ids[1]);
    const rows = await t.db
      .select()
      .from(fundingApplications)
      .where(and(eq(fundingApplications.callId, call.id), eq(fundingApplications.teamId, team.id)));
    expect(rows).toHaveLength(1);

    const id = await completedApplication(call.id);
    const submits = await Promise.all([
      as(people.leader, `/api/funding-applications/${id}/submit`, {}),
      as(people.leader, `/api/funding-applications/${id}/submit`, {}),
    ]);
    expect(submits.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = submits.find((response) => response.status === 409);
    expect(await errorOf(refused as Response)).toMatchObject({
      message: FUNDING_CALL_MESSAGES.alreadySubmitted,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, people.owner.userId),
          eq(notifications.url, `/funding/applications/${id}`),
        ),
      );
    expect(told).toHaveLength(1);
  });

  it("refuses to delete a project a funding application follows, saying why", async () => {
    const call = await openCall();
    await completedApplication(call.id);
    const refused = await as(people.leader, "/api/projects/funded-project", undefined, "DELETE");
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toMatchObject({ message: FUNDING_CALL_MESSAGES.projectHasApplication });
  });
});
