import { apiErrorBodySchema } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { DatabaseConnection } from "../db/client";
import { createCapturingLogger } from "../test/test-app";
import { createTestDatabase } from "../test/test-database";
import type { AppEnv } from "./context";
import {
  AppError,
  createErrorHandler,
  DATABASE_UNAVAILABLE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  UNSTORABLE_CHARACTERS_MESSAGE,
  validationError,
} from "./errors";

function appThrowing(error: unknown) {
  const { logger, lines } = createCapturingLogger();
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(logger));
  app.get("/boom", () => {
    throw error;
  });
  return { app, lines };
}

describe("the error handler", () => {
  it("answers an AppError with its status, code, message and headers", async () => {
    const { app } = appThrowing(
      new AppError("conflict", "That name is taken.", undefined, { "X-Hint": "rename" }),
    );
    const response = await app.request("/boom");
    expect(response.status).toBe(409);
    expect(response.headers.get("X-Hint")).toBe("rename");
    expect(await response.json()).toEqual({ error: { code: "conflict", message: "That name is taken." } });
  });

  it("turns a zod error into 422 validation_failed with one issue per problem", async () => {
    const parsed = z
      .object({ name: z.string().min(2), tags: z.array(z.string()) })
      .safeParse({ name: "x", tags: [1] });
    if (parsed.success) throw new Error("expected the input to be invalid");
    const { app } = appThrowing(validationError(parsed.error));
    const response = await app.request("/boom");
    expect(response.status).toBe(422);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.issues?.map((issue) => issue.path)).toEqual([["name"], ["tags", 0]]);
  });

  it("keeps the status of an HTTPException below 500", async () => {
    const { app } = appThrowing(new HTTPException(413));
    const response = await app.request("/boom");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "The request body is too large." },
    });
  });

  it("answers anything else with a generic 500 and logs the details server-side only", async () => {
    const error = new Error('relation "secret_table" does not exist');
    const { app, lines } = appThrowing(error);
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: INTERNAL_ERROR_MESSAGE } });
    expect(text).not.toContain("secret_table");
    expect(text).not.toContain("at ");
    const logged = lines().find((line) => line.msg === "request failed");
    expect(logged?.err).toMatchObject({
      message: error.message,
      stack: expect.stringContaining("errors.test.ts"),
    });
  });

  it("keeps a known server-side status of an HTTPException but never its message", async () => {
    const unavailable = appThrowing(new HTTPException(503, { message: "replica 10.0.0.3 is down" }));
    const response = await unavailable.app.request("/boom");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: "unavailable",
        message: "The service is temporarily unavailable. Please try again shortly.",
      },
    });
    const badGateway = appThrowing(new HTTPException(502, { message: "upstream 10.0.0.3 refused" }));
    const other = await badGateway.app.request("/boom");
    expect(other.status).toBe(500);
    expect(await other.text()).not.toContain("10.0.0.3");
  });
});

describe("the error handler, for failures of the database of the run", () => {
  let database: DatabaseConnection;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // The database's own failures, as the driver of the run (PGlite or PostgreSQL) reports them.
  it.each([
    ["a NUL byte in text (22021)", sql`select ${"a\u0000b"}::text`],
    ["a \\u0000 escape in jsonb (22P05)", sql`select ${'["a\\u0000b"]'}::jsonb`],
  ])("answers %s with 422 in plain words, and logs a warning", async (_label, query) => {
    const failure = await database.db.execute(query).then(
      () => new Error("the statement was expected to fail"),
      (error: unknown) => error,
    );
    const { app, lines } = appThrowing(failure);
    const response = await app.request("/boom");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", message: UNSTORABLE_CHARACTERS_MESSAGE },
    });
    expect(lines().map((line) => [line.level, line.msg])).toEqual([[40, "unstorable characters"]]);
  });

  // Last: it closes this describe's database.
  it("answers 503 when the database of the run is closed", async () => {
    await database.close();
    const failure = await database.db.execute(sql`select 1`).then(
      () => new Error("the statement was expected to fail"),
      (error: unknown) => error,
    );
    const response = await appThrowing(failure).app.request("/boom");
    expect(response.status).toBe(503);
  });
});

describe("the error handler, for a database that cannot answer", () => {
  function causedBy(cause: object): Error {
    return new Error("Failed query: select 1", { cause });
  }

  it.each([
    [
      "refused connections",
      causedBy(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
    ],
    ["a statement canceled by its timeout (57014)", causedBy({ code: "57014" })],
    ["a server shutting down (57P01)", causedBy({ code: "57P01" })],
    ["a connection that timed out", causedBy(new Error("Connection terminated due to connection timeout"))],
    ["an answer that never came", causedBy(new Error("Query read timeout"))],
  ])("answers %s with 503 in plain words, and logs it", async (_label, failure) => {
    const { app, lines } = appThrowing(failure);
    const response = await app.request("/boom");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "unavailable", message: DATABASE_UNAVAILABLE_MESSAGE },
    });
    expect(lines().map((line) => [line.level, line.msg])).toEqual([[50, "database unavailable"]]);
  });
});
