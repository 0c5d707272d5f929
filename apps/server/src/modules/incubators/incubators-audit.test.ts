import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person, TEST_ORIGIN } from "../../test/auth-test-helpers";
import { PNG_1PX } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { updateIncubator } from "./incubators.service";

let t: TestApp;
let dataDir: string;
let advisor: CookieJar;
let advisorId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-incubators-audit-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  const created = await createVerifiedUser(t.app, t.db, person("advisor@audit.test"), { roles: ["advisor"] });
  advisor = created.jar;
  advisorId = created.userId;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const entriesOf = (targetType: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(asc(auditLog.id));

async function createIncubator(body: Record<string, unknown>) {
  const response = await call(t.app, "/api/incubators", body, { jar: advisor, ip: "198.51.100.90" });
  expect(response.status).toBe(201);
  const { incubator } = (await response.json()) as { incubator: { id: string; slug: string } };
  return { incubator, requestId: response.headers.get("X-Request-Id") };
}

describe("audit of incubator changes", () => {
  it("records a creation once with every field it set, by its creator, with the request id", async () => {
    for (const body of [{ name: "Audit Lab", slug: "audit-lab" }, { name: "Audit Lab" }]) {
      const { incubator, requestId } = await createIncubator(body);
      const entries = await entriesOf("incubator", incubator.id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorUserId: advisorId,
        action: "incubator.create",
        summary: {
          before: {},
          after: {
            name: "Audit Lab",
            slug: incubator.slug,
            tagline: "",
            description: "",
            status: "active",
            ownerId: advisorId,
          },
        },
        requestId,
      });
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("records an edit once with only the fields that changed", async () => {
    const { incubator } = await createIncubator({ name: "Edit Lab", tagline: "Same" });
    const response = await call(
      t.app,
      `/api/incubators/${incubator.slug}`,
      { name: "Edit Lab Renamed", tagline: "Same", status: "paused" },
      { jar: advisor, method: "PATCH", ip: "198.51.100.91" },
    );
    expect(response.status).toBe(200);
    const entries = await entriesOf("incubator", incubator.id);
    expect(entries.map((entry) => entry.action)).toEqual(["incubator.create", "incubator.update"]);
    expect(entries[1]).toMatchObject({
      actorUserId: advisorId,
      summary: {
        before: { name: "Edit Lab", status: "active" },
        after: { name: "Edit Lab Renamed", status: "paused" },
      },
      requestId: response.headers.get("X-Request-Id"),
    });
  });

  it("records a new logo as an edit of its address", async () => {
    const { incubator } = await createIncubator({ name: "Logo Audit Lab" });
    const form = new FormData();
    form.append("file", new Blob([PNG_1PX], { type: "image/png" }), "logo.png");
    const response = await request(
      t.app,
      `/api/incubators/${incubator.slug}/logo`,
      { method: "POST", headers: { Origin: TEST_ORIGIN, Cookie: advisor.header() }, body: form },
      { remoteAddress: "198.51.100.92" },
    );
    expect(response.status).toBe(200);
    const { logoUrl } = (await response.json()) as { logoUrl: string };
    const entries = await entriesOf("incubator", incubator.id);
    expect(entries[1]).toMatchObject({
      action: "incubator.update",
      summary: { before: { logoUrl: null }, after: { logoUrl } },
      requestId: response.headers.get("X-Request-Id"),
    });
  });

  it("records nothing for a refused creation or a rolled-back edit", async () => {
    const { incubator } = await createIncubator({ name: "Taken Lab", slug: "taken-lab" });
    const before = await t.db.select().from(auditLog);
    const taken = await call(
      t.app,
      "/api/incubators",
      { name: "Other", slug: "taken-lab" },
      { jar: advisor },
    );
    expect(taken.status).toBe(409);
    await expect(
      t.db.transaction(async (tx) => {
        await updateIncubator(
          tx,
          {
            kind: "user",
            userId: advisorId,
            email: "advisor@audit.test",
            emailVerified: true,
            heldRoles: { ok: true, roles: ["advisor"] },
          },
          { slug: incubator.slug, changes: { name: "Never" } },
        );
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await t.db.select().from(auditLog)).toEqual(before);
  });
});

describe("audit of plan changes", () => {
  it("records a plan's creation and each edit once, with only the changed fields", async () => {
    const { incubator } = await createIncubator({ name: "Plan Audit Lab" });
    const created = await call(
      t.app,
      `/api/incubators/${incubator.slug}/plans`,
      { name: "Starter", priceMonthly: 1900 },
      { jar: advisor, ip: "198.51.100.93" },
    );
    expect(created.status).toBe(201);
    const { plan } = (await created.json()) as { plan: { id: string } };
    const edited = await call(
      t.app,
      `/api/plans/${plan.id}`,
      { priceMonthly: 2900, name: "Starter", isActive: false },
      { jar: advisor, method: "PATCH", ip: "198.51.100.94" },
    );
    expect(edited.status).toBe(200);

    const entries = await entriesOf("plan", plan.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actorUserId: advisorId,
      action: "plan.create",
      summary: {
        before: {},
        after: {
          name: "Starter",
          priceMonthly: 1900,
          trialPeriodDays: 0,
          isActive: true,
          isRecommended: false,
          features: [],
          incubatorId: incubator.id,
        },
      },
      requestId: created.headers.get("X-Request-Id"),
    });
    expect(entries[1]).toMatchObject({
      actorUserId: advisorId,
      action: "plan.update",
      summary: {
        before: { priceMonthly: 1900, isActive: true },
        after: { priceMonthly: 2900, isActive: false },
      },
      requestId: edited.headers.get("X-Request-Id"),
    });
  });
});
