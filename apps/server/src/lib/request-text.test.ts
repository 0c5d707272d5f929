import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, errorOf } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import {
  hasUnusableCharacters,
  JSON_TOO_DEEP_MESSAGE,
  MAX_JSON_DEPTH,
  parseJsonRequestText,
  UNUSABLE_ADDRESS_MESSAGE,
  UNUSABLE_TEXT_MESSAGE,
} from "./request-text";

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

/** `[[[…]]]` with `depth` arrays, written as text: JSON.stringify of such a value would itself recurse. */
const nestedArrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

function postText(path: string, text: string) {
  return t.request(
    path,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: text },
    { remoteAddress: nextIp() },
  );
}

describe("deeply nested and wide JSON bodies", () => {
  it("measures nesting on the text, so brackets inside strings and escaped quotes do not count", () => {
    const deepInString = JSON.stringify({ text: `\\" ${nestedArrays(MAX_JSON_DEPTH + 10)}` });
    expect(parseJsonRequestText(deepInString)).toEqual({ text: `\\" ${nestedArrays(MAX_JSON_DEPTH + 10)}` });
    expect(parseJsonRequestText(nestedArrays(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    expect(() => parseJsonRequestText(nestedArrays(MAX_JSON_DEPTH + 1))).toThrow(JSON_TOO_DEEP_MESSAGE);
    expect(() => parseJsonRequestText(`{"a":${nestedArrays(MAX_JSON_DEPTH)}}`)).toThrow(
      JSON_TOO_DEEP_MESSAGE,
    );
  });

  it("refuses 10,000 levels with 400 where it answered 500", async () => {
    const body = `{"path":"/","referrer":${nestedArrays(10_000)}}`;
    expect(await errorOf(await postText("/api/analytics/page-views", body))).toEqual({
      status: 400,
      code: "bad_request",
      message: JSON_TOO_DEEP_MESSAGE,
    });
  });

  it("refuses them on Better Auth's sign-in and sign-up, and on its other JSON endpoints", async () => {
    const deep = nestedArrays(10_000);
    const requests = [
      ["/api/auth/sign-in/email", `{"email":"a@example.com","password":${deep}}`],
      ["/api/auth/sign-up/email", `{"email":"a@example.com","name":${deep}}`],
      ["/api/auth/verify-email", `{"token":${deep}}`],
    ] as const;
    for (const [path, body] of requests) {
      expect(await errorOf(await postText(path, body)), path).toEqual({
        status: 400,
        code: "bad_request",
        message: JSON_TOO_DEEP_MESSAGE,
      });
    }
  });

  it("finds an unusable character in a wide body of nearly 1 MB, and answers its schema's 422 otherwise", async () => {
    const wide = Array.from({ length: 70_000 }, () => "wide-value");
    const withBadLast = JSON.stringify({ ...supportRequest, extra: [...wide, "bad\u0000"] });
    expect(withBadLast.length).toBeGreaterThan(900_000);
    const refused = await postText("/api/support", withBadLast);
    expect(await issuesOf(refused)).toMatchObject({
      status: 422,
      issues: [{ path: ["extra", wide.length], message: UNUSABLE_TEXT_MESSAGE }],
    });
    const clean = await postText("/api/analytics/page-views", JSON.stringify({ path: "/", referrer: wide }));
    expect(clean.status).toBe(422);
  });
});
