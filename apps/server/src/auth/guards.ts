import { ADVISOR_EQUIVALENT_ROLES, type Role } from "@hatchery/shared";
import type { Context, MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import type { Env } from "../env";
import type { Actor, AppEnv } from "../lib/context";
import { AppError } from "../lib/errors";
import { loadActorRoles } from "./actor-roles";
import { AUTH_COOKIE_PREFIX, type Auth, trustedOriginsOf } from "./auth";
import { UNTRUSTED_ORIGIN_MESSAGE } from "./auth-errors";
import { createSessionReader } from "./session-read";

export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";
/** SPEC §6: the words of the destructive toast on a route that needs a verified email. */
export const EMAIL_VERIFICATION_REQUIRED_MESSAGE = "Email verification required";

export function roleRequiredMessage(role: Role): string {
  return `Access denied: this requires the ${role} role.`;
}

/** Roles that satisfy a requirement: the advisor check accepts advisor or coach (SPEC §6). */
export function rolesSatisfying(role: Role): readonly Role[] {
  return role === "advisor" ? ADVISOR_EQUIVALENT_ROLES : [role];
}

const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/** Whether the request carries a session cookie at all; without one there is no session to look up. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE_PATTERN.test(cookieHeader);
}

/**
 * For public pages that say more to a signed-in person: reads the session when the request carries the
 * session cookie and makes the person the actor; without a cookie, or with one that is no longer a
 * session, the request simply stays anonymous. Only for safe (GET) routes: nothing is changed on the
 * strength of the cookie, so no origin check is needed.
 */
export function optionalSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!hasSessionCookie(c.req.header("cookie"))) return next();
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      c.set("actor", {
        kind: "user",
        userId: response.user.id,
        email: response.user.email,
        emailVerified: response.user.emailVerified,
      });
    }
    await next();
    for (const cookie of headers.getSetCookie()) c.res.headers.append("Set-Cookie", cookie);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type SignedInActor = Extract<Actor, { kind: "user" }>;

export interface Guards {
  /** 401 'Please sign in to continue.' without a valid session; sets the `actor` to the user. */
  requireUser: MiddlewareHandler<AppEnv>;
  /** requireUser, then 403 'Email verification required' for an unverified email. */
  requireVerifiedEmail: MiddlewareHandler<AppEnv>;
  /** requireUser, then 403 naming the role unless the person holds it (advisor: advisor or coach). */
  requireRole(role: Role): MiddlewareHandler<AppEnv>;
  /** The person as the actor when the request carries a valid session; a visitor stays anonymous. */
  identifyUser: MiddlewareHandler<AppEnv>;
}

/**
 * Server-side guards (SPEC §2, §6). The session is looked up only when a guarded route runs and the
 * request carries the session cookie. A renewed session (Better Auth extends it once a day while the
 * person is active) comes back as Set-Cookie on the route's answer. Changes made with the cookie must
 * come from one of the trusted origins, as Better Auth requires for its own endpoints.
 */
export function createGuards(deps: { auth: Auth; db: Database; env: Env }): Guards {
  const { auth, db, env } = deps;
  const trustedOrigins = new Set(trustedOriginsOf(env));
  const readSession = createSessionReader(auth, db);

  async function signIn(c: Context<AppEnv>): Promise<{ actor: SignedInActor; setCookies: string[] }> {
    const current = c.get("actor");
    if (current.kind === "user") return { actor: current, setCookies: [] };
    const cookieHeader = c.req.header("cookie");
    if (cookieHeader === undefined || !hasSessionCookie(cookieHeader))
      throw new AppError("unauthenticated", SIGN_IN_REQUIRED_MESSAGE);
    if (!SAFE_METHODS.has(c.req.method) && !trustedOrigins.has(c.req.header("origin") ?? "")) {
      throw new AppError("forbidden", UNTRUSTED_ORIGIN_MESSAGE);
    }
    // One statement for the common case; Better Auth for the rest, or when that statement fails.
    // A change reads the session afresh; a read may reuse one this process read a moment ago.
    const read = await readSession(cookieHeader, { fresh: !SAFE_METHODS.has(c.req.method) }).catch(
      () => undefined,
    );
    if (read) {
      const { roles, ...person } = read;
      const actor: SignedInActor = { kind: "user", ...person };
      c.set("actor", actor);
      c.set("actorRoles", { userId: actor.userId, lookup: Promise.resolve({ ok: true, roles }) });
      return { actor, setCookies: [] };
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (!response) throw new AppError("unauthenticated", SIGN_IN_REQUIRED_MESSAGE);
    const actor: SignedInActor = {
      kind: "user",
      userId: response.user.id,
      email: response.user.email,
      emailVerified: response.user.emailVerified,
    };
    c.set("actor", actor);
    return { actor, setCookies: headers.getSetCookie() };
  }

  function guard(
    check: (c: Context<AppEnv>, actor: SignedInActor) => Promise<void>,
  ): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const { actor, setCookies } = await signIn(c);
      await check(c, actor);
      // A failing route still resolves here: Hono has already turned its error into the answer.
      await next();
      for (const cookie of setCookies) c.res.headers.append("Set-Cookie", cookie);
    };
  }

  return {
    requireUser: guard(async () => {}),
    identifyUser: async (c, next) => {
      let setCookies: string[] = [];
      try {
        ({ setCookies } = await signIn(c));
      } catch (error) {
        if (!(error instanceof AppError && error.code === "unauthenticated")) throw error;
      }
      await next();
      for (const cookie of setCookies) c.res.headers.append("Set-Cookie", cookie);
    },
    requireVerifiedEmail: guard(async (_c, actor) => {
      if (!actor.emailVerified) throw new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
    }),
    requireRole: (role) =>
      guard(async (c) => {
        const held = await loadActorRoles(c, db);
        if (!held.ok) {
          // SPEC §6: a failed role lookup denies access (no rows is simply an empty list).
          const denied = new AppError("forbidden", roleRequiredMessage(role));
          denied.cause = held.error;
          throw denied;
        }
        if (!rolesSatisfying(role).some((candidate) => held.roles.includes(candidate))) {
          throw new AppError("forbidden", roleRequiredMessage(role));
        }
      }),
  };
}
