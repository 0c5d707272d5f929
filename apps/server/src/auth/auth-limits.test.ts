import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits, sessions } from "../db/schema";
import {
  CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  person,
  signIn,
  signUp,
  TEST_PASSWORD,
} from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { ACCOUNT_EXISTS_MESSAGE } from "./auth-errors";
import {
  AUTH_EMAIL_RATE_LIMITED_MESSAGE,
  AUTH_RATE_LIMIT_RULES,
  SIGN_IN_RATE_LIMITED_MESSAGE,
  SIGN_UP_RATE_LIMITED_MESSAGE,
} from "./auth-limits";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const nextIp = () => `203.0.113.${++addressCounter}`;

function countStatuses(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

describe("sign-in limit (5 attempts per 5 minutes per email)", () => {
  it("lets exactly 5 of a parallel burst of 20 through", async () => {
    await createVerifiedUser(t.app, t.db, person("burst@example.com"), { ip: nextIp() });
    // Different addresses, so only the per-email limit is at work.
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signIn(t.app, "burst@example.com", index % 2 === 0 ? TEST_PASSWORD : "Wrong-pass1", { ip: nextIp() }),
      ),
    );
    const counts = countStatuses(responses);
    expect(20 - (counts[429] ?? 0)).toBe(5);
    expect(counts[429]).toBe(15);
    const limited = responses.find((response) => response.status === 429);
    expect(await errorOf(limited as Response)).toEqual({
      status: 429,
      code: "rate_limited",
      message: SIGN_IN_RATE_LIMITED_MESSAGE,
    });
    const retryAfter = Number(limited?.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it("counts every spelling of one email as that email", async () => {
    const spellings = [
      "variant@example.com",
      "VARIANT@example.com",
      "  variant@Example.com",
      "Variant@EXAMPLE.COM ",
      "\tvariant@example.COM",
    ];
    for (const spelling of spellings) {
      expect((await signIn(t.app, spelling, "Wrong-pass1", { ip: nextIp() })).status).toBe(401);
    }
    const sixth = await signIn(t.app, "vArIaNt@example.com", "Wrong-pass1", { ip: nextIp() });
    expect(await errorOf(sixth)).toMatchObject({ status: 429, message: SIGN_IN_RATE_LIMITED_MESSAGE });
  });

  it("starts again once the window has ended", async () => {
    for (let attempt = 0; attempt < 5; attempt++)
      await signIn(t.app, "window@example.com", "Wrong-pass1", { ip: nextIp() });
    expect((await signIn(t.app, "window@example.com", "Wrong-pass1", { ip: nextIp() })).status).toBe(429);
    await t.db
      .update(rateLimits)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, "sign-in:email:window@example.com"));
    expect((await signIn(t.app, "window@example.com", "Wrong-pass1", { ip: nextIp() })).status).toBe(401);
  });
});

describe("sign-up limit (3 attempts per 10 minutes per email)", () => {
  it("lets exactly 3 of a parallel burst of 10 through: one account, two told it exists", async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => signUp(t.app, person("signup-burst@example.com"), { ip: nextIp() })),
    );
    const counts = countStatuses(responses);
    expect(10 - (counts[429] ?? 0)).toBe(3);
    expect(counts).toEqual({ 200: 1, 409: 2, 429: 7 });
    const conflict = responses.find((response) => response.status === 409);
    expect((await errorOf(conflict as Response)).message).toBe(ACCOUNT_EXISTS_MESSAGE);
    const limited = responses.find((response) => response.status === 429);
    expect(await errorOf(limited as Response)).toEqual({
      status: 429,
      code: "rate_limited",
      message: SIGN_UP_RATE_LIMITED_MESSAGE,
    });
    expect(Number(limited?.headers.get("Retry-After"))).toBeGreaterThan(590);
  });
});

describe("per-address limits", () => {
  it(`allow ${AUTH_RATE_LIMIT_RULES.signInIp.points} sign-in attempts per address, whatever the email`, async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < AUTH_RATE_LIMIT_RULES.signInIp.points; attempt++) {
      // Invalid input is refused without hashing, yet counts against the address.
      expect((await signIn(t.app, `not-an-email-${attempt}`, "x", { ip })).status).toBe(422);
    }
    const limited = await signIn(t.app, "fresh@example.com", TEST_PASSWORD, { ip });
    expect(await errorOf(limited)).toMatchObject({ status: 429, message: SIGN_IN_RATE_LIMITED_MESSAGE });
    expect((await signIn(t.app, "fresh@example.com", TEST_PASSWORD, { ip: nextIp() })).status).toBe(401);
  });

  it.each([
    ["sign-in", AUTH_RATE_LIMIT_RULES.signInIp, SIGN_IN_RATE_LIMITED_MESSAGE],
    ["sign-up", AUTH_RATE_LIMIT_RULES.signUpIp, SIGN_UP_RATE_LIMITED_MESSAGE],
  ] as const)(
    "let exactly the %s limit of one address through a parallel burst",
    async (kind, rule, message) => {
      const ip = nextIp();
      const burst = rule.points + 10;
      // Every attempt names another email, so only the per-address limit can refuse it; the emails are
      // invalid, which is refused without hashing yet counts against the address.
      const responses = await Promise.all(
        Array.from({ length: burst }, (_, index) =>
          kind === "sign-in"
            ? signIn(t.app, `burst-${kind}-${index}`, "x", { ip })
            : signUp(t.app, person(`burst-${kind}-${index}`), { ip }),
        ),
      );
      expect(countStatuses(responses)).toEqual({ 422: rule.points, 429: 10 });
      const limited = responses.find((response) => response.status === 429);
      expect(await errorOf(limited as Response)).toEqual({ status: 429, code: "rate_limited", message });
      const retryAfter = Number(limited?.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(rule.windowMs / 1000 - 10);
      expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000);
    },
  );

  it("read X-Forwarded-For only when TRUST_PROXY is set", async () => {
    const points = AUTH_RATE_LIMIT_RULES.signUpIp.points;
    const attempt = (app: TestApp["app"], forwardedFor: string) =>
      signUp(app, person("x"), { ip: "10.0.0.9", headers: { "X-Forwarded-For": forwardedFor } });

    // Without TRUST_PROXY the socket address counts: a client cannot escape by inventing the header.
    for (let index = 0; index < points; index++) await attempt(t.app, `198.18.0.${index}`);
    expect((await attempt(t.app, "198.18.1.1")).status).toBe(429);

    const behindProxy = t.withEnv({ TRUST_PROXY: "true" });
    for (let index = 0; index < points; index++) await attempt(behindProxy, "198.18.2.1");
    expect((await attempt(behindProxy, "198.18.2.1")).status).toBe(429);
    expect((await attempt(behindProxy, "198.18.2.2")).status).toBe(422);
  });

  it("record the real client address on the session", async () => {
    const ip = nextIp();
    const { userId } = await createVerifiedUser(t.app, t.db, person("address@example.com"), { ip });
    const jar = new CookieJar();
    await signIn(t.app, "address@example.com", TEST_PASSWORD, { jar, ip: "198.51.100.77" });
    const stored = await t.db
      .select({ ipAddress: sessions.ipAddress })
      .from(sessions)
      .where(eq(sessions.userId, userId));
    expect(stored.map((session) => session.ipAddress).sort()).toEqual(["198.51.100.77", ip].sort());
  });
});

describe("mail limit (3 per 10 minutes per address mailed)", () => {
  it("stops a fourth reset email to one address", async () => {
    const send = () =>
      call(
        t.app,
        "/api/auth/request-password-reset",
        { email: "mailbox@example.com", redirectTo: "/auth/reset-password" },
        { ip: nextIp() },
      );
    for (let attempt = 0; attempt < 3; attempt++) expect((await send()).status).toBe(200);
    expect(await errorOf(await send())).toEqual({
      status: 429,
      code: "rate_limited",
      message: AUTH_EMAIL_RATE_LIMITED_MESSAGE,
    });
  });
});
