import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, errorOf } from "../auth/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { hasUnusableCharacters, UNUSABLE_ADDRESS_MESSAGE, UNUSABLE_TEXT_MESSAGE } from "./request-text";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const nextIp = () => `198.18.0.${++addressCounter}`;

const supportRequest = {
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: "Cannot open my team",
  message: "The team page shows an error.",
};

async function issuesOf(response: Response) {
  const body = (await response.json()) as { error: { code: string; issues?: unknown } };
  return { status: response.status, code: body.error.code, issues: body.error.issues };
}

describe("text with a NUL character or an unpaired surrogate", () => {
  it("tells unusable characters from usable ones", () => {
    expect(hasUnusableCharacters("a\u0000b")).toBe(true);
    expect(hasUnusableCharacters("broken \ud83d")).toBe(true);
    expect(hasUnusableCharacters("\ude00 broken")).toBe(true);
    expect(hasUnusableCharacters("whole 😀 emoji, accents é and tabs\t")).toBe(false);
  });

  it("is refused with 422 naming the field in an API body, where it used to answer 500", async () => {
    const loneSurrogate = await call(
      t.app,
      "/api/support",
      { ...supportRequest, subject: "Help \ud83d" },
      { ip: nextIp(), origin: null },
    );
    expect(await issuesOf(loneSurrogate)).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["subject"], message: UNUSABLE_TEXT_MESSAGE }],
    });
    const nul = await call(
      t.app,
      "/api/support",
      { ...supportRequest, message: "line\u0000line" },
      { ip: nextIp(), origin: null },
    );
    expect(await issuesOf(nul)).toMatchObject({ status: 422, issues: [{ path: ["message"] }] });
  });

  it("finds it in nested values and in keys", async () => {
    const nested = await call(
      t.app,
      "/api/support",
      { ...supportRequest, extra: [{ "k\u0000": "v" }] },
      { ip: nextIp(), origin: null },
    );
    expect(await issuesOf(nested)).toMatchObject({
      status: 422,
      issues: [{ path: ["extra", 0, "k\u0000"] }],
    });
  });

  it("still accepts whole emoji", async () => {
    const response = await call(
      t.app,
      "/api/support",
      { ...supportRequest, subject: "Help 😀" },
      { ip: nextIp(), origin: null },
    );
    expect(response.status).toBe(202);
  });

  it("is refused in a Better Auth body, such as a password-reset token", async () => {
    const response = await call(
      t.app,
      "/api/auth/reset-password",
      { token: "abc\u0000def", newPassword: "Brand-new2!" },
      { ip: nextIp() },
    );
    expect(await issuesOf(response)).toEqual({
      status: 422,
      code: "validation_failed",
      issues: [{ path: ["token"], message: UNUSABLE_TEXT_MESSAGE }],
    });
  });

  it("is refused in a Better Auth body that has no checks of its own", async () => {
    const response = await call(
      t.app,
      "/api/auth/verify-email",
      { token: "\u0000" },
      { ip: nextIp(), method: "POST" },
    );
    expect(response.status).toBe(422);
  });

  it("is refused with 400 in the path or query of a Better Auth endpoint", async () => {
    for (const path of [
      "/api/auth/reset-password/abc%00?callbackURL=%2F",
      "/api/auth/verify-email?token=%00",
    ]) {
      expect(await errorOf(await call(t.app, path, undefined, { ip: nextIp() }))).toEqual({
        status: 400,
        code: "bad_request",
        message: UNUSABLE_ADDRESS_MESSAGE,
      });
    }
  });
});
