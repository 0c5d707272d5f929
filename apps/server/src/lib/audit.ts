import type { AuditAction } from "@hatchery/shared";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { type AuditSummary, auditLog } from "../db/schema";
import type { Actor } from "./context";
import { AppError } from "./errors";

/**
 * The audit trail (docs/decisions/015-audit-log.md): `recordAudit` is the one way to write an entry,
 * inside the transaction of the change; `listAuditEntries` is how admins read it.
 */

/** What a route passes down to an audited service: the request's id, found again in the logs. */
export interface AuditOptions {
  requestId?: string | undefined;
}

export interface AuditTarget {
  type: string;
  id: string;
}

export interface AuditRecord {
  /** A person, or the system, whose name becomes the entry's reason. */
  actor: Actor;
  /** `area.verb` from the one list of actions, e.g. `role.grant`. */
  action: AuditAction;
  target: AuditTarget;
  /** The fields as they were; `{}` for a creation. */
  before: Record<string, unknown>;
  /** The fields as they are now. */
  after: Record<string, unknown>;
  requestId?: string | undefined;
}

/** The named fields of a row, as the before or after of a change of those fields. */
export function fieldsOf<T extends object>(row: T, keys: Iterable<string>): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(Array.from(keys, (key) => [key, record[key]]));
}

/** Dates as ISO strings and undefined as null, so that values compare and store as JSON does. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** The fields whose value differs between before and after; a field missing on one side differs. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): AuditSummary {
  const summary: AuditSummary = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = jsonValue(before[key]);
    const is = jsonValue(after[key]);
    if (key in before && key in after && JSON.stringify(was) === JSON.stringify(is)) continue;
    if (key in before) summary.before[key] = was;
    if (key in after) summary.after[key] = is;
  }
  return summary;
}

/**
 * Writes one entry with only the changed fields, through `tx` so that it is rolled back with the change.
 * Nothing changed (an idempotent call) writes nothing; returns whether an entry was written.
 */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<boolean> {
  const summary = changedFields(record.before, record.after);
  if (Object.keys(summary.before).length === 0 && Object.keys(summary.after).length === 0) return false;
  await tx.insert(auditLog).values({
    actorUserId: record.actor.kind === "user" ? record.actor.userId : null,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    summary,
    reason: record.actor.kind === "system" ? record.actor.name : null,
    requestId: record.requestId ?? null,
  });
  return true;
}

export const AUDIT_PAGE_DEFAULT_LIMIT = 50;
export const AUDIT_PAGE_MAX_LIMIT = 200;
export const INVALID_AUDIT_CURSOR_MESSAGE = "Invalid cursor";

export interface AuditEntry {
  id: string;
  actorUserId: string | null;
  action: string;
  target: AuditTarget;
  summary: AuditSummary;
  reason: string | null;
  requestId: string | null;
  createdAt: string;
}

export interface AuditListInput {
  cursor?: string | undefined;
  limit?: number | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

/** The opaque cursor: the id of the last entry of a page. */
function encodeCursor(id: number): string {
  return Buffer.from(String(id)).toString("base64url");
}

function decodeCursor(cursor: string): number {
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const id = /^[1-9][0-9]{0,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(id)) {
    throw new AppError("validation_failed", INVALID_AUDIT_CURSOR_MESSAGE, [
      { path: ["cursor"], message: INVALID_AUDIT_CURSOR_MESSAGE },
    ]);
  }
  return id;
}

/** A page of entries, newest first, optionally of one target type or one target; for admins. */
export async function listAuditEntries(
  db: Database,
  input: AuditListInput,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const requested =
    input.limit !== undefined && Number.isFinite(input.limit)
      ? Math.trunc(input.limit)
      : AUDIT_PAGE_DEFAULT_LIMIT;
  const limit = Math.min(Math.max(requested, 1), AUDIT_PAGE_MAX_LIMIT);
  const conditions: (SQL | undefined)[] = [];
  if (input.targetType !== undefined) conditions.push(eq(auditLog.targetType, input.targetType));
  if (input.targetId !== undefined) conditions.push(eq(auditLog.targetId, input.targetId));
  if (input.cursor !== undefined) conditions.push(lt(auditLog.id, decodeCursor(input.cursor)));
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      actorUserId: row.actorUserId,
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      summary: row.summary,
      reason: row.reason,
      requestId: row.requestId,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.id) : null,
  };
}
