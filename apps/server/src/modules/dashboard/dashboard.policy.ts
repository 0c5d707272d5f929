import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";

/*
 * The dashboard (docs/decisions/056-dashboard-and-points.md) is the signed-in person's own: they read
 * their checklist and cards, and put their own checklist away. Nobody reads or changes another's.
 */

export type DashboardAction = "readOwn" | "dismissOwnChecklist";

/** Whose dashboard: the actor's own is the only one there is an action on. */
export type DashboardResource = { ownerId: string };

function refusal(actor: PolicyActor, _action: DashboardAction, resource: DashboardResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  return actor.userId === resource.ownerId ? null : new AppError("forbidden");
}

export const { can, assertCan } = definePolicy(refusal);

/** The signed-in person's id once the policy let them take `action` on their own dashboard. */
export function ownerOf(actor: PolicyActor, action: DashboardAction): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  assertCan(actor, action, { ownerId: actor.userId });
  return actor.userId;
}
