import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JSON_TOO_DEEP_MESSAGE, MAX_JSON_DEPTH, UNUSABLE_TEXT_MESSAGE } from "../lib/request-text";
import { type CookieJar, createVerifiedUser, person } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Generated JSON bodies, deeply nested and wide, sent to every route that reads one: each API route of
 * the published OpenAPI document (called by a verified administrator and advisor, so every guard lets
 * the body be read) and Better Auth's JSON endpoints, sign-in and sign-up first. Whatever the shape, the
 * answer is a 4xx: too deep is the one 400, a bad string anywhere in a wide body the 422 naming it.
 */

interface JsonRoute {
  method: string;
  /** Path with its parameters filled. */
  target: string;
  /** Top-level fields of its body schema, where generated values are put (any field for Better Auth). */
  fields: string[];
  /** Better Auth reads the body whoever calls; API routes are called signed in. */
  signedIn: boolean;
}

const BETTER_AUTH_JSON_PATHS = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-up/email",
  "/api/auth/send-verification-email",
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
  "/api/auth/change-password",
  "/api/auth/change-email",
  "/api/auth/update-user",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/verify-totp",
  "/api/auth/two-factor/verify-backup-code",
];

interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

let t: TestApp;
let jar: CookieJar;
let routes: JsonRoute[];

beforeAll(async () => {
  t = await createTestApp();
  ({ jar } = await createVerifiedUser(t.app, t.db, person("generated-json@example.com"), {
    roles: ["admin", "advisor"],
  }));
  const document = (await (await t.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const apiRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) => {
      const json = operation.requestBody?.content["application/json"];
      if (!json) return [];
      const target = path.replace(/\{\w+\}/g, "generated");
      const fields = Object.keys(json.schema?.properties ?? {});
      return [{ method: method.toUpperCase(), target, fields, signedIn: true }];
    }),
  );
  const authRoutes = BETTER_AUTH_JSON_PATHS.map((target) => ({
    method: "POST",
    target,
    fields: ["email", "password", "token", "code", "name"],
    signedIn: false,
  }));
  routes = [...authRoutes, ...apiRoutes];
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each request from its own address, clear of the per-address limits. */
const nextIp = () => `198.19.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function send(route: JsonRoute, text: string): Promise<Response> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Origin: "https://hatchery.test",
  };
  if (route.signedIn) headers.Cookie = jar.header();
  return t.request(route.target, { method: route.method, headers, body: text }, { remoteAddress: nextIp() });
}

async function errorOf(response: Response) {
  const body = (await response.json()) as { error: { message: string; issues?: unknown } };
  return { status: response.status, message: body.error.message, issues: body.error.issues };
}

/** A field of the route's body, or a name no schema knows. */
const fieldOf = (route: JsonRoute) => fc.constantFrom(...route.fields, "generated");

/**
 * The text of a value nested `depth` levels, arrays and objects in a repeating generated pattern. Built
 * as text: JSON.stringify of such a value would recurse as deep.
 */
const nestedText = fc
  .record({
    depth: fc.integer({ min: MAX_JSON_DEPTH + 1, max: 10_000 }),
    pattern: fc.array(fc.constantFrom("array", "object"), { minLength: 1, maxLength: 6 }),
    innermost: fc.constantFrom("0", '"text"', "null", "[]", "{}"),
  })
  .map(({ depth, pattern, innermost }) => {
    const levels = Array.from({ length: depth }, (_, index) => pattern[index % pattern.length]);
    const open = levels.map((level) => (level === "array" ? "[" : '{"k":')).join("");
    const close = levels
      .reverse()
      .map((level) => (level === "array" ? "]" : "}"))
      .join("");
    return `${open}${innermost}${close}`;
  });

describe("deeply nested JSON on every JSON route", () => {
  it("is refused with the one 400 before anything reads it, at any depth past the cap up to 10,000", async () => {
    expect(routes.length).toBeGreaterThan(BETTER_AUTH_JSON_PATHS.length + 20);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fieldOf(route), nestedText, async (field, nested) => {
          const answer = await errorOf(await send(route, `{${JSON.stringify(field)}:${nested}}`));
          expect(answer, `${route.method} ${route.target}`).toEqual({
            status: 400,
            message: JSON_TOO_DEEP_MESSAGE,
            issues: undefined,
          });
        }),
        { numRuns: 3 },
      );
    }
  });
});

describe("wide JSON bodies up to 1 MB", () => {
  it("are answered without a server error, and a bad string anywhere in them is found and named", async () => {
    const wideBody = fc.record({
      routeIndex: fc.nat(),
      field: fc.string({ minLength: 1, maxLength: 12 }),
      // 13 bytes an array item, 22 an object entry: from about 100 KB to just under the 1 MB limit.
      arrayWidth: fc.integer({ min: 7_000, max: 70_000 }),
      asObject: fc.boolean(),
      badAt: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(wideBody, async ({ routeIndex, field, arrayWidth, asObject, badAt }) => {
        const route = routes[routeIndex % routes.length] as JsonRoute;
        const width = asObject ? Math.floor((arrayWidth * 13) / 22) : arrayWidth;
        const bad = badAt === undefined ? -1 : badAt % width;
        const item = (index: number) => (index === bad ? "bad\u0000" : "wide-value");
        const value = asObject
          ? Object.fromEntries(Array.from({ length: width }, (_, index) => [`k${index}`, item(index)]))
          : Array.from({ length: width }, (_, index) => item(index));
        const response = await send(route, JSON.stringify({ [field]: value }));
        const label = `${route.method} ${route.target}`;
        if (bad === -1) {
          expect([2, 4], label).toContain(Math.floor(response.status / 100));
          expect(response.status, label).not.toBe(413);
          return;
        }
        expect(await errorOf(response), label).toEqual({
          status: 422,
          message: UNUSABLE_TEXT_MESSAGE,
          issues: [{ path: [field, asObject ? `k${bad}` : bad], message: UNUSABLE_TEXT_MESSAGE }],
        });
      }),
      { numRuns: 25 },
    );
  });
});
