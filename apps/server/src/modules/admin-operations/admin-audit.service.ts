import type { AdminAuditEntry, Page } from "@hatchery/shared";
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { auditLog, users } from "../../db/schema";
import { escapeLike } from "../../lib/like-pattern";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { assertCan } from "./admin-operations.policy";

const cursorSchema = z.tuple([z.number().int().positive()]);

const DAY_MS = 24 * 60 * 60_000;

export interface AuditSearch {
  actor?: string | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  cursor?: string;
  limit: number;
}

/**
 * The audit log newest first (its id is the insertion order), searched by actor (part of the email
 * address or name of the person who acted), action (exact, as `area.verb`, or an area such as
 * `incubator` for all its actions), target (type and id, exact) and days in UTC, both ends included.
 * Each filter has its index (decision 054); the actor's is reached through the people it matches.
 */
export async function searchAuditLog(
  db: Database,
  actor: PolicyActor,
  input: AuditSearch,
): Promise<Page<AdminAuditEntry>> {
  assertCan(actor, "readAudit", null);
  const conditions: (SQL | undefined)[] = [];
  if (input.actor) {
    const pattern = `%${escapeLike(input.actor)}%`;
    const matching = db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.email, pattern), ilike(users.name, pattern)));
    conditions.push(inArray(auditLog.actorUserId, matching));
  }
  if (input.action) {
    conditions.push(
      input.action.includes(".")
        ? eq(auditLog.action, input.action)
        : sql`${auditLog.action} like ${`${escapeLike(input.action)}.%`}`,
    );
  }
  if (input.targetType) conditions.push(eq(auditLog.targetType, input.targetType));
  if (input.targetId) conditions.push(eq(auditLog.targetId, input.targetId));
  if (input.from) conditions.push(gte(auditLog.createdAt, new Date(`${input.from}T00:00:00Z`)));
  if (input.to) {
    conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${input.to}T00:00:00Z`) + DAY_MS)));
  }
  if (input.cursor !== undefined) {
    const [id] = decodeCursor(input.cursor, cursorSchema);
    conditions.push(lt(auditLog.id, id));
  }
  const rows = await db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.entry.id]);
  return {
    items: page.items.map(({ entry, actorName, actorEmail }) => ({
      id: String(entry.id),
      action: entry.action,
      actor:
        entry.actorUserId !== null && actorName !== null && actorEmail !== null
          ? { id: entry.actorUserId, name: actorName, email: actorEmail }
          : null,
      actorUserId: entry.actorUserId,
      reason: entry.reason,
      target: { type: entry.targetType, id: entry.targetId },
      summary: entry.summary,
      requestId: entry.requestId,
      createdAt: entry.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}
