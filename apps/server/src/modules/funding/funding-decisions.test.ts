import {
  FUNDING_REVIEW_MESSAGES,
  type FundingDecisionResponse,
  type FundingRankingResponse,
  type FundingReportResponse,
  type TeamFunding,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  feedItems,
  fundingCalls,
  notifications,
  pointsLedger,
  projects,
  users,
} from "../../db/schema";
import { errorOf } from "../../test/auth-test-helpers";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { createFundingWorld, type FundingWorld, type Person, statusOf } from "./funding-reviews.test-support";

let w: FundingWorld;

beforeAll(async () => {
  w = await createFundingWorld();
}, 120_000);
afterAll(() => w.t.close());

function decide(applicationId: string, body: unknown, who: Person = w.owner) {
  return w.api(`/api/funding-applications/${applicationId}/decision`, who, body);
}

function award(amountCents: number, tranches: { amountCents: number; milestoneId?: string | null }[] = []) {
  return { outcome: "award", amountCents, tranches: tranches.length > 0 ? tranches : [{ amountCents }] };
}

async function committed(): Promise<number> {
  const [row] = await w.t.db
    .select({ cents: fundingCalls.committedCents })
    .from(fundingCalls)
    .where(eq(fundingCalls.id, w.callId));
  return row?.cents ?? -1;
}

/** Takes every award of the call back (reopening each), so a test starts from an empty pool. */
async function emptyPool(): Promise<void> {
  const ranking = (await (
    await w.api(`/api/funding-calls/${w.callId}/ranking`, w.owner)
  ).json()) as FundingRankingResponse;
  for (const entry of ranking.entries.filter((item) => item.status === "awarded")) {
    await w.api(`/api/funding-applications/${entry.applicationId}/reopen`, w.owner, {});
  }
}

describe("awards", () => {
  it("never exceed the call's largest award or what remains of the pool (409 with the reason)", async () => {
    await emptyPool();
    const first = await w.submittedApplication();
    const second = await w.submittedApplication();
    expect(await errorOf(await decide(first, award(6_000_001)))).toMatchObject({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.overLargest,
    });
    expect((await decide(first, award(6_000_000))).status).toBe(200);
    expect(await errorOf(await decide(second, award(4_000_001)))).toMatchObject({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.overPool,
    });
    // Refused in the database, the decision left nothing behind.
    expect(await statusOf(w, second)).toBe("submitted");
    expect(await committed()).toBe(6_000_000);
    expect((await decide(second, award(4_000_000))).status).toBe(200);
    expect(await committed()).toBe(10_000_000);
  });

  it("made at once on the last of the pool: one stands, the other is refused and the pool holds", async () => {
    await emptyPool();
    const filler = await w.submittedApplication();
    expect((await decide(filler, award(5_000_000))).status).toBe(200);
    const [left, right] = [await w.submittedApplication(), await w.submittedApplication()];
    const answers = await Promise.all([decide(left, award(3_000_000)), decide(right, award(3_000_000))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await committed()).toBe(8_000_000);
    const statuses = [await statusOf(w, left), await statusOf(w, right)].sort();
    expect(statuses).toEqual(["awarded", "submitted"]);
  });

  it("split into tranches that add up to the award, each on a milestone of the project at most once", async () => {
    await emptyPool();
    const team = await w.newTeam();
    const other = await w.newTeam();
    const applicationId = await w.submittedApplication({ team });
    const [prototype, pilot] = team.milestoneIds as [string, string];
    const invalid = [
      award(1_000_000, [{ amountCents: 600_000 }, { amountCents: 300_000 }]),
      award(1_000_000, [{ amountCents: 1_000_000, milestoneId: other.milestoneIds[0] }]),
      award(
        1_000_000,
        Array.from({ length: 11 }, () => ({ amountCents: 1 })),
      ),
      { outcome: "decline", feedback: "   " },
      { outcome: "fund" },
    ];
    for (const body of invalid) expect((await decide(applicationId, body)).status).toBe(422);
    expect(
      (
        await decide(
          applicationId,
          award(1_000_000, [
            { amountCents: 500_000, milestoneId: prototype },
            { amountCents: 500_000, milestoneId: prototype },
          ]),
        )
      ).status,
    ).toBe(409);
    const decided = await decide(
      applicationId,
      award(1_000_000, [
        { amountCents: 200_000, milestoneId: null },
        { amountCents: 300_000, milestoneId: prototype },
        { amountCents: 500_000, milestoneId: pilot },
      ]),
    );
    expect(decided.status).toBe(200);
    const body = (await decided.json()) as FundingDecisionResponse;
    expect(body).toMatchObject({ status: "awarded", currency: "USD" });
    expect(
      body.award?.tranches.map((tranche) => [tranche.position, tranche.amountCents, tranche.status]),
    ).toEqual([
      [1, 200_000, "pending"],
      [2, 300_000, "pending"],
      [3, 500_000, "pending"],
    ]);
  });

  it("tell the team's leader, earn the team's members points, and are audited", async () => {
    await emptyPool();
    const applicationId = await w.submittedApplication();
    expect((await decide(applicationId, award(1_500_000))).status).toBe(200);
    const told = await w.t.db
      .select({ title: notifications.title, kind: notifications.kind })
      .from(notifications)
      .where(and(eq(notifications.userId, w.leader.userId), eq(notifications.kind, "funding")));
    expect(told.map((row) => row.title)).toEqual(
      expect.arrayContaining([expect.stringContaining("was awarded $15,000.00 from Seed Fund")]),
    );
    // And by email: the funding kind mails by default.
    await deliverNotificationEmails(w.t.db, w.t.env);
    const [leader] = await w.t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, w.leader.userId));
    const mails = await w.t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, leader?.email ?? ""));
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining("was awarded $15,000.00 from Seed Fund")]),
    );
    const points = await w.t.db
      .select({ reason: pointsLedger.reason })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, w.leader.userId), eq(pointsLedger.reason, "funding_awarded")));
    expect(points.length).toBeGreaterThan(0);
    const audited = await w.t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, applicationId));
    expect(audited.map((row) => row.action)).toContain("funding_application.decide");
  });
});

describe("decisions", () => {
  it("are the owner's and administrators' alone, and final until reopened", async () => {
    const applicationId = await w.submittedApplication();
    for (const who of [w.reviewerA, w.leader, w.outsider]) {
      expect(await errorOf(await decide(applicationId, { outcome: "waitlist" }, who))).toMatchObject({
        status: 403,
        message: FUNDING_REVIEW_MESSAGES.ownerOnly,
      });
    }
    expect((await w.api(`/api/funding-applications/${applicationId}/shortlist`, w.owner, {})).status).toBe(
      200,
    );
    expect((await decide(applicationId, { outcome: "waitlist" }, w.admin)).status).toBe(200);
    // A waitlisted application may still be declined; a declined one is final.
    expect((await decide(applicationId, { outcome: "decline", feedback: "Full this round" })).status).toBe(
      200,
    );
    expect(await errorOf(await decide(applicationId, { outcome: "waitlist" }))).toMatchObject({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.notDecidable,
    });
    expect((await w.api(`/api/funding-applications/${applicationId}/shortlist`, w.owner, {})).status).toBe(
      409,
    );
    const reopened = await w.api(`/api/funding-applications/${applicationId}/reopen`, w.owner, {});
    expect(((await reopened.json()) as FundingDecisionResponse).status).toBe("submitted");
    expect(
      await errorOf(await w.api(`/api/funding-applications/${applicationId}/reopen`, w.owner, {})),
    ).toMatchObject({ status: 409, message: FUNDING_REVIEW_MESSAGES.notDecided });
  });
});

describe("tranches", () => {
  it("become due when the team marks the milestone done, then the owner releases them once", async () => {
    await emptyPool();
    const team = await w.newTeam();
    const applicationId = await w.submittedApplication({ team });
    const [prototype] = team.milestoneIds as [string, string];
    const decided = (await (
      await decide(
        applicationId,
        award(1_000_000, [
          { amountCents: 400_000, milestoneId: prototype },
          { amountCents: 600_000, milestoneId: null },
        ]),
      )
    ).json()) as FundingDecisionResponse;
    const [onMilestone, free] = decided.award?.tranches ?? [];
    if (!onMilestone || !free) throw new Error("no tranches");
    const release = (id: string, who: Person = w.owner, reference = "") =>
      w.api(`/api/funding-tranches/${id}/release`, who, { paymentReference: reference });

    expect(await errorOf(await release(onMilestone.id))).toMatchObject({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.trancheWaitsForMilestone,
    });
    const [project] = await w.t.db
      .select({ slug: projects.slug })
      .from(projects)
      .where(eq(projects.id, team.projectId));
    const done = await w.api(
      `/api/projects/${project?.slug}/milestones/${prototype}`,
      w.leader,
      { done: true },
      "PATCH",
    );
    expect(done.status).toBe(200);
    const report = (await (
      await w.api(`/api/funding-calls/${w.callId}/report`, w.owner)
    ).json()) as FundingReportResponse;
    const dueNow = report.awards.find((entry) => entry.applicationId === applicationId)?.tranches[0];
    expect(dueNow).toMatchObject({ status: "due", milestone: { id: prototype, done: true } });
    const asked = await w.t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.userId, w.owner.userId), eq(notifications.kind, "funding")));
    expect(asked.map((row) => row.title)).toEqual(
      expect.arrayContaining([expect.stringContaining("is ready to release")]),
    );

    expect((await release(onMilestone.id, w.leader)).status).toBe(403);
    const released = await release(onMilestone.id, w.owner, "WIRE-2026-001");
    expect(released.status).toBe(200);
    expect(await released.json()).toMatchObject({
      tranche: { status: "released", paymentReference: "WIRE-2026-001" },
    });
    expect(await errorOf(await release(onMilestone.id))).toMatchObject({
      status: 409,
      message: FUNDING_REVIEW_MESSAGES.trancheReleased,
    });
    expect((await release(free.id)).status).toBe(200);
    const points = await w.t.db
      .select({ sourceId: pointsLedger.sourceId })
      .from(pointsLedger)
      .where(
        and(eq(pointsLedger.userId, w.leader.userId), eq(pointsLedger.reason, "funding_tranche_released")),
      );
    expect(points.map((row) => row.sourceId)).toEqual(expect.arrayContaining([onMilestone.id, free.id]));
    // A released tranche keeps the award: it cannot be reopened.
    expect(
      await errorOf(await w.api(`/api/funding-applications/${applicationId}/reopen`, w.owner, {})),
    ).toMatchObject({ status: 409, message: FUNDING_REVIEW_MESSAGES.trancheReleasedNoReopen });
    expect((await release("not-a-tranche")).status).toBe(404);
  });
});

describe("the report and the team's funding", () => {
  it("gives the owner the call's figures as JSON and CSV, and nobody else", async () => {
    const report = (await (
      await w.api(`/api/funding-calls/${w.callId}/report`, w.owner)
    ).json()) as FundingReportResponse;
    expect(report.call.remainingCents).toBe(report.call.poolCents - report.call.committedCents);
    expect(report.call.releasedCents).toBeGreaterThan(0);
    const csv = await w.api(`/api/funding-calls/${w.callId}/report?format=csv`, w.owner);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const text = await csv.text();
    expect(text.split("\r\n")[1]).toBe(
      "Team,Award,Tranche,Tranche amount,Milestone,Status,Released at,Payment reference,Currency",
    );
    expect(text).toContain("WIRE-2026-001");
    expect((await w.api(`/api/funding-calls/${w.callId}/report?format=pdf`, w.owner)).status).toBe(422);
    expect((await w.api(`/api/funding-calls/${w.callId}/report`, w.leader)).status).toBe(403);
    expect((await w.api("/api/funding-calls/not-a-call/report", w.owner)).status).toBe(404);
  });

  it("shows a public team's awards to anyone on its page and its project's, the amounts only inside the incubator", async () => {
    const team = await w.newTeam();
    const fundingOf = async (path: string, who: Person | null) =>
      ((await (await w.api(path, who)).json()) as { funding: TeamFunding }).funding;
    expect(await fundingOf(`/api/teams/${team.slug}`, w.leader)).toBeNull();
    const applicationId = await w.submittedApplication({ team });
    expect((await decide(applicationId, award(100_000))).status).toBe(200);
    expect((await fundingOf(`/api/teams/${team.slug}`, w.leader))?.awards).toMatchObject([
      {
        applicationId,
        call: { title: "Seed Fund" },
        amounts: { awardedCents: 100_000, pendingCents: 100_000 },
      },
    ]);
    expect((await fundingOf(`/api/teams/${team.slug}`, null))?.awards).toMatchObject([
      { call: { title: "Seed Fund" }, tranchesTotal: 1, amounts: null },
    ]);
    expect((await fundingOf(`/api/teams/${team.slug}`, w.outsider))?.awards[0]?.amounts).toBeNull();
    const [project] = await w.t.db
      .select({ slug: projects.slug })
      .from(projects)
      .where(eq(projects.id, team.projectId));
    expect((await fundingOf(`/api/projects/${project?.slug}`, w.reviewerA))?.awards).toMatchObject([
      { applicationId, project: { slug: project?.slug }, amounts: { awardedCents: 100_000 } },
    ]);
    const [other] = await w.t.db
      .insert(projects)
      .values({ teamId: team.id, slug: `${project?.slug}-other`, name: "Other" })
      .returning({ slug: projects.slug });
    expect(await fundingOf(`/api/projects/${other?.slug}`, w.leader)).toBeNull();
  });
});

describe("the feed", () => {
  it("tells the incubator's members of a public team's award and each released tranche, not of a decline", async () => {
    await emptyPool();
    const team = await w.newTeam();
    const applicationId = await w.submittedApplication({ team });
    const declinedId = await w.submittedApplication();
    const cards = async () =>
      (
        await w.t.db
          .select({ kind: feedItems.kind, body: feedItems.body, scopeKind: feedItems.scopeKind })
          .from(feedItems)
          .where(eq(feedItems.incubatorId, w.incubator.id))
          .orderBy(feedItems.createdAt)
      ).filter((item) => item.kind === "funding_awarded" || item.kind === "funding_released");
    const before = (await cards()).length;
    expect((await decide(declinedId, { outcome: "decline", feedback: "Not this round." })).status).toBe(200);
    expect(await cards()).toHaveLength(before);

    const decided = (await (
      await decide(applicationId, award(500_000, [{ amountCents: 200_000 }, { amountCents: 300_000 }]))
    ).json()) as FundingDecisionResponse;
    const [first] = decided.award?.tranches ?? [];
    if (!first) throw new Error("no tranche");
    expect((await w.api(`/api/funding-tranches/${first.id}/release`, w.owner, {})).status).toBe(200);
    const added = (await cards()).slice(before);
    expect(added).toEqual([
      {
        kind: "funding_awarded",
        body: `Team ${team.slug.split("-").pop()} was awarded $5,000.00 from Seed Fund.`,
        scopeKind: "incubator",
      },
      {
        kind: "funding_released",
        body: `Team ${team.slug.split("-").pop()} received $2,000.00 of its award from Seed Fund.`,
        scopeKind: "incubator",
      },
    ]);
  });
});
