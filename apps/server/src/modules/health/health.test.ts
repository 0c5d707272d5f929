import { healthResponseSchema } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { DATABASE_PROBE_REUSE_MS, healthOf } from "./health.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports ok with the version and uptime, never cached", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = healthResponseSchema.strict().parse(await response.json());
    expect(body).toMatchObject({ status: "ok", database: "ok", version: "0.1.0" });
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it("counts uptime from the start time", () => {
    const health = healthOf("ok", {
      startedAt: new Date("2026-01-01T00:00:00Z"),
      version: "1.2.3",
      now: new Date("2026-01-01T00:01:30.900Z"),
    });
    expect(health.uptimeSeconds).toBe(90);
    expect(health.version).toBe("1.2.3");
  });

  // These two change this file's database for good: they run after the ones that need it whole.
  it("answers 503 with the schema not migrated when this version's newest migration is missing", async () => {
    // The clock stands still from here: a fresh probe, whose answer then stands for a second.
    t.clock.advance(DATABASE_PROBE_REUSE_MS);
    expect((await t.request("/api/health")).status).toBe(200);
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect((await t.request("/api/health")).status).toBe(200);
    t.clock.advance(DATABASE_PROBE_REUSE_MS);
    const response = await t.request("/api/health");
    expect(response.status).toBe(503);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({
      status: "degraded",
      database: "not_migrated",
    });
  });

  it("answers 503 with the schema not migrated when the database has no schema at all", async () => {
    await t.db.execute(sql`drop schema drizzle cascade`);
    await t.db.execute(sql`drop schema public cascade`);
    await t.db.execute(sql`create schema public`);
    t.clock.advance(DATABASE_PROBE_REUSE_MS);
    const response = await t.request("/api/health");
    expect(response.status).toBe(503);
    expect(healthResponseSchema.parse(await response.json()).database).toBe("not_migrated");
  });

  // Last: it closes this file's database.
  it("answers 503 with database unreachable once the database is gone", async () => {
    await t.database.close();
    t.clock.advance(DATABASE_PROBE_REUSE_MS);
    const response = await t.request("/api/health");
    expect(response.status).toBe(503);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({
      status: "degraded",
      database: "unreachable",
    });
  });
});
