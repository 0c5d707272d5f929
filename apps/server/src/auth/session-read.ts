import { createHmac, timingSafeEqual } from "node:crypto";
import { ROLES, type Role } from "@hatchery/shared";
import { eq, sql } from "drizzle-orm";
import { parse as parseCookies } from "hono/utils/cookie";
import type { Database } from "../db/client";
import { sessions, userRoles, users } from "../db/schema";
import { keptWhileUnwritten, writeCountOf } from "../db/write-count";
import type { Auth } from "./auth";

/**
 * The session of a request read in one statement (session, user and roles together), for the guards
 * of every API route. It answers only the common case, exactly as Better Auth would: a session cookie
 * Better Auth signed, a session row that has not expired and is not due for its daily renewal, and
 * neither of the cookies that change how Better Auth answers (`session_data`, `dont_remember`). In
 * every other case it answers `undefined` and the guard asks Better Auth, which renews, deletes or
 * refuses as before.
 *
 * A read is kept for reuse by the reads (GET) that follow, for at most `SESSION_READ_REUSE_MS` and only
 * while this process has written nothing to the database since it was read (db/write-count.ts): a
 * sign-out, a revoked session, a disabled account or a changed role is a write, so the next request
 * reads afresh, as with Better Auth's own read. Another instance's change shows within that time for
 * reads; a change (`fresh`) always reads the session afresh.
 */
export interface SessionRead {
  userId: string;
  email: string;
  emailVerified: boolean;
  roles: Role[];
}

export type SessionReader = (
  cookieHeader: string,
  options?: { fresh?: boolean },
) => Promise<SessionRead | undefined>;

/** How long another instance's sign-out or role change may take to reach this one's reads (GET). */
export const SESSION_READ_REUSE_MS = 1000;
/** Sessions kept; the oldest goes first. */
const MAX_KEPT_SESSIONS = 10_000;

interface KeptSession {
  read: SessionRead;
  expiresAt: number;
}

/** Better Auth's signed cookie value: `value.base64(HMAC-SHA256(secret, value))`, URL-encoded. */
export function verifySignedCookieValue(signed: string, secret: string): string | undefined {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return undefined;
  const value = signed.slice(0, dot);
  const signature = signed.slice(dot + 1);
  // Better Auth's own shape check: a SHA-256 MAC in padded base64 is 44 characters.
  if (signature.length !== 44 || !signature.endsWith("=")) return undefined;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : undefined;
}

const MAX_REMEMBERED_HEADERS = 1000;
const MAX_REMEMBERED_HEADER_LENGTH = 4096;

/** The value of the first cookie named `name`, trimmed, unquoted and URI-decoded (Hono's cookie parser). */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  return parseCookies(cookieHeader, name)[name];
}

/** Postgres arrays arrive parsed from PostgreSQL and as `{a,b}` text from PGlite's raw results. */
function roleList(value: string[] | string | null): Set<string> {
  if (Array.isArray(value)) return new Set(value);
  if (typeof value === "string" && value.length > 2) return new Set(value.slice(1, -1).split(","));
  return new Set();
}

/** The statement of every guarded request, prepared once (PostgreSQL plans it once per connection). */
function buildSessionQuery(db: Database) {
  return db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      email: users.email,
      emailVerified: users.emailVerified,
      roles: sql<string[] | string | null>`array(select ${userRoles.role} from ${userRoles}
        where ${userRoles.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder("token")))
    .prepare("session_read");
}

export function createSessionReader(auth: Auth, db: Database): SessionReader {
  const sessionQuery = buildSessionQuery(db);
  // Better Auth's own names, secret and session times, so the two reads cannot disagree.
  const settings = auth.$context.then((context) => ({
    secret: context.secret,
    sessionToken: context.authCookies.sessionToken.name,
    otherCookies: [context.authCookies.sessionData.name, context.authCookies.dontRememberToken.name],
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));
  // Without a write count (a database not opened by createDatabase) nothing is kept.
  const kept = keptWhileUnwritten<KeptSession>(writeCountOf(db), {
    ttlMs: SESSION_READ_REUSE_MS,
    maxEntries: MAX_KEPT_SESSIONS,
  });
  // The session cookie's value per Cookie header lately seen: a browser sends the same header request
  // after request, and a reuse then parses nothing. Bounded, the oldest dropped first; a header too long
  // to be worth keeping is parsed each time.
  const signedByHeader = new Map<string, string | undefined>();
  const signedValue = (cookieHeader: string, name: string) => {
    if (signedByHeader.has(cookieHeader)) return signedByHeader.get(cookieHeader);
    const signed = cookieValue(cookieHeader, name);
    if (cookieHeader.length <= MAX_REMEMBERED_HEADER_LENGTH) {
      signedByHeader.set(cookieHeader, signed);
      if (signedByHeader.size > MAX_REMEMBERED_HEADERS) {
        signedByHeader.delete(signedByHeader.keys().next().value as string);
      }
    }
    return signed;
  };
  return async (cookieHeader, { fresh = false } = {}) => {
    const { secret, sessionToken, otherCookies, expiresInMs, updateAgeMs } = await settings;
    if (otherCookies.some((name) => cookieHeader.includes(name))) return undefined;
    const signed = signedValue(cookieHeader, sessionToken);
    if (signed === undefined) return undefined;
    // Expired (Better Auth deletes it) or due for renewal (Better Auth extends it and sets the cookie).
    const current = (expiresAt: number, now: number) =>
      expiresAt > now && expiresAt - expiresInMs + updateAgeMs > now;
    const now = Date.now();
    // Kept by the signed value, which was verified when it was kept: a reuse needs no second check.
    const reuse = fresh ? undefined : kept.get(signed, now);
    if (reuse) return current(reuse.expiresAt, now) ? reuse.read : undefined;
    const token = verifySignedCookieValue(signed, secret);
    if (token === undefined) return undefined;
    const begun = kept.begin();
    const [row] = await sessionQuery.execute({ token });
    if (!row) return undefined;
    const expiresAt = row.expiresAt.getTime();
    if (!current(expiresAt, Date.now())) return undefined;
    const held = roleList(row.roles);
    const read: SessionRead = {
      userId: row.userId,
      email: row.email,
      emailVerified: row.emailVerified === true,
      roles: ROLES.filter((role) => held.has(role)),
    };
    // Kept only when nothing was written while it was read: the row may predate that write.
    kept.keep(signed, { read, expiresAt }, begun, now);
    return read;
  };
}
