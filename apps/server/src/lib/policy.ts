import type { Role } from "@hatchery/shared";
import type { Actor } from "./context";
import type { AppError } from "./errors";

/**
 * The person's roles as one request sees them: the roles held, or the failure of the lookup, which
 * every policy treats as holding none that would grant anything (SPEC §6: a failed role lookup denies).
 */
export type HeldRoles = { ok: true; roles: readonly Role[] } | { ok: false; error: unknown };

/** The actor with their roles, for policies that depend on roles (loaded once per request). */
export type PolicyActor =
  | Exclude<Actor, { kind: "user" }>
  | (Extract<Actor, { kind: "user" }> & { heldRoles: HeldRoles });

export function holdsRole(actor: PolicyActor, role: Role): boolean {
  return actor.kind === "user" && actor.heldRoles.ok && actor.heldRoles.roles.includes(role);
}

export interface Policy<TActor, TAction extends string, TResource> {
  /** Whether the actor may take the action on the resource: for showing or hiding controls. */
  can(actor: TActor, action: TAction, resource: TResource): boolean;
  /** Throws the refusal (its status and the SPEC's words) unless the actor may take the action. */
  assertCan(actor: TActor, action: TAction, resource: TResource): void;
}

/**
 * A policy from one function that answers why an action is refused (null when allowed), so the
 * yes/no a page shows and the error a route answers can never disagree.
 */
export function definePolicy<TActor, TAction extends string, TResource>(
  refusal: (actor: TActor, action: TAction, resource: TResource) => AppError | null,
): Policy<TActor, TAction, TResource> {
  return {
    can: (actor, action, resource) => refusal(actor, action, resource) === null,
    assertCan: (actor, action, resource) => {
      const refused = refusal(actor, action, resource);
      if (refused) throw refused;
    },
  };
}
