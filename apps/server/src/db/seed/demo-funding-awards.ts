import { asc, eq, like } from "drizzle-orm";
import type { Database } from "../client";
import {
  fundingApplications,
  fundingAwards,
  fundingCallReviewers,
  fundingCalls,
  fundingReviewScores,
  fundingReviews,
  fundingRubricCriteria,
  fundingTranches,
  incubators,
  projectMilestones,
  projects,
  teams,
  users,
} from "../schema";
import { DEMO_MENTOR_EMAIL_DOMAIN } from "./demo-mentors";
import type { SeedStep } from "./seed";

/**
 * A decided funding call of the demo (docs/decisions/059-business-funding.md): Northstar's autumn seed
 * fund, closed a month ago, reviewed by two of the demo mentors on a weighted rubric, with one team
 * awarded in three tranches (one released on a done milestone, one due, one waiting for its milestone)
 * and another declined with feedback. Written straight to the tables, as the demo's history.
 */

const DAY_MS = 86_400_000;
const INCUBATOR = "northstar-venture-studio";

const CRITERIA = [
  { name: "Team", description: "Can these people build it and sell it?", weight: 2 },
  {
    name: "Traction",
    description: "Evidence that someone wants it: pilots, revenue, waiting lists.",
    weight: 3,
  },
  { name: "Use of funds", description: "Does the money buy the next milestone?", weight: 1 },
];

/** Each reviewer's scores for each application, in the order of the criteria. */
const SCORES = [
  [
    [5, 4, 4],
    [4, 5, 3],
  ],
  [
    [3, 2, 3],
    [2, 3, 2],
  ],
];

interface Applicant {
  teamId: string;
  projectId: string;
  milestones: { id: string; doneAt: Date | null }[];
}

/** The incubator's first two teams (by name) whose project has milestones, done ones first. */
async function applicantsOf(tx: Database, incubatorId: string): Promise<Applicant[]> {
  const rows = await tx
    .select({
      teamId: teams.id,
      projectId: projects.id,
      milestoneId: projectMilestones.id,
      doneAt: projectMilestones.doneAt,
    })
    .from(teams)
    .innerJoin(projects, eq(projects.teamId, teams.id))
    .innerJoin(projectMilestones, eq(projectMilestones.projectId, projects.id))
    .where(eq(teams.incubatorId, incubatorId))
    .orderBy(asc(teams.name), asc(projects.name), asc(projectMilestones.dueOn));
  const byTeam = new Map<string, Applicant>();
  for (const row of rows) {
    const applicant = byTeam.get(row.teamId) ?? {
      teamId: row.teamId,
      projectId: row.projectId,
      milestones: [],
    };
    if (applicant.projectId === row.projectId)
      applicant.milestones.push({ id: row.milestoneId, doneAt: row.doneAt });
    byTeam.set(row.teamId, applicant);
  }
  return [...byTeam.values()].filter((applicant) => applicant.milestones.length >= 3).slice(0, 2);
}

export const demoFundingAwardsStep: SeedStep = {
  name: "funding-awards",
  async run(tx, { now }) {
    const [incubator] = await tx
      .select({ id: incubators.id })
      .from(incubators)
      .where(eq(incubators.slug, INCUBATOR));
    if (!incubator) return;
    const applicants = await applicantsOf(tx, incubator.id);
    const reviewers = await tx
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${DEMO_MENTOR_EMAIL_DOMAIN}`))
      .orderBy(asc(users.email))
      .limit(2);
    const [winner, declined] = applicants;
    if (!winner || !declined || reviewers.length < 2) return;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    const [call] = await tx
      .insert(fundingCalls)
      .values({
        incubatorId: incubator.id,
        title: "Autumn Seed Fund",
        description:
          "Up to **$50,000** for teams with a working pilot, released as milestones are reached. Reviewed by Northstar's mentors.",
        currency: "USD",
        poolCents: 25_000_000,
        maxAwardCents: 5_000_000,
        opensAt: at(90),
        closesAt: at(45),
        publishedAt: at(92),
      })
      .returning({ id: fundingCalls.id });
    if (!call) return;
    const criteria = await tx
      .insert(fundingRubricCriteria)
      .values(CRITERIA.map((criterion, index) => ({ ...criterion, callId: call.id, position: index + 1 })))
      .returning({ id: fundingRubricCriteria.id, weight: fundingRubricCriteria.weight });
    await tx
      .insert(fundingCallReviewers)
      .values(reviewers.map((reviewer) => ({ callId: call.id, userId: reviewer.id })));
    const applications = await tx
      .insert(fundingApplications)
      .values(
        [winner, declined].map((applicant, index) => ({
          callId: call.id,
          incubatorId: incubator.id,
          teamId: applicant.teamId,
          projectId: applicant.projectId,
          status: index === 0 ? ("awarded" as const) : ("declined" as const),
          askCents: index === 0 ? 5_000_000 : 3_000_000,
          useOfFunds:
            index === 0 ? "Two more pilot sites and a part-time nurse trainer." : "A first hire in sales.",
          submittedAt: at(50 - index),
          decidedAt: at(30),
          feedback:
            index === 0
              ? "Strong pilots. The last tranche follows your next milestone."
              : "Promising, but we would like to see a first paying customer. Please apply again next round.",
        })),
      )
      .returning({ id: fundingApplications.id });
    for (const [reviewerIndex, reviewer] of reviewers.entries()) {
      for (const [applicationIndex, application] of applications.entries()) {
        const scores = SCORES[applicationIndex]?.[reviewerIndex] ?? [];
        const [review] = await tx
          .insert(fundingReviews)
          .values({
            applicationId: application.id,
            reviewerId: reviewer.id,
            status: "submitted",
            comment: applicationIndex === 0 ? "Clear plan and real pilots." : "Too early for this fund.",
            submittedAt: at(40 - reviewerIndex),
          })
          .returning({ id: fundingReviews.id });
        if (!review) continue;
        const rows = criteria.map((criterion, index) => ({
          reviewId: review.id,
          criterionId: criterion.id,
          score: scores[index] ?? 3,
        }));
        await tx.insert(fundingReviewScores).values(rows);
      }
    }
    const [winning] = applications;
    if (!winning) return;
    // The trigger adds the award to the call's committed sum, as it does for every award.
    const [award] = await tx
      .insert(fundingAwards)
      .values({ applicationId: winning.id, callId: call.id, amountCents: 4_000_000, createdAt: at(30) })
      .returning({ id: fundingAwards.id });
    if (!award) return;
    const done = winner.milestones.filter((milestone) => milestone.doneAt !== null);
    const open = winner.milestones.filter((milestone) => milestone.doneAt === null);
    const [first, second] = done;
    const [later] = open;
    await tx.insert(fundingTranches).values([
      {
        awardId: award.id,
        position: 1,
        amountCents: 1_500_000,
        milestoneId: first?.id ?? null,
        status: "released",
        dueAt: at(28),
        releasedAt: at(25),
        paymentReference: "NVS-2026-0117",
      },
      {
        awardId: award.id,
        position: 2,
        amountCents: 1_500_000,
        milestoneId: second?.id ?? null,
        status: "due",
        dueAt: at(3),
      },
      {
        awardId: award.id,
        position: 3,
        amountCents: 1_000_000,
        milestoneId: later?.id ?? null,
        status: "pending",
      },
    ]);
  },
};
