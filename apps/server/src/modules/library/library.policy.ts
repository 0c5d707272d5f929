import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type LibraryAction = "read" | "keepProgress";

/**
 * The library is public (SPEC §2): anyone reads its sections and articles and checks their answers.
 * Progress and bookmarks are kept for a signed-in person; a visitor's stay in their browser until they
 * sign in (docs/decisions/037-library.md).
 */
function refusal(actor: Actor, action: LibraryAction, _resource: null): AppError | null {
  if (action === "read") return null;
  return actor.kind === "user" ? null : new AppError("unauthenticated");
}

export const { can, assertCan } = definePolicy(refusal);
