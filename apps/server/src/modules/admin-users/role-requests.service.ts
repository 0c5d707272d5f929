import {
  ADMIN_USERS_MESSAGES,
  type CreateRoleRequestInput,
  type MyRoleRequests,
  type Page,
  type RequestableRole,
  type RoleRequest,
} from "@hatchery/shared";
import { and, asc, desc, eq, gt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { roleRequests, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { isUuid } from "../../lib/uuid";
import { notify } from "../notifications/notify.service";
import { grantRole, listRoles } from "../roles/roles.service";
import { assertCan } from "./admin-users.policy";

/**
 * Requests for the advisor or coach role (docs/decisions/053-first-run-and-roles.md): a person asks
 * from their profile with a short statement; an admin approves (the role is granted) or declines, and
 * the person hears of it in the app and by email. One open request per person and role is the
 * database's rule (role_requests_open_unique).
 */

const OPEN_UNIQUE_INDEX = "role_requests_open_unique";

const requestColumns = {
  id: roleRequests.id,
  userId: roleRequests.userId,
  userName: users.name,
  userEmail: users.email,
  role: roleRequests.role,
  statement: roleRequests.statement,
  status: roleRequests.status,
  reason: roleRequests.reason,
  createdAt: roleRequests.createdAt,
  decidedAt: roleRequests.decidedAt,
  createdAtKey: exactTimestamp(roleRequests.createdAt),
};

interface RequestRow {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  role: RequestableRole;
  statement: string;
  status: RoleRequest["status"];
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

function toRoleRequest(row: RequestRow): RoleRequest {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    userEmail: row.userEmail,
    role: row.role,
    statement: row.statement,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function selectRequests(db: Database) {
  return db.select(requestColumns).from(roleRequests).innerJoin(users, eq(users.id, roleRequests.userId));
}

/** A person's requests, newest first. */
export async function requestsOf(db: Database, userId: string): Promise<RoleRequest[]> {
  const rows = await selectRequests(db)
    .where(eq(roleRequests.userId, userId))
    .orderBy(desc(roleRequests.createdAt), desc(roleRequests.id));
  return rows.map(toRoleRequest);
}

/** The signed-in person's roles and requests, for their profile. */
export async function listMyRoleRequests(db: Database, actor: PolicyActor): Promise<MyRoleRequests> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return { roles: await listRoles(db, actor.userId), requests: await requestsOf(db, actor.userId) };
}

export async function createRoleRequest(
  db: Database,
  actor: PolicyActor,
  input: { role: RequestableRole; statement: CreateRoleRequestInput["statement"] },
  options: AuditOptions = {},
): Promise<RoleRequest> {
  assertCan(actor, "requestRole", {});
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  try {
    return await db.transaction(async (tx) => {
      if ((await listRoles(tx, actor.userId)).includes(input.role)) {
        throw new AppError("conflict", ADMIN_USERS_MESSAGES.alreadyHeld(input.role));
      }
      const [created] = await tx
        .insert(roleRequests)
        .values({ userId: actor.userId, role: input.role, statement: input.statement })
        .returning({ id: roleRequests.id });
      if (!created) throw new AppError("internal");
      await recordAudit(tx, {
        actor,
        action: "role_request.create",
        target: { type: "role_request", id: created.id },
        before: {},
        after: { userId: actor.userId, role: input.role, status: "open" },
        requestId: options.requestId,
      });
      const [row] = await selectRequests(tx).where(eq(roleRequests.id, created.id));
      if (!row) throw new AppError("internal");
      return toRoleRequest(row);
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === OPEN_UNIQUE_INDEX) {
      const conflict = new AppError("conflict", ADMIN_USERS_MESSAGES.requestOpen(input.role));
      conflict.cause = error;
      throw conflict;
    }
    throw error;
  }
}

const cursorSchema = z.tuple([z.string().max(40), z.uuid()]);

/** Open requests of everyone, oldest first: the one waiting longest is answered first. */
export async function listOpenRoleRequests(
  db: Database,
  actor: PolicyActor,
  query: { cursor?: string | undefined; limit: number },
): Promise<Page<RoleRequest>> {
  assertCan(actor, "listUsers", {});
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, cursorSchema);
  const rows = await selectRequests(db)
    .where(
      and(
        eq(roleRequests.status, "open"),
        after
          ? or(
              gt(roleRequests.createdAt, sql`${after[0]}::timestamptz`),
              and(eq(roleRequests.createdAt, sql`${after[0]}::timestamptz`), gt(roleRequests.id, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(asc(roleRequests.createdAt), asc(roleRequests.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.createdAtKey, row.id]);
  return { items: page.items.map(toRoleRequest), nextCursor: page.nextCursor };
}

/**
 * Approves (granting the role) or declines an open request, audited, and tells the person in the app
 * and by email. The request's row is locked, so two admins deciding at once take turns and the second
 * is told it is decided.
 */
export function decideRoleRequest(
  db: Database,
  actor: PolicyActor,
  input: { id: string; decision: "approve" | "decline"; reason?: string | undefined },
  now: Date,
  options: AuditOptions = {},
): Promise<RoleRequest> {
  return db.transaction(async (tx) => {
    assertCan(actor, "decideRequest", {});
    if (!isUuid(input.id)) throw new AppError("not_found", ADMIN_USERS_MESSAGES.requestNotFound);
    const [request] = await tx
      .select({
        id: roleRequests.id,
        userId: roleRequests.userId,
        role: roleRequests.role,
        status: roleRequests.status,
      })
      .from(roleRequests)
      .where(eq(roleRequests.id, input.id))
      .for("update");
    if (!request) throw new AppError("not_found", ADMIN_USERS_MESSAGES.requestNotFound);
    if (request.status !== "open") throw new AppError("conflict", ADMIN_USERS_MESSAGES.requestDecided);
    const status = input.decision === "approve" ? "approved" : "declined";
    const reason = input.reason?.trim() ? input.reason : null;
    await tx
      .update(roleRequests)
      .set({ status, reason, decidedAt: now, deciderId: actor.kind === "user" ? actor.userId : null })
      .where(eq(roleRequests.id, request.id));
    const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, request.userId));
    if (!person) throw new AppError("not_found", ADMIN_USERS_MESSAGES.userNotFound);
    if (status === "approved") {
      await grantRole(tx, actor, { email: person.email, role: request.role }, options);
    }
    await recordAudit(tx, {
      actor,
      action: status === "approved" ? "role_request.approve" : "role_request.decline",
      target: { type: "role_request", id: request.id },
      before: { status: "open" },
      after: { status, reason },
      requestId: options.requestId,
    });
    await notify(tx, [request.userId], {
      kind: "role_request",
      actorId: actor.kind === "user" ? actor.userId : null,
      title: `Your request for the ${request.role} role was ${status}`,
      ...(reason ? { excerpt: reason } : {}),
      url: "/profile",
      subject: { roleRequestId: request.id },
    });
    const [row] = await selectRequests(tx).where(eq(roleRequests.id, request.id));
    if (!row) throw new AppError("internal");
    return toRoleRequest(row);
  });
}
