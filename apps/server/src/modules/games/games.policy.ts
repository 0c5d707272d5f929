import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type GamesAction = "play" | "keepResults";

/**
 * The career games are open to visitors (SPEC §2 lists them as public routes); a result is kept, and
 * earns points, for a signed-in person only (docs/decisions/043-memory-game.md).
 */
function refusal(actor: Actor, action: GamesAction, _resource: null): AppError | null {
  if (action === "play") return null;
  return actor.kind === "user" ? null : new AppError("unauthenticated");
}

export const { can, assertCan } = definePolicy(refusal);
