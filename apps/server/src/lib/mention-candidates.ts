import type { PersonRef } from "@hatchery/shared";
import { and, asc, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { escapeLike } from "./like-pattern";
import { personRefColumns } from "./person-ref";

/** How many people a composer's @-list offers at once. */
const MENTION_CANDIDATES_LIMIT = 8;

/**
 * The people `reads` admits, but the person typing, whose name or a word of it starts with the text
 * typed after `@`: the one list behind the feed's and the chat's composers, each with its own rule of
 * who reads the place.
 */
export async function mentionCandidatesAmong(
  db: Database,
  reads: (userId: SQL) => SQL,
  typistId: string,
  query: string,
): Promise<{ people: PersonRef[] }> {
  const typed = escapeLike(query.replaceAll("\u0000", "").trim().toLowerCase());
  const people = await db
    .select(personRefColumns)
    .from(users)
    .where(
      and(
        reads(sql`${users.id}`),
        sql`${users.id} <> ${typistId}`,
        typed === ""
          ? undefined
          : sql`(lower(${users.name}) like ${`${typed}%`} or lower(${users.name}) like ${`% ${typed}%`})`,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(MENTION_CANDIDATES_LIMIT);
  return { people };
}
