import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { extractLinks } from "../lib/mailer";
import {
  call,
  createVerifiedUser,
  latestLink,
  openLink,
  person,
  TEST_PASSWORD,
  totpCode,
} from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { SECURITY_NOTICE_KINDS } from "./emails";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const nextIp = () => `192.0.2.${100 + ++addressCounter}`;

const SECURITY_KINDS: readonly string[] = Object.values(SECURITY_NOTICE_KINDS);

/** The security notices queued for an address, oldest first (not the mails the person asked for). */
async function notices(to: string) {
  const rows = await t.db
    .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.filter((row) => SECURITY_KINDS.includes(row.kind));
}

describe("security notices", () => {
  it("tells the person their password changed, with what to do if it was not them", async () => {
    const ip = nextIp();
    const { jar } = await createVerifiedUser(t.app, t.db, person("notice-password@example.com"), { ip });
    const wrong = await call(
      t.app,
      "/api/auth/change-password",
      { currentPassword: "Not-mine1!", newPassword: "Fresh-pass2!" },
      { jar, ip },
    );
    expect(wrong.status).toBe(400);
    expect(await notices("notice-password@example.com")).toEqual([]);

    const changed = await call(
      t.app,
      "/api/auth/change-password",
      { currentPassword: TEST_PASSWORD, newPassword: "Fresh-pass2!" },
      { jar, ip },
    );
    expect(changed.status).toBe(200);
    const [notice, ...others] = await notices("notice-password@example.com");
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: "password-changed",
      subject: "Your Hatchery password was changed",
    });
    expect(notice?.textBody).toMatch(
      /^Hello Ada,\n\nThe password of your Hatchery account was changed on \d+ \w+ \d{4}, \d\d:\d\d UTC\./,
    );
    expect(extractLinks(notice?.textBody ?? "")).toEqual([
      "https://hatchery.test/profile",
      "https://hatchery.test/auth?view=forgot-password",
    ]);
  });

  it("tells the person their password was reset through the emailed link", async () => {
    const ip = nextIp();
    await createVerifiedUser(t.app, t.db, person("notice-reset@example.com"), { ip });
    await call(
      t.app,
      "/api/auth/request-password-reset",
      { email: "notice-reset@example.com", redirectTo: "/auth/reset-password" },
      { ip },
    );
    const token = new URL(
      await latestLink(t.db, "notice-reset@example.com", "password-reset"),
    ).searchParams.get("token");
    // Asking for a reset changes nothing yet.
    expect(await notices("notice-reset@example.com")).toEqual([]);
    const reset = await call(
      t.app,
      "/api/auth/reset-password",
      { token, newPassword: "Brand-new2!" },
      { ip },
    );
    expect(reset.status).toBe(200);
    expect((await notices("notice-reset@example.com")).map((notice) => notice.kind)).toEqual([
      "password-changed",
    ]);
  });

  it("tells the old address that the email changed, once the new one is confirmed", async () => {
    const ip = nextIp();
    const { jar } = await createVerifiedUser(t.app, t.db, person("notice-old@example.com"), { ip });
    await call(
      t.app,
      "/api/auth/change-email",
      { newEmail: "notice-new@example.com", callbackURL: "/profile" },
      { jar, ip },
    );
    expect(await notices("notice-old@example.com")).toEqual([]);

    // Opened in another browser, with no session: the token names the account.
    const confirmed = await openLink(
      t.app,
      await latestLink(t.db, "notice-new@example.com", "change-email"),
      { ip },
    );
    expect(confirmed.status).toBe(302);
    const [notice, ...others] = await notices("notice-old@example.com");
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: "email-changed",
      subject: "The email address of your Hatchery account was changed",
    });
    expect(notice?.textBody).toContain(
      "It changed from notice-old@example.com to notice-new@example.com; emails now go to the new address.",
    );
    expect(await notices("notice-new@example.com")).toEqual([]);
  });

  it("tells the person when two-factor authentication is turned on, and off", async () => {
    const ip = nextIp();
    const { jar } = await createVerifiedUser(t.app, t.db, person("notice-2fa@example.com"), { ip });
    const enabled = await call(
      t.app,
      "/api/auth/two-factor/enable",
      { password: TEST_PASSWORD },
      { jar, ip },
    );
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    // Enrolment starts; two-factor is on only once the first code is confirmed.
    expect(await notices("notice-2fa@example.com")).toEqual([]);

    const confirm = await call(
      t.app,
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(totpURI) },
      { jar, ip },
    );
    expect(confirm.status).toBe(200);
    expect((await notices("notice-2fa@example.com")).map((notice) => notice.subject)).toEqual([
      "Two-factor authentication is on for your Hatchery account",
    ]);

    const disabled = await call(
      t.app,
      "/api/auth/two-factor/disable",
      { password: TEST_PASSWORD },
      { jar, ip },
    );
    expect(disabled.status).toBe(200);
    expect((await notices("notice-2fa@example.com")).map((notice) => notice.kind)).toEqual([
      "two-factor-enabled",
      "two-factor-disabled",
    ]);
  });
});
