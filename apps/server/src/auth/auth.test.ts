import { INVALID_INPUT_MESSAGE, PASSWORD_MESSAGES } from "@hatchery/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, emailOutbox, sessions, twoFactors, users, verifications } from "../db/schema";
import { loadEnv } from "../env";
import {
  CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  isSignedIn,
  latestEmail,
  latestLink,
  openLink,
  person,
  signIn,
  signUp,
  TEST_PASSWORD,
  totpCode,
} from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { authSecretOf, trustedOriginsOf } from "./auth";
import {
  ACCOUNT_EXISTS_MESSAGE,
  EMAIL_NOT_VERIFIED_MESSAGE,
  INVALID_CODE_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_LINK_MESSAGE,
  mapAuthError,
  UNTRUSTED_ORIGIN_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from "./auth-errors";
import { TOTP_ONLY_MESSAGE } from "./auth-handler";
import { hashBackupCode } from "./backup-codes";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test signs in from its own address, so the per-address limits of one test never touch another. */
let addressCounter = 0;
const nextIp = () => `192.0.2.${++addressCounter}`;

async function me(jar: CookieJar) {
  return call(t.app, "/api/account/me", undefined, { jar });
}

describe("sign-up", () => {
  it("creates an unverified account with sanitised names and queues the verification email", async () => {
    const ip = nextIp();
    const response = await signUp(
      t.app,
      person("  Mary.Shelley@Example.COM ", {
        firstName: "<script>alert(1)</script>Mary",
        lastName: "  Shelley <b>W.</b> ",
      }),
      { ip },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: Record<string, unknown> };
    expect(body).not.toHaveProperty("token");
    expect(body.user).toMatchObject({
      email: "mary.shelley@example.com",
      emailVerified: false,
      firstName: "Mary",
      lastName: "Shelley W.",
      name: "Mary Shelley W.",
    });
    expect(response.headers.getSetCookie()).toEqual([]);

    const message = await latestEmail(t.db, "mary.shelley@example.com", "verification");
    expect(message.subject).toBe("Verify your email address for Hatchery");
    expect(message.textBody).toContain("Hello Mary,");
    expect(message.htmlBody).toContain("<a href=");
    const link = await latestLink(t.db, "mary.shelley@example.com", "verification");
    expect(link).toMatch(
      /^https:\/\/hatchery\.test\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fdashboard$/,
    );
  });

  it("queues exactly one email for a new account: the verification email", async () => {
    const ip = nextIp();
    expect((await signUp(t.app, person("one-email@example.com"), { ip })).status).toBe(200);
    const queued = await t.db
      .select({ kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "one-email@example.com"));
    expect(queued).toEqual([{ kind: "verification" }]);
  });

  // On a database of its own to break, migrated from scratch: hence the longer time allowed.
  it("creates no account when its verification email cannot be queued, since both share one transaction", async () => {
    const broken = await createTestApp();
    try {
      const email = "no-email@example.com";
      await broken.db.execute(sql`alter table email_outbox rename to email_outbox_away`);
      const response = await signUp(broken.app, person(email), { ip: nextIp() });
      expect(await errorOf(response)).toEqual({
        status: 500,
        code: "internal",
        message: "An unexpected error occurred. Please try again.",
      });
      expect(await broken.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await broken.db.select().from(accounts)).toEqual([]);

      // Nothing of the failed attempt is left: once mail can be queued, the same address signs up.
      await broken.db.execute(sql`alter table email_outbox_away rename to email_outbox`);
      expect((await signUp(broken.app, person(email), { ip: nextIp() })).status).toBe(200);
      expect(await broken.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
      expect(await latestLink(broken.db, email, "verification")).toMatch(
        /^https:\/\/hatchery\.test\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fdashboard$/,
      );
    } finally {
      await broken.close();
    }
  });

  it("names an existing account, whatever the spelling of its email", async () => {
    const ip = nextIp();
    await signUp(t.app, person("percy@example.com"), { ip });
    // Two more attempts: with the first, the three sign-ups the SPEC allows per email in 10 minutes.
    for (const spelling of [" PERCY@Example.com", "Percy@EXAMPLE.COM\t"]) {
      const response = await signUp(t.app, person(spelling, { password: "Another1!" }), { ip: nextIp() });
      expect(await errorOf(response)).toEqual({
        status: 409,
        code: "conflict",
        message: ACCOUNT_EXISTS_MESSAGE,
      });
    }
    expect(await t.db.select().from(users).where(eq(users.email, "percy@example.com"))).toHaveLength(1);
  });

  it("reports every password problem joined with '; '", async () => {
    const response = await signUp(t.app, person("weak@example.com", { password: "abcdefgh" }), {
      ip: nextIp(),
    });
    expect(await errorOf(response)).toEqual({
      status: 422,
      code: "validation_failed",
      message: [
        PASSWORD_MESSAGES.missingUppercase,
        PASSWORD_MESSAGES.missingNumber,
        PASSWORD_MESSAGES.missingSpecialCharacter,
      ].join("; "),
    });
  });

  it.each([
    ["an invalid email", { email: "not-an-email" }, "Invalid email format"],
    ["a suspicious email", { email: "x'; drop table users;--@example.com" }, "Invalid input detected"],
    ["a suspicious password", { password: "Union Select 1!a" }, "Invalid input detected"],
    ["a missing first name", { firstName: "  " }, "First name is required"],
  ])("refuses %s with the SPEC words", async (_case, override, message) => {
    const response = await signUp(t.app, { ...person("refused@example.com"), ...override }, { ip: nextIp() });
    expect(await errorOf(response)).toMatchObject({ status: 422, message });
  });

  it("answers a body that is not JSON with 415 and broken JSON with 400", async () => {
    const notJson = await call(t.app, "/api/auth/sign-up/email", undefined, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });
    expect(notJson.status).toBe(415);
    const broken = await call(t.app, "/api/auth/sign-in/email", undefined, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      ip: nextIp(),
    });
    expect(await errorOf(broken)).toMatchObject({ status: 400, code: "bad_request" });
  });
});

describe("sign-in", () => {
  it("refuses an unverified account with the verification message, and only with the right password", async () => {
    const ip = nextIp();
    await signUp(t.app, person("unverified@example.com"), { ip });
    expect(await errorOf(await signIn(t.app, "unverified@example.com", TEST_PASSWORD, { ip }))).toEqual({
      status: 403,
      code: "forbidden",
      message: EMAIL_NOT_VERIFIED_MESSAGE,
    });
    expect(await errorOf(await signIn(t.app, "unverified@example.com", "Wrong-pass1", { ip }))).toEqual({
      status: 401,
      code: "unauthenticated",
      message: INVALID_CREDENTIALS_MESSAGE,
    });
  });

  it("gives an unknown email exactly the answer of a wrong password", async () => {
    const ip = nextIp();
    await createVerifiedUser(t.app, t.db, person("known@example.com"), { ip });
    const wrongPassword = await signIn(t.app, "known@example.com", "Wrong-pass1", { ip });
    const unknownEmail = await signIn(t.app, "unknown@example.com", "Wrong-pass1", { ip });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(await unknownEmail.text()).toBe(await wrongPassword.text());
    expect(unknownEmail.headers.getSetCookie()).toEqual(wrongPassword.headers.getSetCookie());
  });

  it("signs in with any spelling of the email and sets an httpOnly SameSite=Lax cookie", async () => {
    const ip = nextIp();
    await createVerifiedUser(t.app, t.db, person("spelling@example.com"), { ip });
    for (const spelling of ["spelling@example.com", "  SPELLING@example.com", "Spelling@Example.Com "]) {
      const jar = new CookieJar();
      const response = await signIn(t.app, spelling, TEST_PASSWORD, { jar, ip });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(["user"]);
      expect(body.user).toMatchObject({ email: "spelling@example.com", emailVerified: true });
      const [cookie] = response.headers.getSetCookie();
      expect(cookie).toMatch(/^hatchery\.session_token=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect((await me(jar)).status).toBe(200);
    }
  });

  it("marks the session cookie Secure in production, whatever PUBLIC_URL says, and not in development", async () => {
    const ip = nextIp();
    await createVerifiedUser(t.app, t.db, person("secure-cookie@example.com"), { ip });
    const sessionCookie = async (env: Record<string, string>) => {
      const response = await signIn(t.withEnv(env), "secure-cookie@example.com", TEST_PASSWORD, { ip });
      expect(response.status).toBe(200);
      return response.headers.getSetCookie().find((cookie) => cookie.includes("session_token=")) ?? "";
    };
    const secureAttribute = /;\s*Secure\s*(?:;|$)/i;
    const production = await sessionCookie({ NODE_ENV: "production", AUTH_SECRET: "p".repeat(32) });
    expect(production).toMatch(/^__Secure-hatchery\.session_token=/);
    expect(production).toMatch(secureAttribute);
    expect(production).toMatch(/HttpOnly/);
    // The test apps' PUBLIC_URL is https://, which alone would make Better Auth mark cookies Secure.
    const development = await sessionCookie({ NODE_ENV: "development", AUTH_SECRET: "d".repeat(32) });
    expect(development).toMatch(/^hatchery\.session_token=/);
    expect(development).not.toMatch(secureAttribute);
  });

  it("answers suspicious input with 'Invalid input detected'", async () => {
    const response = await signIn(t.app, "robert'); DROP TABLE users;--@example.com", TEST_PASSWORD, {
      ip: nextIp(),
    });
    expect(await errorOf(response)).toEqual({
      status: 422,
      code: "validation_failed",
      message: INVALID_INPUT_MESSAGE,
    });
  });

  it("reports only the first password problem, in the SPEC words", async () => {
    const response = await signIn(t.app, "someone@example.com", "abc", { ip: nextIp() });
    expect(await errorOf(response)).toEqual({
      status: 422,
      code: "validation_failed",
      message: PASSWORD_MESSAGES.tooShort,
    });
  });

  it("refuses a cookie-bearing request from another origin", async () => {
    const ip = nextIp();
    const { jar } = await createVerifiedUser(t.app, t.db, person("origin@example.com"), { ip });
    const response = await call(t.app, "/api/auth/sign-out", {}, { jar, ip, origin: "https://evil.example" });
    expect(await errorOf(response)).toEqual({
      status: 403,
      code: "forbidden",
      message: UNTRUSTED_ORIGIN_MESSAGE,
    });
    expect((await me(jar)).status).toBe(200);
  });
});

describe("email verification", () => {
  it("verifies with the mailed link, signs the person in and returns them to the callback", async () => {
    const ip = nextIp();
    await signUp(t.app, person("verify@example.com"), { ip });
    const jar = new CookieJar();
    const response = await openLink(t.app, await latestLink(t.db, "verify@example.com", "verification"), {
      jar,
      ip,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const body = (await (await me(jar)).json()) as { user: { emailVerified: boolean } };
    expect(body.user.emailVerified).toBe(true);
    expect((await signIn(t.app, "verify@example.com", TEST_PASSWORD, { ip })).status).toBe(200);
  });

  it("sends the link again on request, and answers a broken token with the invalid-link words", async () => {
    const ip = nextIp();
    await signUp(t.app, person("resend@example.com"), { ip });
    const response = await call(
      t.app,
      "/api/auth/send-verification-email",
      { email: " Resend@Example.com", callbackURL: "/profile" },
      { ip },
    );
    expect(response.status).toBe(200);
    const link = await latestLink(t.db, "resend@example.com", "verification");
    expect(link).toMatch(/callbackURL=%2Fprofile$/);
    const broken = await call(t.app, "/api/auth/verify-email?token=not-a-token", undefined, { ip });
    expect(await errorOf(broken)).toEqual({
      status: 400,
      code: "bad_request",
      message: INVALID_LINK_MESSAGE,
    });
  });
});

describe("password reset", () => {
  it("mails a single-use link to the web page and answers unknown emails the same way", async () => {
    const ip = nextIp();
    const { jar } = await createVerifiedUser(t.app, t.db, person("reset@example.com"), { ip });
    const request = (email: string) =>
      call(t.app, "/api/auth/request-password-reset", { email, redirectTo: "/auth/reset-password" }, { ip });
    const known = await request("RESET@example.com");
    const unknown = await request("no-such-person@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toBe(await known.text());
    expect(
      await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "no-such-person@example.com")),
    ).toEqual([]);

    const message = await latestEmail(t.db, "reset@example.com", "password-reset");
    expect(message.subject).toBe("Reset your Hatchery password");
    const link = await latestLink(t.db, "reset@example.com", "password-reset");
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe("https://hatchery.test/auth/reset-password");
    const token = url.searchParams.get("token");

    const weak = await call(t.app, "/api/auth/reset-password", { token, newPassword: "short" }, { ip });
    expect(await errorOf(weak)).toMatchObject({ status: 422, code: "validation_failed" });

    const reset = await call(
      t.app,
      "/api/auth/reset-password",
      { token, newPassword: "Brand-new2!" },
      { ip },
    );
    expect(reset.status).toBe(200);
    const again = await call(
      t.app,
      "/api/auth/reset-password",
      { token, newPassword: "Other-new3!" },
      { ip },
    );
    expect(await errorOf(again)).toEqual({ status: 400, code: "bad_request", message: INVALID_LINK_MESSAGE });

    expect((await signIn(t.app, "reset@example.com", TEST_PASSWORD, { ip })).status).toBe(401);
    expect((await signIn(t.app, "reset@example.com", "Brand-new2!", { ip })).status).toBe(200);
    // Sessions opened before the reset end with it.
    expect(await isSignedIn(t.app, { jar })).toBe(false);
  });
});

describe("password reset, expired", () => {
  it("refuses a reset link used after it expired, with the invalid-link words", async () => {
    const ip = nextIp();
    await createVerifiedUser(t.app, t.db, person("late-reset@example.com"), { ip });
    await call(
      t.app,
      "/api/auth/request-password-reset",
      { email: "late-reset@example.com", redirectTo: "/auth/reset-password" },
      { ip },
    );
    const token = new URL(
      await latestLink(t.db, "late-reset@example.com", "password-reset"),
    ).searchParams.get("token");
    const expired = await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`))
      .returning({ id: verifications.id });
    expect(expired).toHaveLength(1);

    const late = await call(t.app, "/api/auth/reset-password", { token, newPassword: "Brand-new2!" }, { ip });
    expect(await errorOf(late)).toEqual({ status: 400, code: "bad_request", message: INVALID_LINK_MESSAGE });
    expect((await signIn(t.app, "late-reset@example.com", TEST_PASSWORD, { ip })).status).toBe(200);
  });
});

describe("sessions", () => {
  it("never hands a session's token to the page: list-sessions and get-session leave it out", async () => {
    const ip = nextIp();
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("no-tokens@example.com"), { ip });
    await signIn(t.app, "no-tokens@example.com", TEST_PASSWORD, { jar: new CookieJar(), ip });
    const tokens = (await t.db.select().from(sessions).where(eq(sessions.userId, userId))).map(
      (session) => session.token,
    );
    expect(tokens).toHaveLength(2);

    const listed = await call(t.app, "/api/auth/list-sessions", undefined, { jar, ip });
    expect(listed.status).toBe(200);
    const text = await listed.text();
    const listedSessions = JSON.parse(text) as Record<string, unknown>[];
    expect(listedSessions).toHaveLength(2);
    for (const session of listedSessions) {
      expect(session).not.toHaveProperty("token");
      expect(session).toMatchObject({ id: expect.any(String), userId });
    }
    const current = await call(t.app, "/api/auth/get-session", undefined, { jar, ip });
    const currentText = await current.text();
    expect(JSON.parse(currentText)).toMatchObject({
      session: { id: expect.any(String) },
      user: { id: userId },
    });
    for (const token of tokens) {
      expect(text).not.toContain(token);
      expect(currentText).not.toContain(token);
    }
  });

  it("signs out this device only", async () => {
    const ip = nextIp();
    const { jar: laptop } = await createVerifiedUser(t.app, t.db, person("devices@example.com"), { ip });
    const phone = new CookieJar();
    await signIn(t.app, "devices@example.com", TEST_PASSWORD, { jar: phone, ip });
    const signOut = await call(t.app, "/api/auth/sign-out", {}, { jar: laptop, ip });
    expect(signOut.status).toBe(200);
    expect(await isSignedIn(t.app, { jar: laptop })).toBe(false);
    expect((await me(phone)).status).toBe(200);
  });

  it("lists sessions and revokes every one of them (sign out everywhere)", async () => {
    const ip = nextIp();
    const { jar: laptop, userId } = await createVerifiedUser(t.app, t.db, person("everywhere@example.com"), {
      ip,
    });
    const phone = new CookieJar();
    await signIn(t.app, "everywhere@example.com", TEST_PASSWORD, { jar: phone, ip });
    const listed = await call(t.app, "/api/auth/list-sessions", undefined, { jar: laptop, ip });
    expect(((await listed.json()) as unknown[]).length).toBe(2);
    expect((await call(t.app, "/api/auth/revoke-sessions", {}, { jar: laptop, ip })).status).toBe(200);
    expect(await isSignedIn(t.app, { jar: laptop })).toBe(false);
    expect(await isSignedIn(t.app, { jar: phone })).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });

  it("keeps a session for 7 days and renews it when used after a day", async () => {
    const ip = nextIp();
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("renewal@example.com"), { ip });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    const lifetime = (session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 3_600_000)).toBe(7 * 24);

    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    await t.db
      .update(sessions)
      .set({ updatedAt: twoDaysAgo, expiresAt: new Date(twoDaysAgo.getTime() + 7 * 86_400_000) })
      .where(eq(sessions.userId, userId));
    const response = await me(jar);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(true);
    const [renewed] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });
});

describe("account security", () => {
  it("changes the password with the current one, in the sign-up rules", async () => {
    const ip = nextIp();
    const { jar } = await createVerifiedUser(t.app, t.db, person("changer@example.com"), { ip });
    const wrong = await call(
      t.app,
      "/api/auth/change-password",
      { currentPassword: "Not-mine1!", newPassword: "Fresh-pass2!", revokeOtherSessions: true },
      { jar, ip },
    );
    expect(await errorOf(wrong)).toEqual({
      status: 400,
      code: "bad_request",
      message: WRONG_PASSWORD_MESSAGE,
    });
    const weak = await call(
      t.app,
      "/api/auth/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "weakpass" },
      { jar, ip },
    );
    expect(await errorOf(weak)).toMatchObject({ status: 422 });
    const changed = await call(
      t.app,
      "/api/auth/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "Fresh-pass2!", revokeOtherSessions: true },
      { jar, ip },
    );
    expect(changed.status).toBe(200);
    expect((await me(jar)).status).toBe(200);
    expect((await signIn(t.app, "changer@example.com", "Fresh-pass2!", { ip })).status).toBe(200);
  });

  it("changes the email only once the new address is confirmed by its link", async () => {
    const ip = nextIp();
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("old-address@example.com"), { ip });
    const response = await call(
      t.app,
      "/api/auth/change-email",
      { newEmail: " New-Address@Example.com", callbackURL: "/profile" },
      { jar, ip },
    );
    expect(response.status).toBe(200);
    const [before] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect(before?.email).toBe("old-address@example.com");
    const message = await latestEmail(t.db, "new-address@example.com", "change-email");
    expect(message.textBody).toContain("from old-address@example.com to new-address@example.com");
    const confirmed = await openLink(
      t.app,
      await latestLink(t.db, "new-address@example.com", "change-email"),
      {
        jar,
        ip,
      },
    );
    expect(confirmed.status).toBe(302);
    const [after] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect(after?.email).toBe("new-address@example.com");
    expect((await signIn(t.app, "new-address@example.com", TEST_PASSWORD, { ip })).status).toBe(200);
  });

  it("enrols TOTP two-factor, then asks for the code at sign-in and accepts a backup code once", async () => {
    const ip = nextIp();
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("two-factor@example.com"), { ip });
    const wrongPassword = await call(
      t.app,
      "/api/auth/two-factor/enable",
      { password: "Not-mine1!" },
      { jar, ip },
    );
    expect(await errorOf(wrongPassword)).toMatchObject({ status: 400, message: WRONG_PASSWORD_MESSAGE });

    const byText = await call(
      t.app,
      "/api/auth/two-factor/enable",
      { password: TEST_PASSWORD, method: "otp" },
      { jar, ip },
    );
    expect(await errorOf(byText)).toEqual({
      status: 422,
      code: "validation_failed",
      message: TOTP_ONLY_MESSAGE,
    });

    const enabled = await call(
      t.app,
      "/api/auth/two-factor/enable",
      { password: TEST_PASSWORD },
      { jar, ip },
    );
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(
      /^otpauth:\/\/totp\/Hatchery:two-factor%40example\.com\?secret=\w+&issuer=Hatchery/,
    );
    expect(backupCodes).toHaveLength(10);
    // Copied from paper, so nothing that could be read two ways: no 0/O/o, no 1/l/I.
    for (const code of backupCodes)
      expect(code).toMatch(/^[2-9A-HJ-NP-Za-km-np-z]{5}-[2-9A-HJ-NP-Za-km-np-z]{5}$/);
    const [stored] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    for (const code of backupCodes) expect(stored?.backupCodes).not.toContain(code);
    // Only keyed hashes are kept: the codes exist in that one answer and nowhere else.
    const secret = authSecretOf(t.env);
    expect(JSON.parse(stored?.backupCodes ?? "[]")).toEqual(
      backupCodes.map((code) => hashBackupCode(code, secret)),
    );

    const confirm = await call(
      t.app,
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(totpURI) },
      { jar, ip },
    );
    expect(confirm.status).toBe(200);
    expect(
      ((await (await me(jar)).json()) as { user: { twoFactorEnabled: boolean } }).user.twoFactorEnabled,
    ).toBe(true);

    const challenged = new CookieJar();
    const first = await signIn(t.app, "two-factor@example.com", TEST_PASSWORD, { jar: challenged, ip });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await isSignedIn(t.app, { jar: challenged })).toBe(false);
    const wrongCode = await call(
      t.app,
      "/api/auth/two-factor/verify-totp",
      { code: "000000" },
      { jar: challenged, ip },
    );
    expect(await errorOf(wrongCode)).toMatchObject({ status: 400, message: INVALID_CODE_MESSAGE });
    const verified = await call(
      t.app,
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(totpURI) },
      { jar: challenged, ip },
    );
    expect(verified.status).toBe(200);
    expect(await verified.json()).not.toHaveProperty("token");
    expect((await me(challenged)).status).toBe(200);

    const withBackup = new CookieJar();
    await signIn(t.app, "two-factor@example.com", TEST_PASSWORD, { jar: withBackup, ip });
    const backup = { code: backupCodes[0] };
    const asStored = { code: hashBackupCode(backupCodes[1] ?? "", secret) };
    const withHash = await call(t.app, "/api/auth/two-factor/verify-backup-code", asStored, {
      jar: withBackup,
      ip,
    });
    expect(withHash.ok, "a stolen hash is not a code").toBe(false);
    expect(
      (
        await call(
          t.app,
          "/api/auth/two-factor/verify-backup-code",
          { code: ` ${backupCodes[0]} ` },
          { jar: withBackup, ip },
        )
      ).status,
    ).toBe(200);
    const [afterUse] = await t.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
    expect(JSON.parse(afterUse?.backupCodes ?? "[]")).toEqual(
      backupCodes.slice(1).map((code) => hashBackupCode(code, secret)),
    );
    const reused = new CookieJar();
    await signIn(t.app, "two-factor@example.com", TEST_PASSWORD, { jar: reused, ip });
    const again = await call(t.app, "/api/auth/two-factor/verify-backup-code", backup, { jar: reused, ip });
    expect(await errorOf(again)).toMatchObject({ status: 400, message: INVALID_CODE_MESSAGE });

    const disabled = await call(
      t.app,
      "/api/auth/two-factor/disable",
      { password: TEST_PASSWORD },
      { jar, ip },
    );
    expect(disabled.status).toBe(200);
    expect(
      await signIn(t.app, "two-factor@example.com", TEST_PASSWORD, { ip }).then((r) => r.json()),
    ).toHaveProperty("user");
  });
});

describe("trusted origins", () => {
  const env = (NODE_ENV: string, PUBLIC_URL = "https://hatchery.example.org") =>
    loadEnv({ NODE_ENV, PUBLIC_URL, PORT: "3000", AUTH_SECRET: "s".repeat(32) });
  const loopback = (port: number) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
    `http://[::1]:${port}`,
  ];

  it("are only the public origin in production, even a loopback one", () => {
    expect(trustedOriginsOf(env("production"))).toEqual(["https://hatchery.example.org"]);
    expect(trustedOriginsOf(env("production", "http://localhost:3000"))).toEqual(["http://localhost:3000"]);
  });

  it("add every loopback spelling of the server's own address outside production, and Vite's in development", () => {
    expect(trustedOriginsOf(env("test"))).toEqual(["https://hatchery.example.org", ...loopback(3000)]);
    expect(trustedOriginsOf(env("test", "http://127.0.0.1:3000"))).toEqual([
      "http://127.0.0.1:3000",
      "http://localhost:3000",
      "http://[::1]:3000",
    ]);
    expect(trustedOriginsOf(env("development", "http://localhost:3000"))).toEqual([
      ...loopback(3000),
      ...loopback(5173),
    ]);
  });

  it("let a page opened at 127.0.0.1 or [::1] sign up, sign in and change things outside production", async () => {
    const local = t.withEnv({
      NODE_ENV: "development",
      PUBLIC_URL: "http://localhost:3000",
      PORT: "3000",
      AUTH_SECRET: "d".repeat(32),
    });
    const ip = nextIp();
    const email = "loopback@example.com";
    await createVerifiedUser(t.app, t.db, person(email), { ip });
    for (const origin of ["http://127.0.0.1:3000", "http://[::1]:3000", "http://localhost:3000"]) {
      const jar = new CookieJar();
      const signedIn = await call(
        local,
        "/api/auth/sign-in/email",
        { email, password: TEST_PASSWORD },
        {
          jar,
          ip: nextIp(),
          origin,
        },
      );
      expect(signedIn.status).toBe(200);
      const changed = await call(
        local,
        "/api/account/profile",
        { bio: `From ${origin}` },
        {
          jar,
          ip,
          origin,
          method: "PATCH",
        },
      );
      expect(changed.status).toBe(200);
    }
    const signedUp = await call(local, "/api/auth/sign-up/email", person("loopback-new@example.com"), {
      ip: nextIp(),
      origin: "http://127.0.0.1:3000",
    });
    expect(signedUp.status).toBe(200);
  });

  it("refuse another port, and the loopback spellings in production", async () => {
    const local = t.withEnv({
      NODE_ENV: "development",
      PUBLIC_URL: "http://localhost:3000",
      PORT: "3000",
      AUTH_SECRET: "d".repeat(32),
    });
    const production = t.withEnv({
      NODE_ENV: "production",
      PUBLIC_URL: "http://localhost:3000",
      PORT: "3000",
      AUTH_SECRET: "s".repeat(32),
    });
    const attempts: [typeof local, string][] = [
      [local, "http://127.0.0.1:3001"],
      [production, "http://127.0.0.1:3000"],
      [production, "http://[::1]:3000"],
    ];
    for (const [app, origin] of attempts) {
      const response = await call(
        app,
        "/api/auth/sign-in/email",
        {
          email: "nobody@example.com",
          password: TEST_PASSWORD,
        },
        { ip: nextIp(), origin },
      );
      expect(await errorOf(response)).toEqual({
        status: 403,
        code: "forbidden",
        message: UNTRUSTED_ORIGIN_MESSAGE,
      });
    }
  });
});

describe("signing keys", () => {
  it("publishes the JSON Web Key Set without private keys", async () => {
    const response = await call(t.app, "/api/auth/jwks");
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA" });
      expect(key).not.toHaveProperty("d");
    }
  });
});

describe("errors", () => {
  it("refuses a return address outside this site", async () => {
    const response = await call(
      t.app,
      "/api/auth/sign-up/email",
      { ...person("elsewhere@example.com"), callbackURL: "https://evil.example/next" },
      { ip: nextIp() },
    );
    expect(await errorOf(response)).toEqual({
      status: 403,
      code: "forbidden",
      message: "The return address is not part of this site.",
    });
  });

  it("answers a failure inside Better Auth with the SPEC's words and nothing of its own", async () => {
    const broken = await createTestApp();
    try {
      const ip = nextIp();
      await createVerifiedUser(broken.app, broken.db, person("broken@example.com"), { ip });
      // The password checks out, then Better Auth cannot write the session.
      await broken.db.execute(sql`alter table sessions rename to sessions_away`);
      const response = await signIn(broken.app, "broken@example.com", TEST_PASSWORD, { ip });
      expect(await response.json()).toEqual({
        error: { code: "internal", message: "An unexpected error occurred. Please try again." },
      });
      expect(response.status).toBe(500);
    } finally {
      await broken.close();
    }
    // A server-side failure keeps only its class, even under a code that has words of its own.
    expect(mapAuthError(502, "INVALID_EMAIL_OR_PASSWORD")).toMatchObject({
      status: 500,
      code: "internal",
      message: "An unexpected error occurred. Please try again.",
    });
  });

  it("answers an unknown auth endpoint with the JSON 404", async () => {
    expect(await errorOf(await call(t.app, "/api/auth/no-such-thing"))).toMatchObject({
      status: 404,
      code: "not_found",
    });
  });

  it("does not let names change around the sanitiser through Better Auth's update-user", async () => {
    const ip = nextIp();
    const { jar } = await createVerifiedUser(t.app, t.db, person("update-user@example.com"), { ip });
    const response = await call(
      t.app,
      "/api/auth/update-user",
      { firstName: "<img src=x onerror=alert(1)>" },
      {
        jar,
        ip,
      },
    );
    expect(response.status).toBe(404);
  });
});
