import type { NotificationKind } from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { positions, teamApplications, teamMembers, teams, users } from "../../db/schema";
import { formatCalendarDay } from "../../lib/dates";
import { type EmailLink, renderEmail, siteUrl } from "../../lib/email-layout";
import type { OutboxMessage } from "../../lib/outbox";
import { type NotificationEmailRenderer, notify } from "../notifications/notify.service";

/**
 * The emails of an application's steps (docs/decisions/018): each step tells the other side. What the
 * applicant does (applying, asking to join, using an invite link, withdrawing) goes to the team's
 * leader; what the leader decides (a trial, accepting, declining) goes to the applicant.
 * `notifyApplicationStep` is called with the transaction of the step, so the notification (and its
 * email job) is committed with it or not at all.
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

function isApplicationEmailKind(step: string): step is ApplicationEmailKind {
  return step in APPLICATION_EMAIL_KINDS;
}

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
        facts.trialEndsOn
          ? `The trial runs until ${formatCalendarDay(facts.trialEndsOn)}; the team decides after it.`
          : "The team decides after the trial.",
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

/** The notification sentence of each step, as the other side reads it in the app. */
function stepTitle(kind: ApplicationEmailKind, facts: ApplicationMailFacts): string {
  const applicantName = facts.applicant.name;
  switch (kind) {
    case "received":
      return facts.positionTitle
        ? `${applicantName} applied to ${whatFor(facts)}`
        : `${applicantName} asked to join ${facts.team.name}`;
    case "joined":
      return `${applicantName} accepted your invite and joined ${whatFor(facts)}`;
    case "withdrawn":
      return `${applicantName} withdrew their application to ${whatFor(facts)}`;
    case "trial":
      return `${facts.team.name} offered you a trial for ${whatFor(facts)}`;
    case "accepted":
      return `${facts.team.name} accepted your application to ${whatFor(facts)}`;
    case "declined":
      return `${facts.team.name} declined your application to ${whatFor(facts)}`;
  }
}

/** Which of the person's notification kinds a step is: their choice for that kind decides its email. */
function notificationKindOf(kind: ApplicationEmailKind, facts: ApplicationMailFacts): NotificationKind {
  if (kind === "joined") return "invite_accepted";
  if (kind === "received" && facts.positionTitle === null) return "team_join_request";
  return "application";
}

const TO_LEADER: ReadonlySet<ApplicationEmailKind> = new Set(["received", "joined", "withdrawn"]);

/**
 * Tells the other side of a step, in the transaction of the step, through the notification centre
 * (docs/decisions/019-notifications.md): the notification in the app, and its email (with the words
 * `composeApplicationEmail` writes) where the person wants email for its kind. The applicant's steps
 * go to the team's leader, the leader's decisions to the applicant.
 */
export async function notifyApplicationStep(
  tx: Database,
  kind: ApplicationEmailKind,
  application: { id: string; userId: string; teamId: string },
  decidedBy: string | null,
): Promise<void> {
  const facts = await mailFactsOf(tx, application.id);
  if (!facts) throw new Error("the application is not in the transaction of its step");
  const toLeader = TO_LEADER.has(kind);
  const recipients = toLeader
    ? (
        await tx
          .select({ userId: teamMembers.userId })
          .from(teamMembers)
          .where(and(eq(teamMembers.teamId, application.teamId), eq(teamMembers.isLeader, true)))
      ).map((row) => row.userId)
    : [application.userId];
  const excerpt =
    kind === "declined"
      ? (facts.declineReason ?? "")
      : kind === "received" || kind === "joined"
        ? facts.message
        : "";
  await notify(tx, recipients, {
    kind: notificationKindOf(kind, facts),
    actorId: toLeader ? application.userId : decidedBy,
    title: stepTitle(kind, facts),
    excerpt,
    url: `/teams/${encodeURIComponent(facts.team.slug)}`,
    subject: { applicationId: application.id, step: kind, teamId: application.teamId },
  });
}

/**
 * The email of an application step's notification, in the words above, read when it is sent
 * (listed in src/notification-email-list.ts); null for any other notification.
 */
export const applicationStepEmail: NotificationEmailRenderer = async (db, input) => {
  const { applicationId, step } = input.notification.subject;
  if (!applicationId || !step || !isApplicationEmailKind(step)) return null;
  const facts = await mailFactsOf(db, applicationId);
  const message = facts && composeApplicationEmail(step, facts, input.publicUrl, input.unsubscribe);
  return message ? { ...message, to: input.recipient.email } : null;
};
