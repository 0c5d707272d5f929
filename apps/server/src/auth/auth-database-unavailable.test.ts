import { apiErrorBodySchema } from "@hatchery/shared";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../lib/errors";
import { type CookieJar, call, createVerifiedUser, person } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let jar: CookieJar;

beforeAll(async () => {
  t = await createTestApp();
  ({ jar } = await createVerifiedUser(t.app, t.db, person("lost.database@auth.test")));
});
afterAll(() => t.close());

it("answers Better Auth's own endpoints with 503, not 500, once the database is gone", async () => {
  await t.database.close();
  const response = await call(t.app, "/api/auth/get-session", undefined, { jar });
  expect(response.status).toBe(503);
  expect(apiErrorBodySchema.parse(await response.json()).error).toMatchObject({
    code: "unavailable",
    message: DATABASE_UNAVAILABLE_MESSAGE,
  });
});
