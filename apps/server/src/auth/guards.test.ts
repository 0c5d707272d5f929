import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { ANONYMOUS_ACTOR, type AppEnv } from "../lib/context";
import { createErrorHandler } from "../lib/errors";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { createAuth } from "./auth";
import { UNTRUSTED_ORIGIN_MESSAGE } from "./auth-errors";
import {
  createGuards,
  EMAIL_VERIFICATION_REQUIRED_MESSAGE,
  hasSessionCookie,
  roleRequiredMessage,
  SIGN_IN_REQUIRED_MESSAGE,
} from "./guards";

let t: TestApp;
let guarded: Hono<AppEnv>;
const jars: Record<string, CookieJar> = {};

beforeAll(async () => {
  t = await createTestApp();
  const auth = createAuth({
    db: t.db,
    env: t.env,
    logger: t.logger,
    clock: t.clock,
    passwordHasher: t.passwordHasher,
  });
  const guards = createGuards({ auth, db: t.db, env: t.env });
  const actor = (c: { get(key: "actor"): unknown; json(value: unknown): Response }) => c.json(c.get("actor"));
  guarded = new Hono<AppEnv>();
  guarded.onError(createErrorHandler(t.logger));
  guarded.use(async (c, next) => {
    c.set("actor", ANONYMOUS_ACTOR);
    await next();
  });
  guarded.get("/user", guards.requireUser, actor);
  guarded.post("/user", guards.requireUser, actor);
  guarded.get("/verified", guards.requireVerifiedEmail, actor);
  guarded.get("/advisor", guards.requireRole("advisor"), actor);
  guarded.get("/admin", guards.requireRole("admin"), actor);

  const people = [
    ["member", []],
    ["advisor", ["advisor"]],
    ["coach", ["coach"]],
    ["admin", ["admin"]],
  ] as const;
  for (const [name, roles] of people) {
    jars[name] = (
      await createVerifiedUser(t.app, t.db, person(`${name}@example.com`), { roles: [...roles] })
    ).jar;
  }
});
afterAll(() => t.close());

const get = (path: string, jar?: CookieJar) => call(guarded, path, undefined, { jar });

describe("requireUser", () => {
  it("answers 401 with the sign-in words without a session cookie", async () => {
    expect(await errorOf(await get("/user"))).toEqual({
      status: 401,
      code: "unauthenticated",
      message: SIGN_IN_REQUIRED_MESSAGE,
    });
  });

  it("answers 401 for a cookie that is not a valid session", async () => {
    const response = await call(guarded, "/user", undefined, {
      headers: { Cookie: "__Secure-hatchery.session_token=forged.signature" },
    });
    expect(await errorOf(response)).toMatchObject({ status: 401, code: "unauthenticated" });
  });

  it("lets a signed-in person through as the actor", async () => {
    const response = await get("/user", jars.member);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      kind: "user",
      email: "member@example.com",
      emailVerified: true,
    });
  });

  it("accepts changes with the cookie only from a trusted origin", async () => {
    const foreign = await call(guarded, "/user", {}, { jar: jars.member, origin: "https://evil.example" });
    expect(await errorOf(foreign)).toEqual({
      status: 403,
      code: "forbidden",
      message: UNTRUSTED_ORIGIN_MESSAGE,
    });
    const missing = await call(guarded, "/user", {}, { jar: jars.member, origin: null });
    expect(missing.status).toBe(403);
    expect((await call(guarded, "/user", {}, { jar: jars.member })).status).toBe(200);
  });
});

describe("requireVerifiedEmail", () => {
  it("answers 403 'Email verification required' for an unverified email", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("unverified-later@example.com"));
    expect((await get("/verified", jar)).status).toBe(200);
    await t.db.update(users).set({ emailVerified: false }).where(sql`${users.id} = ${userId}`);
    expect(await errorOf(await get("/verified", jar))).toEqual({
      status: 403,
      code: "forbidden",
      message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    });
    expect((await get("/user", jar)).status).toBe(200);
  });

  it("answers 401 before anything else without a session", async () => {
    expect((await get("/verified")).status).toBe(401);
  });
});

describe("requireRole", () => {
  it("accepts advisor or coach where advisor is required", async () => {
    expect((await get("/advisor", jars.advisor)).status).toBe(200);
    expect((await get("/advisor", jars.coach)).status).toBe(200);
  });

  it("answers 403 naming the role to everyone else", async () => {
    for (const name of ["member", "admin"]) {
      expect(await errorOf(await get("/advisor", jars[name]))).toEqual({
        status: 403,
        code: "forbidden",
        message: roleRequiredMessage("advisor"),
      });
    }
    expect(await errorOf(await get("/admin", jars.advisor))).toMatchObject({
      status: 403,
      message: "Access denied: this requires the admin role.",
    });
    expect((await get("/admin", jars.admin)).status).toBe(200);
    expect((await get("/admin")).status).toBe(401);
  });

  // Last: it takes the roles table away for a moment.
  it("denies access when the role lookup fails", async () => {
    await t.db.execute(sql`alter table user_roles rename to user_roles_away`);
    try {
      expect(await errorOf(await get("/admin", jars.admin))).toEqual({
        status: 403,
        code: "forbidden",
        message: roleRequiredMessage("admin"),
      });
    } finally {
      await t.db.execute(sql`alter table user_roles_away rename to user_roles`);
    }
    expect((await get("/admin", jars.admin)).status).toBe(200);
  });
});

describe("hasSessionCookie", () => {
  it("recognises the session cookie with or without the __Secure- prefix, and nothing else", () => {
    expect(hasSessionCookie("hatchery.session_token=abc")).toBe(true);
    expect(hasSessionCookie("theme=dark; __Secure-hatchery.session_token=abc")).toBe(true);
    expect(hasSessionCookie("hatchery.session_data=abc")).toBe(false);
    expect(hasSessionCookie("xhatchery.session_token=abc")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
