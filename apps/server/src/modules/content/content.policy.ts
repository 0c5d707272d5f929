import { CONTENT_NOT_FOUND_MESSAGE, type ContentSource } from "@hatchery/shared";
import { type SQL, sql } from "drizzle-orm";
import { contentItems } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { definePolicy } from "../../lib/policy";

export type ContentAction = "read";

/** What the content policy decides on: where a piece came from and who wrote it. */
export type ContentResource = { source: ContentSource; authorId: string | null };

/**
 * The repository's content is public, as the library's routes are (SPEC §2). What an incubator's owner
 * writes is, until its courses say who they are for (the learning issue's visibility), read by its
 * author alone. A piece the actor may not read is 404, so its address reveals nothing.
 */
function refusal(actor: Actor, _action: ContentAction, resource: ContentResource): AppError | null {
  if (resource.source === "repository") return null;
  if (actor.kind === "user" && resource.authorId === actor.userId) return null;
  return new AppError("not_found", CONTENT_NOT_FOUND_MESSAGE);
}

export const { can, assertCan } = definePolicy(refusal);

/** The same rule as a condition on content_items, for lists and search, which cannot ask row by row. */
export function readableBy(actor: Actor): SQL {
  if (actor.kind !== "user") return sql`${contentItems.source} = 'repository'`;
  return sql`(${contentItems.source} = 'repository' or ${contentItems.authorId} = ${actor.userId})`;
}
