import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  events,
  fundingApplications,
  notificationPreferences,
  notifications,
  teamMembers,
} from "../../db/schema";
import { createFundingWorld, type FundingWorld, type Person } from "./funding-reviews.test-support";

/**
 * What funding tells as an application moves: the comments on a draft to the team's core members, and
 * the live events to exactly the people who read the application (docs/decisions/059-business-funding.md).
 */

let w: FundingWorld;

beforeAll(async () => {
  w = await createFundingWorld();
}, 120_000);
afterAll(() => w.t.close());

async function draftOf(team: FundingWorld["team"]): Promise<string> {
  const [row] = await w.t.db
    .insert(fundingApplications)
    .values({
      callId: w.callId,
      incubatorId: w.incubator.id,
      teamId: team.id,
      projectId: team.projectId,
      createdBy: w.leader.userId,
      askCents: 1_000_000,
    })
    .returning({ id: fundingApplications.id });
  return row?.id as string;
}

describe("a comment on a draft", () => {
  it("tells the team's leader and core members, the author aside, each as they chose", async () => {
    const team = await w.newTeam();
    // reviewerA holds a core role in this team, reviewerB is a plain member: only the first reads the draft.
    await w.t.db.insert(teamMembers).values([
      { teamId: team.id, userId: w.reviewerA.userId, coreRole: "cto" },
      { teamId: team.id, userId: w.reviewerB.userId },
    ]);
    const id = await draftOf(team);
    const comments = `/api/funding-applications/${id}/comments`;
    const toldOf = (who: Person) =>
      w.t.db
        .select({ title: notifications.title, excerpt: notifications.excerpt })
        .from(notifications)
        .where(
          and(eq(notifications.userId, who.userId), eq(notifications.url, `/funding/applications/${id}`)),
        );

    expect((await w.api(comments, w.reviewerA, { body: "Cut the ask?" })).status).toBe(201);
    const [leaderTold] = await toldOf(w.leader);
    expect(leaderTold).toMatchObject({ excerpt: "Cut the ask?" });
    expect(leaderTold?.title).toMatch(/ commented on Team \d+'s application to Seed Fund$/);
    expect(await toldOf(w.reviewerA)).toEqual([]);
    expect(await toldOf(w.reviewerB)).toEqual([]);

    await w.t.db
      .insert(notificationPreferences)
      .values({ userId: w.leader.userId, kind: "funding", delivery: "off" });
    expect((await w.api(comments, w.reviewerA, { body: "Or the scope?" })).status).toBe(201);
    expect((await w.api(comments, w.leader, { body: "The scope." })).status).toBe(201);
    await w.t.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, w.leader.userId));
    expect((await toldOf(w.leader)).map((row) => row.excerpt)).toEqual(["Cut the ask?"]);
    expect(await toldOf(w.reviewerA)).toMatchObject([{ excerpt: "The scope." }]);
  });
});

/** Who each `funding.application_changed` of the application went to, by change. */
async function audiencesOf(applicationId: string): Promise<Record<string, string[]>> {
  const rows = await w.t.db
    .select({ payload: events.payload, kind: events.audienceKind, id: events.audienceId })
    .from(events)
    .where(
      and(
        eq(events.type, "funding.application_changed"),
        sql`${events.payload}->>'applicationId' = ${applicationId}`,
      ),
    )
    .orderBy(events.id);
  const byChange: Record<string, string[]> = {};
  for (const row of rows) {
    const change = (row.payload as { change?: string }).change ?? "";
    byChange[change] = [...(byChange[change] ?? []), row.id === null ? row.kind : `${row.kind}:${row.id}`];
  }
  for (const change of Object.keys(byChange)) byChange[change]?.sort();
  return byChange;
}

describe("live funding pages", () => {
  it("tell each move to the people who read the application, and no one else", async () => {
    const callPeople = [w.owner, w.reviewerA, w.reviewerB, w.conflicted].map((who) => `person:${who.userId}`);
    const staff = ["admins", ...callPeople].sort();
    const team = await w.newTeam();

    const withdrawnDraft = await draftOf(team);
    expect((await w.api(`/api/funding-applications/${withdrawnDraft}/withdraw`, w.leader, {})).status).toBe(
      200,
    );
    // The draft never left the team: the call's people do not hear of it.
    expect(await audiencesOf(withdrawnDraft)).toEqual({ withdrawn: [`team:${team.id}`] });

    const id = await w.submittedApplication();
    await w.t.db
      .update(fundingApplications)
      .set({ status: "draft", submittedAt: null })
      .where(eq(fundingApplications.id, id));
    expect((await w.api(`/api/funding-applications/${id}/submit`, w.leader, {})).status).toBe(200);
    const [first, second] = w.criteria;
    const scores = [
      { criterionId: first?.id, score: 4 },
      { criterionId: second?.id, score: 3 },
    ];
    const review = `/api/funding-applications/${id}/my-review`;
    expect((await w.api(review, w.reviewerA, { scores, comment: "" }, "PUT")).status).toBe(200);
    expect((await w.api(`${review}/submit`, w.reviewerA, {})).status).toBe(200);
    const decided = await w.api(`/api/funding-applications/${id}/decision`, w.owner, {
      outcome: "decline",
      feedback: "Not this round.",
    });
    expect(decided.status).toBe(200);

    const [applying] = await w.t.db
      .select({ teamId: fundingApplications.teamId })
      .from(fundingApplications)
      .where(eq(fundingApplications.id, id));
    expect(await audiencesOf(id)).toEqual({
      submitted: [...staff, `team:${applying?.teamId}`].sort(),
      reviewed: staff,
      declined: staff,
    });
    const everyAudience = Object.values(await audiencesOf(id)).flat();
    expect(everyAudience).not.toContain(`person:${w.outsider.userId}`);
  });
});
