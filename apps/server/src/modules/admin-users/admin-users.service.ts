import {
  ADMIN_USERS_MESSAGES,
  type AdminUserDetail,
  type AdminUserRow,
  type Page,
  ROLES,
  type Role,
} from "@hatchery/shared";
import { and, asc, count, eq, gt, ilike, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { disabledAccounts, sessions, userRoles, users } from "../../db/schema";
import type { AuditOptions } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { escapeLike } from "../../lib/like-pattern";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { grantRole, revokeRole } from "../roles/roles.service";
import { adminStanding } from "./account-status.service";
import { assertCan, can } from "./admin-users.policy";
import { requestsOf } from "./role-requests.service";

/** The people of the installation for the Users section (docs/decisions/053-first-run-and-roles.md). */

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  roles: sql<string[] | string | null>`array(select ${userRoles.role} from ${userRoles}
    where ${userRoles.userId} = ${users.id})`,
  disabledAt: disabledAccounts.disabledAt,
};

/** Postgres arrays arrive parsed from PostgreSQL and as `{a,b}` text from PGlite's raw results. */
function rolesFrom(value: string[] | string | null): Role[] {
  const held = new Set(
    Array.isArray(value)
      ? value
      : typeof value === "string" && value.length > 2
        ? value.slice(1, -1).split(",")
        : [],
  );
  return ROLES.filter((role) => held.has(role));
}

function toRow(row: {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  roles: string[] | string | null;
  disabledAt: Date | null;
}): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    roles: rolesFrom(row.roles),
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const cursorSchema = z.tuple([z.string().max(320), z.string().max(255)]);

/** Everyone, or those whose name or email holds the search, in email order (emails are unique). */
export async function listUsers(
  db: Database,
  actor: PolicyActor,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<Page<AdminUserRow>> {
  assertCan(actor, "listUsers", {});
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, cursorSchema);
  const search = query.q?.trim();
  const conditions: (SQL | undefined)[] = [];
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  if (after)
    conditions.push(or(gt(users.email, after[0]), and(eq(users.email, after[0]), gt(users.id, after[1]))));
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(disabledAccounts, eq(disabledAccounts.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.email), asc(users.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.email, row.id]);
  return { items: page.items.map(toRow), nextCursor: page.nextCursor };
}

/** One person as the Users section shows them, with what the admin may do to them. */
export async function getAdminUser(
  db: Database,
  actor: PolicyActor,
  userId: string,
): Promise<AdminUserDetail> {
  assertCan(actor, "viewUser", { userId });
  const [row] = await db
    .select({
      ...rowColumns,
      firstName: users.firstName,
      lastName: users.lastName,
      twoFactorEnabled: users.twoFactorEnabled,
      disabledReason: disabledAccounts.reason,
    })
    .from(users)
    .leftJoin(disabledAccounts, eq(disabledAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError("not_found", ADMIN_USERS_MESSAGES.userNotFound);
  const [sessionCount] = await db
    .select({ total: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const standing = await db.transaction((tx) => adminStanding(tx, userId));
  const base = toRow(row);
  return {
    ...base,
    firstName: row.firstName,
    lastName: row.lastName,
    twoFactorEnabled: row.twoFactorEnabled,
    sessionCount: sessionCount?.total ?? 0,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    roleRequests: await requestsOf(db, userId),
    permissions: {
      disable: !base.disabled && can(actor, "disable", standing),
      enable: base.disabled && can(actor, "enable", standing),
      signOutEverywhere: can(actor, "signOutEverywhere", standing),
      revoke: base.roles.filter((role) => can(actor, "revokeRole", { ...standing, role })),
    },
  };
}

async function emailOf(tx: Database, userId: string): Promise<string> {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) throw new AppError("not_found", ADMIN_USERS_MESSAGES.userNotFound);
  return user.email;
}

/** Grants a role from the person's page (roles.service's grantRole, audited there). */
export async function grantUserRole(
  db: Database,
  actor: PolicyActor,
  input: { userId: string; role: Role },
  options: AuditOptions = {},
): Promise<Role[]> {
  return db.transaction(async (tx) => {
    assertCan(actor, "grantRole", { userId: input.userId, role: input.role });
    const email = await emailOf(tx, input.userId);
    return (await grantRole(tx, actor, { email, role: input.role }, options)).roles;
  });
}

/** Revokes a role; the last admin keeps theirs. */
export async function revokeUserRole(
  db: Database,
  actor: PolicyActor,
  input: { userId: string; role: Role },
  options: AuditOptions = {},
): Promise<Role[]> {
  return db.transaction(async (tx) => {
    // The role first, so only an admin learns whether the person exists.
    assertCan(actor, "revokeRole", { userId: input.userId });
    const email = await emailOf(tx, input.userId);
    assertCan(actor, "revokeRole", { ...(await adminStanding(tx, input.userId)), role: input.role });
    return (await revokeRole(tx, actor, { email, role: input.role }, options)).roles;
  });
}
