import { emailSchema, signInSchema, signUpPasswordSchema } from "@hatchery/shared";
import { sanitizedSignUpSchema } from "@hatchery/shared/sanitize";
import { eq, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import type { Env } from "../env";
import { clientIp } from "../lib/client-ip";
import type { AppEnv } from "../lib/context";
import { isDatabaseUnavailableError } from "../lib/db-errors";
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, errorBody, validationError } from "../lib/errors";
import { assertUsableAddress, parseJsonRequestText } from "../lib/request-text";
import {
  AUTH_BASE_PATH,
  type Auth,
  authSecretOf,
  CLIENT_IP_HEADER,
  LINKEDIN_EMAIL_NOT_VERIFIED_ERROR,
} from "./auth";
import { ACCOUNT_EXISTS_MESSAGE, mapAuthError } from "./auth-errors";
import { type AuthRateLimits, createAuthRateLimits } from "./auth-limits";
import { hashBackupCode } from "./backup-codes";

const callbackUrlSchema = z.string().max(2048).optional();

/**
 * Better Auth answers its own failures, a lost database included, with a bare 500. Asked only after
 * such an answer (the pool's timeouts bound the wait): when the database is the cause, the person gets
 * the 503 every other route gives.
 */
async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    if (isDatabaseUnavailableError(error)) return false;
    throw error;
  }
}

interface PrepareContext {
  db: Database;
  ip: string;
  limits: AuthRateLimits;
  /** Keys the backup-code hashes (see backup-codes.ts). */
  secret: string;
}

/** Checks and rewrites the body of one Better Auth endpoint before Better Auth sees it. */
type Prepare = (body: unknown, context: PrepareContext) => Promise<Record<string, unknown>>;

/**
 * The SPEC §5 rules on the way in: the shared schemas decide what is valid and in which words, with
 * the email trimmed and lowercased before anything else (so every spelling of one address is one
 * account and one rate-limit key). A 422 carries the first problem as its message and every problem
 * in `issues`.
 */
function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const error = validationError(result.error);
  throw new AppError("validation_failed", error.issues?.[0]?.message ?? error.message, error.issues);
}

async function emailTaken(db: Database, email: string): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return found.length > 0;
}

const signInBodySchema = signInSchema.extend({
  callbackURL: callbackUrlSchema,
  rememberMe: z.boolean().optional(),
});
const signUpBodySchema = sanitizedSignUpSchema.extend({ callbackURL: callbackUrlSchema });
const mailRequestSchema = z.object({ email: emailSchema, callbackURL: callbackUrlSchema });
const passwordResetRequestSchema = z.object({ email: emailSchema, redirectTo: callbackUrlSchema });
const resetPasswordSchema = z.object({
  newPassword: signUpPasswordSchema,
  token: z
    .string({ error: "The reset link is incomplete." })
    .min(1, { error: "The reset link is incomplete." }),
});
const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Enter your current password" })
    .min(1, { error: "Enter your current password" }),
  newPassword: signUpPasswordSchema,
  revokeOtherSessions: z.boolean().optional(),
});
const changeEmailSchema = z.object({ newEmail: emailSchema, callbackURL: callbackUrlSchema });
/** Two-factor here is an authenticator app: there is no SMS or mail sender for one-time codes. */
export const TOTP_ONLY_MESSAGE = "Two-factor authentication uses an authenticator app.";
const enableTwoFactorSchema = z.object({
  password: z.string({ error: "Enter your password" }),
  method: z.literal("totp", { error: TOTP_ONLY_MESSAGE }).optional(),
});
const backupCodeSchema = z.object({
  code: z.string({ error: "Enter a backup code" }).trim().min(1, { error: "Enter a backup code" }).max(64),
  disableSession: z.boolean().optional(),
  trustDevice: z.boolean().optional(),
});

/** Per-address limits run before validation, per-email limits after it (they need the normalised email). */
const PREPARE: Readonly<Record<string, Prepare>> = {
  "/sign-up/email": async (body, { db, ip, limits }) => {
    await limits.signUpIp.consume(ip);
    const input = parse(signUpBodySchema, body);
    await limits.signUpEmail.consume(input.email);
    // The SPEC names an existing account at sign-up; Better Auth alone would answer as if it were new.
    if (await emailTaken(db, input.email)) throw new AppError("conflict", ACCOUNT_EXISTS_MESSAGE);
    return { ...input, name: `${input.firstName} ${input.lastName}` };
  },
  "/sign-in/email": async (body, { ip, limits }) => {
    await limits.signInIp.consume(ip);
    const input = parse(signInBodySchema, body);
    await limits.signInEmail.consume(input.email);
    return input;
  },
  "/send-verification-email": async (body, { ip, limits }) => {
    await limits.authIp.consume(ip);
    const input = parse(mailRequestSchema, body);
    await limits.authEmailMail.consume(input.email);
    return input;
  },
  "/request-password-reset": async (body, { ip, limits }) => {
    await limits.authIp.consume(ip);
    const input = parse(passwordResetRequestSchema, body);
    await limits.authEmailMail.consume(input.email);
    return input;
  },
  "/reset-password": async (body, { ip, limits }) => {
    await limits.authIp.consume(ip);
    return parse(resetPasswordSchema, body);
  },
  "/change-password": async (body, { ip, limits }) => {
    await limits.authIp.consume(ip);
    return parse(changePasswordSchema, body);
  },
  // Better Auth would also turn on "otp" codes, which nothing here can send: the person would be asked
  // for a code that never arrives.
  "/two-factor/enable": async (body, { ip, limits }) => {
    await limits.authIp.consume(ip);
    return parse(enableTwoFactorSchema, body);
  },
  // Only hashes of backup codes are stored, so the code is compared as its hash.
  "/two-factor/verify-backup-code": async (body, { ip, limits, secret }) => {
    await limits.authIp.consume(ip);
    const input = parse(backupCodeSchema, body);
    return { ...input, code: hashBackupCode(input.code, secret) };
  },
  "/change-email": async (body, { ip, limits }) => {
    await limits.authIp.consume(ip);
    const input = parse(changeEmailSchema, body);
    await limits.authEmailMail.consume(input.newEmail);
    return input;
  },
};

/** Answers that carry the session token in their body; the cookie is the only place it belongs. */
const TOKEN_IN_BODY_PATHS = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
]);

type Json = Record<string, unknown>;
const isJsonObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const withoutToken = (value: unknown) => {
  if (!isJsonObject(value)) return value;
  const { token: _token, ...rest } = value;
  return rest;
};

/**
 * Other answers where Better Auth puts session tokens. A token is the session itself, so it stays in the
 * httpOnly cookie and out of reach of scripts: sessions are revoked by id (DELETE /api/account/sessions/:id).
 * `/sign-in/social` keeps its `url`, which the browser follows to LinkedIn.
 */
const SESSION_TOKEN_STRIPPERS: Readonly<Record<string, (body: unknown) => unknown>> = {
  "/list-sessions": (body) => (Array.isArray(body) ? body.map(withoutToken) : body),
  "/get-session": (body) => (isJsonObject(body) ? { ...body, session: withoutToken(body.session) } : body),
  "/sign-in/social": withoutToken,
};

/** Why a LinkedIn sign-in was refused when LinkedIn has not verified the address (auth.ts). */
export const LINKEDIN_EMAIL_NOT_VERIFIED_MESSAGE =
  "LinkedIn has not confirmed this email address. Confirm it on LinkedIn, or sign in with your email and a password instead.";

/** Plain words for the callback errors Better Auth reports only as a code (the web shows `error_description`). */
export const OAUTH_CALLBACK_DESCRIPTIONS: Readonly<Record<string, string>> = {
  account_not_linked:
    "An account with this email already exists. Sign in with your password, then link LinkedIn from your profile.",
  [LINKEDIN_EMAIL_NOT_VERIFIED_ERROR]: LINKEDIN_EMAIL_NOT_VERIFIED_MESSAGE,
};

const isJsonRequest = (c: Context<AppEnv>) =>
  c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() === "application/json";

async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  if (!isJsonRequest(c)) {
    throw new AppError("unsupported_media_type", "Send the request body as application/json.");
  }
  return parseJsonRequestText(await c.req.text());
}

function jsonResponse(body: unknown, status: number, from: Response): Response {
  const headers = new Headers({ "Content-Type": "application/json" });
  for (const cookie of from.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  const location = from.headers.get("Location");
  if (location && status >= 300 && status < 400) headers.set("Location", location);
  return new Response(JSON.stringify(body), { status, headers });
}

async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!response.headers.get("content-type")?.includes("application/json")) return undefined;
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

async function readJsonValue(response: Response): Promise<unknown> {
  if (!response.headers.get("content-type")?.includes("application/json")) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A provider callback that failed goes back to the web's callback page with `?error=<code>`; where
 * Better Auth gives only a code, the words the page shows are added as `error_description`.
 */
function describeCallbackError(response: Response, publicUrl: string): Response {
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status >= 400) return response;
  // Better Auth only redirects to a trusted origin, so the address is one of this site's pages.
  const url = URL.parse(location, publicUrl);
  const code = url?.searchParams.get("error") ?? "";
  const description = OAUTH_CALLBACK_DESCRIPTIONS[code];
  // A refusal from `validateUserInfo` (auth.ts) comes with its code repeated as the description.
  const given = url?.searchParams.get("error_description") ?? null;
  if (!url || !description || (given !== null && given !== code)) return response;
  url.searchParams.set("error_description", description);
  const headers = new Headers(response.headers);
  headers.set("location", url.href);
  return new Response(response.body, { status: response.status, headers });
}

async function finish(
  path: string,
  response: Response,
  db: Database,
  email: string | undefined,
  publicUrl: string,
): Promise<Response> {
  if (response.status >= 400) {
    const body = await readJson(response);
    const code = typeof body?.code === "string" ? body.code : undefined;
    // Two sign-ups racing for one new address: the loser fails on the unique email.
    const lostRace = code === "FAILED_TO_CREATE_USER" && email !== undefined && (await emailTaken(db, email));
    // An id-token LinkedIn sign-in answers JSON rather than redirecting; it gets the redirect's words.
    const unverifiedLinkedIn = code === LINKEDIN_EMAIL_NOT_VERIFIED_ERROR && response.status === 403;
    const error = lostRace
      ? new AppError("conflict", ACCOUNT_EXISTS_MESSAGE)
      : unverifiedLinkedIn
        ? new AppError("forbidden", LINKEDIN_EMAIL_NOT_VERIFIED_MESSAGE)
        : response.status >= 500 && !(await databaseAnswers(db))
          ? new AppError("unavailable", DATABASE_UNAVAILABLE_MESSAGE)
          : mapAuthError(response.status, code);
    return jsonResponse(errorBody(error.code, error.message, error.issues), error.status, response);
  }
  if (path.startsWith("/callback/")) return describeCallbackError(response, publicUrl);
  const strip = SESSION_TOKEN_STRIPPERS[path];
  if (strip) {
    const body = await readJsonValue(response.clone());
    if (body === undefined) return response;
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify(strip(body)), { status: response.status, headers });
  }
  if (!TOKEN_IN_BODY_PATHS.has(path)) return response;
  const body = await readJson(response.clone());
  if (!body) return response;
  const { token: _token, redirect: _redirect, url: _url, ...rest } = body;
  if (path === "/sign-up/email") {
    // Better Auth answers a duplicate with an invented user (to hide that the address is known); the
    // SPEC names it instead. Only a sign-up that lost a race with another one for the same address
    // gets here, since the address was checked before.
    const user = rest.user as { id?: string } | undefined;
    const created = user?.id
      ? await db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).limit(1)
      : [];
    if (created.length === 0) {
      const error = new AppError("conflict", ACCOUNT_EXISTS_MESSAGE);
      return jsonResponse(errorBody(error.code, error.message), error.status, response);
    }
  }
  return jsonResponse(rest, response.status, response);
}

/**
 * Every request under /api/auth: rate limits and SPEC validation first, then Better Auth with the
 * client's address in CLIENT_IP_HEADER, then Hatchery's error format on the way out.
 */
export function authHandler(deps: { auth: Auth; db: Database; env: Env }): MiddlewareHandler<AppEnv> {
  const { auth, db, env } = deps;
  const limits = createAuthRateLimits(db);
  const secret = authSecretOf(env);
  return async (c) => {
    assertUsableAddress(c.req.url);
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const method = c.req.method;
    const ip = clientIp(c, env.TRUST_PROXY);
    let body: string | undefined;
    let email: string | undefined;
    if (method !== "GET" && method !== "HEAD") {
      const prepare = method === "POST" ? PREPARE[path] : undefined;
      if (prepare) {
        const prepared = await prepare(await readJsonBody(c), { db, ip, limits, secret });
        email = typeof prepared.email === "string" ? prepared.email : undefined;
        body = JSON.stringify(prepared);
      } else {
        await limits.authIp.consume(ip);
        body = await c.req.text();
        // Better Auth's other endpoints read JSON too; what they get is checked the same way.
        if (isJsonRequest(c) && body.trim() !== "") parseJsonRequestText(body);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    headers.delete("content-length");
    const response = await auth.handler(new Request(c.req.raw.url, { method, headers, body }));
    const answer = await finish(path, response, db, email, env.PUBLIC_URL);
    // Through the context, so the headers our middleware prepared (request id) are kept.
    return c.newResponse(answer.body, answer);
  };
}
