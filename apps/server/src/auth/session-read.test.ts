import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, userRoles } from "../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { authSecretOf, createAuth, SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./auth";
import {
  cookieValue,
  createSessionReader,
  type SessionReader,
  verifySignedCookieValue,
} from "./session-read";

let t: TestApp;
let read: SessionReader;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  const auth = createAuth({
    db: t.db,
    env: t.env,
    logger: t.logger,
    clock: t.clock,
    passwordHasher: t.passwordHasher,
  });
  read = createSessionReader(auth, t.db);
  secret = authSecretOf(t.env);
});
afterAll(() => t.close());

/** The session cookie's name outside production (no `__Secure-` prefix). */
const COOKIE = "hatchery.session_token";

const signedValue = (value: string) =>
  `${value}.${createHmac("sha256", secret).update(value).digest("base64")}`;

/** The token of the jar's session cookie, as stored in the sessions table. */
function tokenOf(jar: CookieJar): string {
  const signed = cookieValue(jar.header(), COOKIE);
  return signed?.slice(0, signed.lastIndexOf(".")) ?? "";
}

describe("verifySignedCookieValue", () => {
  it("accepts Better Auth's signature of the value and nothing else", () => {
    expect(verifySignedCookieValue(signedValue("abc"), secret)).toBe("abc");
    expect(verifySignedCookieValue(signedValue("abc").replace("abc", "abd"), secret)).toBeUndefined();
    expect(verifySignedCookieValue(signedValue("abc"), `${secret}x`)).toBeUndefined();
    expect(verifySignedCookieValue("abc", secret)).toBeUndefined();
    expect(verifySignedCookieValue("abc.short=", secret)).toBeUndefined();
  });
});

describe("cookieValue", () => {
  it("reads the first cookie of the name, decoded", () => {
    expect(cookieValue("a=1; b=x%2By; b=2", "b")).toBe("x+y");
    expect(cookieValue('a="q"', "a")).toBe("q");
    expect(cookieValue("xa=1", "a")).toBeUndefined();
  });
});

describe("the one-statement session read", () => {
  it("reads the person, their verification and their roles with the session", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("reader@example.com"), {
      roles: ["coach", "admin"],
    });
    expect(await read(jar.header())).toEqual({
      userId,
      email: "reader@example.com",
      emailVerified: true,
      roles: ["admin", "coach"],
    });
  });

  it("reads nothing for a forged, signed-out or deleted session", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("leaver@example.com"));
    const token = tokenOf(jar);
    expect(await read(`${COOKIE}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`)).toBe(undefined);
    expect(await read(jar.header())).toBeDefined();
    const signedOut = await call(t.app, "/api/auth/sign-out", {}, { jar });
    expect(signedOut.status).toBe(200);
    // The cookie as it was before sign-out: the session row is gone, so it reads nothing at once.
    expect(await read(`${COOKIE}=${encodeURIComponent(signedValue(token))}`)).toBe(undefined);
    const second = await createVerifiedUser(t.app, t.db, person("revoked@example.com"));
    await t.db.delete(sessions).where(eq(sessions.token, tokenOf(second.jar)));
    expect(await read(second.jar.header())).toBeUndefined();
  });

  it("leaves expired sessions and those due for renewal to Better Auth", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("renewal@example.com"));
    const token = tokenOf(jar);
    const setExpiry = (ms: number) =>
      t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + ms) })
        .where(eq(sessions.token, token));
    await setExpiry(-1000);
    expect(await read(jar.header())).toBeUndefined();
    await setExpiry((SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000 - 1000);
    expect(await read(jar.header())).toBeUndefined();
    await setExpiry((SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000 + 60_000);
    expect(await read(jar.header())).toBeDefined();
  });

  it("leaves requests with Better Auth's other session cookies to Better Auth", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("remember@example.com"));
    expect(await read(`${jar.header()}; hatchery.dont_remember=x`)).toBeUndefined();
    expect(await read(`${jar.header()}; hatchery.session_data=x`)).toBeUndefined();
  });

  it("sees a role taken away on the next read", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("demoted@example.com"), {
      roles: ["advisor"],
    });
    expect((await read(jar.header()))?.roles).toEqual(["advisor"]);
    await t.db.delete(userRoles).where(eq(userRoles.userId, userId));
    expect((await read(jar.header()))?.roles).toEqual([]);
  });
});
