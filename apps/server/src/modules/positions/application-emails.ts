import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { positions, teamApplications, teamMembers, teams, users } from "../../db/schema";
import { type EmailLink, formatEmailDate, renderEmail, siteUrl } from "../../lib/email-layout";
import { enqueueEmail, type OutboxMessage } from "../../lib/outbox";

/**
 * The emails of an application's steps (docs/decisions/018): each step tells the other side. What the
 * applicant does (applying, asking to join, using an invite link, withdrawing) goes to the team's
 * leader; what the leader decides (a trial, accepting, declining) goes to the applicant.
 * `queueApplicationMail` is called with the transaction of the step, so the message is committed with
 * it or not at all.
 */

export const APPLICATION_EMAIL_KINDS = {
  received: "team-application-received",
  joined: "team-application-joined",
  withdrawn: "team-application-withdrawn",
  trial: "team-application-trial",
  accepted: "team-application-accepted",
  declined: "team-application-declined",
} as const;
export type ApplicationEmailKind = keyof typeof APPLICATION_EMAIL_KINDS;

interface Recipient {
  email: string;
  firstName: string | null;
}

/** Everything an application email says, read in the transaction of the step. */
export interface ApplicationMailFacts {
  applicant: Recipient & { name: string };
  /** Null when the team has no leader (then the team side gets no email). */
  leader: Recipient | null;
  team: { name: string; slug: string };
  positionTitle: string | null;
  message: string;
  trialEndsOn: string | null;
  declineReason: string | null;
}

const leaderMember = alias(teamMembers, "leader_member");
const leaderUser = alias(users, "leader_user");

export async function mailFactsOf(tx: Database, applicationId: string): Promise<ApplicationMailFacts | null> {
  const [row] = await tx
    .select({
      applicant: { email: users.email, firstName: users.firstName, name: users.name },
      leaderEmail: leaderUser.email,
      leaderFirstName: leaderUser.firstName,
      team: { name: teams.name, slug: teams.slug },
      positionTitle: positions.title,
      message: teamApplications.message,
      trialEndsOn: teamApplications.trialEndsOn,
      declineReason: teamApplications.declineReason,
    })
    .from(teamApplications)
    .innerJoin(users, eq(users.id, teamApplications.userId))
    .innerJoin(teams, eq(teams.id, teamApplications.teamId))
    .leftJoin(positions, eq(positions.id, teamApplications.positionId))
    .leftJoin(leaderMember, and(eq(leaderMember.teamId, teams.id), eq(leaderMember.isLeader, true)))
    .leftJoin(leaderUser, eq(leaderUser.id, leaderMember.userId))
    .where(eq(teamApplications.id, applicationId));
  if (!row) return null;
  return {
    applicant: row.applicant,
    leader: row.leaderEmail ? { email: row.leaderEmail, firstName: row.leaderFirstName } : null,
    team: row.team,
    positionTitle: row.positionTitle,
    message: row.message,
    trialEndsOn: row.trialEndsOn,
    declineReason: row.declineReason,
  };
}

/** "the Backend developer position at Acme", or "Acme" for a request without a position. */
function whatFor(facts: ApplicationMailFacts): string {
  return facts.positionTitle ? `the ${facts.positionTitle} position at ${facts.team.name}` : facts.team.name;
}

function teamPage(publicUrl: string, facts: ApplicationMailFacts) {
  return siteUrl(publicUrl, `/teams/${encodeURIComponent(facts.team.slug)}`);
}

/** The message for one step, or null when its side has nobody to write to (a team without a leader). */
export function composeApplicationEmail(
  kind: ApplicationEmailKind,
  facts: ApplicationMailFacts,
  publicUrl: string,
  unsubscribe?: EmailLink,
): OutboxMessage | null {
  const action = { label: `Open ${facts.team.name}`, url: teamPage(publicUrl, facts) };
  const applicantName = facts.applicant.name;
  const quote = facts.message ? { quote: facts.message } : {};
  const toLeader = (subject: string, paragraphs: string[], withQuote: boolean) =>
    facts.leader
      ? renderEmail({
          kind: APPLICATION_EMAIL_KINDS[kind],
          to: facts.leader.email,
          subject,
          greetingName: facts.leader.firstName ?? "",
          paragraphs,
          ...(withQuote ? quote : {}),
          action,
          footnote: `You receive this as the leader of ${facts.team.name}.`,
          ...(unsubscribe ? { unsubscribe } : {}),
        })
      : null;
  const toApplicant = (subject: string, paragraphs: string[]) =>
    renderEmail({
      kind: APPLICATION_EMAIL_KINDS[kind],
      to: facts.applicant.email,
      subject,
      greetingName: facts.applicant.firstName ?? "",
      paragraphs,
      action,
      footnote: `You receive this because you applied to ${whatFor(facts)}.`,
      ...(unsubscribe ? { unsubscribe } : {}),
    });
  switch (kind) {
    case "received":
      return toLeader(
        `${applicantName} applied to ${whatFor(facts)}`,
        [
          `${applicantName} applied to ${whatFor(facts)}. You can put them on a trial, accept or decline them from the team's page.`,
        ],
        true,
      );
    case "joined":
      return toLeader(
        `${applicantName} joined ${facts.team.name}`,
        [`${applicantName} used an invite link that needs no approval and joined ${whatFor(facts)}.`],
        true,
      );
    case "withdrawn":
      return toLeader(
        `${applicantName} withdrew their application to ${whatFor(facts)}`,
        [
          `${applicantName} withdrew their application to ${whatFor(facts)}; nothing more is needed from you.`,
        ],
        false,
      );
    case "trial":
      return toApplicant(`A trial with ${facts.team.name}`, [
        `${facts.team.name} would like to work with you on a trial for ${whatFor(facts)}.`,
        `The trial runs until ${formatEmailDate(new Date(`${facts.trialEndsOn}T00:00:00Z`))}; the team decides after it.`,
      ]);
    case "accepted":
      return toApplicant(`Welcome to ${facts.team.name}`, [
        `${facts.team.name} accepted your application to ${whatFor(facts)}: you are now a member of the team.`,
      ]);
    case "declined":
      return toApplicant(`Your application to ${whatFor(facts)}`, [
        `${facts.team.name} decided not to go ahead with your application to ${whatFor(facts)}.`,
        ...(facts.declineReason ? [`Their reason: ${facts.declineReason}`] : []),
      ]);
  }
}

/** Queues the email of a step to the other side, in the transaction of the step. */
export async function queueApplicationMail(
  tx: Database,
  kind: ApplicationEmailKind,
  applicationId: string,
  publicUrl: string,
): Promise<void> {
  const facts = await mailFactsOf(tx, applicationId);
  if (!facts) throw new Error("the application is not in the transaction of its step");
  const message = composeApplicationEmail(kind, facts, publicUrl);
  if (message) await enqueueEmail(tx, message);
}
