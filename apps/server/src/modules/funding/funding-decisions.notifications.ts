import { type FundingAwardChange, type FundingCurrency, formatFundingAmount } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { publishEvent } from "../../lib/realtime/event-log";
import { notify } from "../notifications/notify.service";
import { movedOf, publishApplicationMove } from "./funding-live-events";
import { type ApplicationContext, applicantsOf } from "./funding-reviews.records";

/*
 * What funding's decisions and tranches tell, in the change's transaction
 * (docs/decisions/059-business-funding.md): the team's event (its pages refresh; the points projector
 * rewards an award and a release) and the notifications of the `funding` kind, in the app and by email.
 */

export type FundingChange = FundingAwardChange;

export async function publishFundingChange(
  tx: Database,
  context: ApplicationContext,
  change: FundingChange,
  trancheId: string | null = null,
): Promise<void> {
  await publishEvent(tx, {
    type: "funding.award_changed",
    audience: { kind: "team", id: context.team.id },
    payload: {
      applicationId: context.application.id,
      callId: context.call.id,
      teamId: context.team.id,
      change,
      trancheId,
    },
  });
  await publishApplicationMove(tx, movedOf(context.application), change);
}

function money(cents: number, currency: FundingCurrency): string {
  return formatFundingAmount(cents, currency);
}

/** The sentence the applicants read for a decision or a release. */
function titleOf(context: ApplicationContext, change: FundingChange, amountCents: number | null): string {
  const call = context.call.title;
  const amount = amountCents === null ? "" : money(amountCents, context.call.currency);
  switch (change) {
    case "awarded":
      return `${context.team.name} was awarded ${amount} from ${call}`;
    case "declined":
      return `${context.team.name}'s application to ${call} was declined`;
    case "waitlisted":
      return `${context.team.name}'s application to ${call} is on the waitlist`;
    case "reopened":
      return `The decision on ${context.team.name}'s application to ${call} was reopened`;
    case "tranche_released":
      return `${amount} of ${context.team.name}'s funding from ${call} was released`;
    case "tranche_due":
      return `${context.team.name} finished a milestone: ${amount} from ${call} is ready to release`;
  }
}

/** Tells the team's leader and core members of a decision or a release. */
export async function notifyApplicants(
  tx: Database,
  context: ApplicationContext,
  change: FundingChange,
  options: { actorId: string | null; amountCents?: number; feedback?: string },
): Promise<void> {
  await notify(tx, await applicantsOf(tx, context.team.id), {
    kind: "funding",
    actorId: options.actorId,
    title: titleOf(context, change, options.amountCents ?? null),
    excerpt: options.feedback || undefined,
    url: `/funding/applications/${context.application.id}`,
    subject: { applicationId: context.application.id, change },
  });
}

/** Asks the incubator's owner to confirm a tranche whose milestone the team marked done. */
export async function notifyOwnerOfDueTranche(
  tx: Database,
  context: ApplicationContext,
  tranche: { id: string; amountCents: number },
): Promise<void> {
  if (!context.incubator.ownerId) return;
  await notify(tx, [context.incubator.ownerId], {
    kind: "funding",
    actorId: null,
    title: titleOf(context, "tranche_due", tranche.amountCents),
    url: `/funding/applications/${context.application.id}`,
    subject: { applicationId: context.application.id, trancheId: tranche.id },
  });
}
