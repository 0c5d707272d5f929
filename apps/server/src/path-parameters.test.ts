import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNUSABLE_TEXT_MESSAGE } from "./lib/request-text";
import { type CookieJar, call, createVerifiedUser, person } from "./test/auth-test-helpers";
import { createCapturingLogger, createTestApp, type TestApp } from "./test/test-app";

/**
 * Every route of the published OpenAPI document with a path parameter, called with a NUL byte in each
 * parameter in turn by a verified administrator and advisor (past every guard): the answer is the same
 * 422 naming the parameter, from the edge. Before, most reached PostgreSQL, which refused the text and
 * logged a warning ("unstorable characters"); nothing may be logged now.
 */

interface Operation {
  method: string;
  path: string;
  parameters: string[];
}

let t: TestApp;
let jar: CookieJar;
let operations: Operation[];
const capture = createCapturingLogger();
let app: TestApp["app"];

beforeAll(async () => {
  t = await createTestApp();
  app = t.withEnv({}, { logger: capture.logger });
  ({ jar } = await createVerifiedUser(t.app, t.db, person("nul-params@example.com"), {
    roles: ["admin", "advisor"],
  }));
  const document = (await (await t.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
    })),
  );
});
afterAll(() => t.close());

let addressCounter = 0;
const nextIp = () => `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

describe("a NUL byte in a path parameter", () => {
  it("is refused with 422 naming the parameter on every route, before any query runs", async () => {
    const withParameters = operations.filter((operation) => operation.parameters.length > 0);
    expect(withParameters.length).toBeGreaterThan(50);
    const answers: Record<string, unknown> = {};
    for (const { method, path, parameters } of withParameters) {
      for (const parameter of parameters) {
        const target = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
          name === parameter ? "%00" : "x",
        );
        const response = await call(app, target, undefined, { jar, method, ip: nextIp() });
        const body = (await response.json()) as { error?: { issues?: unknown } };
        answers[`${method} ${path} ${parameter}`] = { status: response.status, issues: body.error?.issues };
      }
    }
    const expected = Object.fromEntries(
      Object.keys(answers).map((key) => [
        key,
        { status: 422, issues: [{ path: [key.split(" ")[2]], message: UNUSABLE_TEXT_MESSAGE }] },
      ]),
    );
    expect(answers).toEqual(expected);
    expect(capture.lines().filter((line) => Number(line.level) >= 40)).toEqual([]);
  });
});
