import { ADMIN_OPERATIONS_MESSAGES, type AdminAuditResponse, type AdminJobsResponse } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roleRequiredMessage } from "../../auth/guards";
import { auditLog, incubators, jobs } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: CookieJar;
let adminId: string;
let member: CookieJar;
const jobIds = {} as Record<"dead" | "failed" | "running" | "waiting" | "succeeded", string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ jar: admin, userId: adminId } = await createVerifiedUser(
    t.app,
    t.db,
    person("root@jobs.test", { firstName: "Grace", lastName: "Hopper" }),
    { roles: ["admin"], ip: "198.51.100.50" },
  ));
  ({ jar: member } = await createVerifiedUser(t.app, t.db, person("member@jobs.test"), {
    ip: "198.51.100.51",
  }));
  const base = { payload: { emailId: "00000000-0000-4000-8000-0000000000aa" }, maxAttempts: 5 };
  /*
   * Each a second after the one before: inserted one by one, two could share a millisecond on the
   * embedded database, and the list's tie-break (the random id) would then swap them.
   */
  const firstCreatedAt = Date.now() - 60_000;
  let order = 0;
  const inserted = async (values: Partial<typeof jobs.$inferInsert>) => {
    order += 1;
    const createdAt = new Date(firstCreatedAt + order * 1000);
    const [row] = await t.db
      .insert(jobs)
      .values({ name: "mail.send", ...base, createdAt, ...values })
      .returning({ id: jobs.id });
    if (!row) throw new Error("no fixture job");
    return row.id;
  };
  jobIds.succeeded = await inserted({ status: "succeeded", attempts: 1, finishedAt: new Date() });
  jobIds.waiting = await inserted({});
  jobIds.dead = await inserted({
    status: "dead",
    attempts: 5,
    lastError: "SMTP 550: mailbox unavailable",
    finishedAt: new Date(),
  });
  jobIds.failed = await inserted({
    attempts: 2,
    lastError: "connect ECONNREFUSED",
    runAt: new Date(Date.now() + 60_000),
  });
  jobIds.running = await inserted({
    name: "notifications.digest",
    attempts: 1,
    lastError: "timeout",
    lockedUntil: new Date(Date.now() + 5 * 60_000),
  });
}, 120_000);
afterAll(() => t.close());

function send(path: string, method = "GET", jar: CookieJar | null = admin) {
  return call(t.app, path, undefined, { jar: jar ?? undefined, method, ip: "198.51.100.52" });
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const adminOnly = { status: 403, code: "forbidden", message: roleRequiredMessage("admin") };

describe("the jobs section", () => {
  it("lists failed and dead jobs newest first with their error, attempts and times", async () => {
    const page = await json<AdminJobsResponse>(await send("/api/admin/jobs"));
    expect(page.items.map((job) => job.id)).toEqual([jobIds.running, jobIds.failed, jobIds.dead]);
    expect(page.items[2]).toMatchObject({
      name: "mail.send",
      state: "dead",
      attempts: 5,
      maxAttempts: 5,
      lastError: "SMTP 550: mailbox unavailable",
      running: false,
    });
    expect(page.items[0]).toMatchObject({ state: "failed", running: true });
    const dead = await json<AdminJobsResponse>(await send("/api/admin/jobs?state=dead"));
    expect(dead.items.map((job) => job.id)).toEqual([jobIds.dead]);
    const first = await json<AdminJobsResponse>(await send("/api/admin/jobs?limit=2"));
    const rest = await json<AdminJobsResponse>(
      await send(`/api/admin/jobs?limit=2&cursor=${first.nextCursor}`),
    );
    expect(rest).toEqual({ items: [expect.objectContaining({ id: jobIds.dead })], nextCursor: null });
    expect((await send("/api/admin/jobs?state=waiting")).status).toBe(422);
  });

  it("retries a dead job: pending, due now, every attempt again, audited", async () => {
    expect((await send(`/api/admin/jobs/${jobIds.dead}/retry`, "POST")).status).toBe(204);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, jobIds.dead));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null, finishedAt: null });
    expect(row?.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, jobIds.dead));
    expect(entry).toMatchObject({
      action: "job.retry",
      actorUserId: adminId,
      targetType: "job",
      summary: {
        before: { status: "dead", attempts: 5, lastError: "SMTP 550: mailbox unavailable" },
        after: { status: "pending", attempts: 0, lastError: null },
      },
    });
    // Now an ordinary pending job: neither failed nor dead.
    expect(await errorOf(await send(`/api/admin/jobs/${jobIds.dead}/retry`, "POST"))).toEqual({
      status: 404,
      code: "not_found",
      message: ADMIN_OPERATIONS_MESSAGES.noSuchJob,
    });
  });

  it("discards a failed job, keeping what it was in the audit log", async () => {
    expect((await send(`/api/admin/jobs/${jobIds.failed}`, "DELETE")).status).toBe(204);
    expect(await t.db.select().from(jobs).where(eq(jobs.id, jobIds.failed))).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, jobIds.failed));
    expect(entry).toMatchObject({
      action: "job.discard",
      summary: {
        before: {
          name: "mail.send",
          attempts: 2,
          lastError: "connect ECONNREFUSED",
          payload: { emailId: expect.any(String) },
        },
        after: {},
      },
    });
  });

  it("leaves a running job, a waiting one, a succeeded one and unknown ids alone", async () => {
    for (const method of ["POST", "DELETE"]) {
      const path = (id: string) =>
        method === "POST" ? `/api/admin/jobs/${id}/retry` : `/api/admin/jobs/${id}`;
      expect(await errorOf(await send(path(jobIds.running), method))).toEqual({
        status: 409,
        code: "conflict",
        message: ADMIN_OPERATIONS_MESSAGES.jobRunning,
      });
      for (const id of [
        jobIds.waiting,
        jobIds.succeeded,
        "00000000-0000-4000-8000-000000000000",
        "not-a-uuid",
      ]) {
        expect((await send(path(id), method)).status).toBe(404);
      }
    }
    expect(await errorOf(await send(`/api/admin/jobs/${jobIds.running}`, "DELETE", member))).toEqual(
      adminOnly,
    );
    expect(await errorOf(await send("/api/admin/jobs", "GET", member))).toEqual(adminOnly);
    expect((await send("/api/admin/jobs", "GET", null)).status).toBe(401);
    const [running] = await t.db.select().from(jobs).where(eq(jobs.id, jobIds.running));
    expect(running).toMatchObject({ status: "pending", attempts: 1, lastError: "timeout" });
  });
});

describe("the audit log section", () => {
  beforeAll(async () => {
    // Entries of someone else and of the system, beside the administrator's own from the jobs above.
    await t.db.insert(incubators).values({ name: "Audit Lab", slug: "audit-lab" });
    await t.db.insert(auditLog).values([
      {
        actorUserId: null,
        action: "subscription.change",
        targetType: "subscription",
        targetId: "sub-1",
        summary: { before: { status: "active" }, after: { status: "past_due" } },
        reason: "stripe webhook",
        createdAt: new Date("2026-01-10T23:30:00Z"),
      },
      {
        actorUserId: "someone-deleted",
        action: "role.grant",
        targetType: "user",
        targetId: "user-9",
        summary: { before: { roles: [] }, after: { roles: ["coach"] } },
        createdAt: new Date("2026-01-11T00:30:00Z"),
      },
    ]);
  });

  const search = async (query = "") =>
    json<AdminAuditResponse>(await send(`/api/admin/audit${query ? `?${query}` : ""}`));
  const actions = async (query = "") => (await search(query)).items.map((entry) => entry.action);

  it("lists entries newest first with the actor, target and the changed fields", async () => {
    const page = await search();
    expect(page.items.map((entry) => entry.action)).toEqual([
      "role.grant",
      "subscription.change",
      "job.discard",
      "job.retry",
    ]);
    expect(page.items[0]).toMatchObject({
      actor: null,
      actorUserId: "someone-deleted",
      target: { type: "user", id: "user-9" },
    });
    expect(page.items[1]).toMatchObject({ actor: null, reason: "stripe webhook" });
    expect(page.items[3]).toMatchObject({
      actor: { id: adminId, name: "Grace Hopper", email: "root@jobs.test" },
      target: { type: "job", id: jobIds.dead },
      summary: { before: { status: "dead" }, after: { status: "pending" } },
    });
  });

  it("searches by actor's email or name, action or area, target and days", async () => {
    expect(await actions("actor=root%40jobs")).toEqual(["job.discard", "job.retry"]);
    expect(await actions("actor=grace%20hop")).toEqual(["job.discard", "job.retry"]);
    expect(await actions("actor=member")).toEqual([]);
    expect(await actions("action=job.retry")).toEqual(["job.retry"]);
    expect(await actions("action=job")).toEqual(["job.discard", "job.retry"]);
    expect(await actions("action=jo")).toEqual([]);
    expect(await actions(`targetType=job&targetId=${jobIds.failed}`)).toEqual(["job.discard"]);
    expect(await actions("from=2026-01-10&to=2026-01-10")).toEqual(["subscription.change"]);
    expect(await actions("from=2026-01-11&to=2026-01-11")).toEqual(["role.grant"]);
    expect(await actions("to=2026-01-11")).toEqual(["role.grant", "subscription.change"]);
  });

  it("pages with a cursor and refuses a reversed range, a bad date or cursor with 422", async () => {
    const first = await search("limit=3");
    const second = await search(`limit=3&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((entry) => entry.action)).toEqual(await actions());
    expect(second.nextCursor).toBeNull();
    const reversed = await send("/api/admin/audit?from=2026-02-01&to=2026-01-01");
    expect(reversed.status).toBe(422);
    expect(await reversed.json()).toMatchObject({
      error: { issues: [{ path: ["to"], message: ADMIN_OPERATIONS_MESSAGES.dateRange }] },
    });
    expect((await send("/api/admin/audit?from=yesterday")).status).toBe(422);
    expect((await send("/api/admin/audit?cursor=abc")).status).toBe(422);
  });

  it("answers administrators only", async () => {
    expect(await errorOf(await send("/api/admin/audit", "GET", member))).toEqual(adminOnly);
    expect((await send("/api/admin/audit", "GET", null)).status).toBe(401);
  });
});
