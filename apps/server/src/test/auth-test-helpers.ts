import { createHmac } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Hono } from "hono";
import type { Database } from "../db/client";
import { emailOutbox, userRoles, users } from "../db/schema";
import type { AppEnv } from "../lib/context";
import { extractLinks } from "../lib/mailer";
import { UNUSABLE_TEXT_MESSAGE } from "../lib/request-text";
import { request } from "./test-app";

/** Test helpers for anything behind sign-in: accounts, cookies, mail links and TOTP codes. */

/** The public origin of test apps (TEST_ENV.PUBLIC_URL); cookie-bearing writes must come from it. */
export const TEST_ORIGIN = "https://hatchery.test";
export const TEST_PASSWORD = "Analytic1!";

/** Keeps the cookies a browser would keep between requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  has(namePart: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(namePart));
  }
}

export interface CallOptions {
  jar?: CookieJar;
  /** Socket address of the client; each test can use its own to stay clear of per-address limits. */
  ip?: string;
  origin?: string | null;
  method?: string;
  headers?: Record<string, string>;
}

type App = Hono<AppEnv>;

/** A JSON call the way the web app's api-client makes it: same origin, cookies, JSON body. */
export async function call(
  app: App,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.origin !== null) headers.Origin = options.origin ?? TEST_ORIGIN;
  const cookie = options.jar?.header();
  if (cookie) headers.Cookie = cookie;
  const response = await request(
    app,
    path,
    {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    { remoteAddress: options.ip ?? "198.51.100.1" },
  );
  options.jar?.store(response);
  return response;
}

/** Whether `GET /api/account/me` finds a session for the jar: it answers 200 either way, null for a visitor. */
export async function isSignedIn(app: App, options: CallOptions = {}): Promise<boolean> {
  const response = await call(app, "/api/account/me", undefined, options);
  if (response.status !== 200) throw new Error(`GET /api/account/me answered ${response.status}`);
  return (await response.json()) !== null;
}

export async function errorOf(
  response: Response,
): Promise<{ status: number; code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return { status: response.status, code: body.error.code, message: body.error.message };
}

/** What `errorOf` reads for a path parameter holding a NUL byte: refused at the edge, before any query. */
export const NUL_IN_PATH = {
  status: 422,
  code: "validation_failed",
  message: UNUSABLE_TEXT_MESSAGE,
} as const;

/** The newest message of one kind to one address, from the outbox. */
export async function latestEmail(db: Database, to: string, kind: string) {
  const [message] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!message) throw new Error(`no ${kind} email to ${to}`);
  return message;
}

/** The first link of the newest message of one kind to one address. */
export async function latestLink(db: Database, to: string, kind: string): Promise<string> {
  const [link] = extractLinks((await latestEmail(db, to, kind)).textBody);
  if (!link) throw new Error(`the ${kind} email to ${to} has no link`);
  return link;
}

/** Opens an emailed link on the test app (path and query of the absolute URL). */
export function openLink(app: App, link: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(link);
  return call(app, `${url.pathname}${url.search}`, undefined, options);
}

export interface TestPerson {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function person(email: string, overrides: Partial<TestPerson> = {}): TestPerson {
  return { email, password: TEST_PASSWORD, firstName: "Ada", lastName: "Lovelace", ...overrides };
}

export function signUp(app: App, who: TestPerson, options: CallOptions = {}): Promise<Response> {
  return call(app, "/api/auth/sign-up/email", { ...who, callbackURL: "/dashboard" }, options);
}

export function signIn(
  app: App,
  email: string,
  password: string,
  options: CallOptions = {},
): Promise<Response> {
  return call(app, "/api/auth/sign-in/email", { email, password }, options);
}

/**
 * Signs a person up, opens the verification link (which signs them in) and returns their cookies.
 * `roles` are granted directly in the database.
 */
export async function createVerifiedUser(
  app: App,
  db: Database,
  who: TestPerson,
  options: { ip?: string; roles?: (typeof userRoles.$inferInsert)["role"][] } = {},
): Promise<{ jar: CookieJar; userId: string }> {
  const signedUp = await signUp(app, who, { ip: options.ip });
  if (signedUp.status !== 200) throw new Error(`sign-up failed: ${signedUp.status} ${await signedUp.text()}`);
  const jar = new CookieJar();
  const verified = await openLink(app, await latestLink(db, who.email, "verification"), {
    jar,
    ip: options.ip,
  });
  if (verified.status !== 302)
    throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, who.email));
  if (!user) throw new Error(`no user ${who.email}`);
  for (const role of options.roles ?? []) await db.insert(userRoles).values({ userId: user.id, role });
  return { jar, userId: user.id };
}

const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = "";
  for (const character of text.replace(/=+$/, "").toUpperCase()) {
    const value = BASE32_ALPHABET.indexOf(character);
    if (value === -1) throw new Error(`not base32: ${character}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** RFC 6238 TOTP (SHA-1, 30 s steps, 6 digits) for the secret of an otpauth:// URI. */
export function totpCode(totpUri: string, at = Date.now()): string {
  const secret = new URL(totpUri).searchParams.get("secret");
  if (!secret) throw new Error("the TOTP URI has no secret");
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}
