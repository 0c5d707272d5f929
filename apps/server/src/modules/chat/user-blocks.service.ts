import { type BlockedPeopleResponse, DIRECT_MESSAGE_ERRORS } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userBlocks, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { userIdOf } from "./chat-readers";

/**
 * Blocking a person (docs/decisions/064-direct-messages.md): they can no longer write to the blocker,
 * nor the blocker to them, and the blocker no longer sees their messages in direct conversations.
 * Blocking is private: the blocked person learns only that they cannot write.
 */

export async function blockPerson(db: Database, actor: PolicyActor, blockedId: string): Promise<void> {
  const userId = userIdOf(actor);
  if (blockedId === userId) throw new AppError("validation_failed", DIRECT_MESSAGE_ERRORS.blockSelf);
  const [person] = await db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
  if (!person) throw new AppError("not_found", DIRECT_MESSAGE_ERRORS.personNotFound);
  await db.insert(userBlocks).values({ blockerId: userId, blockedId }).onConflictDoNothing();
}

export async function unblockPerson(db: Database, actor: PolicyActor, blockedId: string): Promise<void> {
  const userId = userIdOf(actor);
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, blockedId)));
}

/** The people the person blocked, by name. */
export async function blockedPeople(db: Database, actor: PolicyActor): Promise<BlockedPeopleResponse> {
  const userId = userIdOf(actor);
  const people = await db
    .select(personRefColumns)
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(users.name));
  return { people };
}
