import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../db/client";
import { createTestDatabase } from "../test/test-database";
import { changedFields, INVALID_AUDIT_CURSOR_MESSAGE, listAuditEntries, recordAudit } from "./audit";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const system = { kind: "system", name: "test" } as const;

describe("changedFields", () => {
  it("keeps only the fields whose value changed, dates as ISO strings", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    expect(
      changedFields(
        { name: "A", price: 1, features: ["x"], endsAt: null, same: at },
        { name: "B", price: 1, features: ["x", "y"], endsAt: at, same: new Date(at) },
      ),
    ).toEqual({
      before: { name: "A", features: ["x"], endsAt: null },
      after: { name: "B", features: ["x", "y"], endsAt: "2026-01-02T03:04:05.000Z" },
    });
    expect(changedFields({}, { name: "New" })).toEqual({ before: {}, after: { name: "New" } });
  });
});

describe("recordAudit and listAuditEntries", () => {
  it("writes nothing when nothing changed", async () => {
    expect(
      await recordAudit(database.db, {
        actor: system,
        action: "incubator.update",
        target: { type: "thing", id: "0" },
        before: { a: 1 },
        after: { a: 1 },
      }),
    ).toBe(false);
    expect((await listAuditEntries(database.db, {})).items).toEqual([]);
  });

  it("pages newest first by an opaque cursor, filtered by target", async () => {
    for (let index = 1; index <= 5; index += 1) {
      await recordAudit(database.db, {
        actor: { kind: "user", userId: "user-1", email: "a@example.com", emailVerified: true },
        action: "incubator.update",
        target: { type: index % 2 === 0 ? "even" : "odd", id: String(index) },
        before: { value: index - 1 },
        after: { value: index },
        requestId: `req-${index}`,
      });
    }
    const first = await listAuditEntries(database.db, { limit: 2 });
    expect(first.items.map((entry) => entry.target.id)).toEqual(["5", "4"]);
    expect(first.items[0]).toMatchObject({
      actorUserId: "user-1",
      action: "incubator.update",
      summary: { before: { value: 4 }, after: { value: 5 } },
      reason: null,
      requestId: "req-5",
    });
    const second = await listAuditEntries(database.db, { limit: 2, cursor: first.nextCursor ?? "" });
    expect(second.items.map((entry) => entry.target.id)).toEqual(["3", "2"]);
    const last = await listAuditEntries(database.db, { limit: 2, cursor: second.nextCursor ?? "" });
    expect(last).toMatchObject({ items: [{ target: { id: "1" } }], nextCursor: null });

    const odd = await listAuditEntries(database.db, { targetType: "odd" });
    expect(odd.items.map((entry) => entry.target.id)).toEqual(["5", "3", "1"]);
    const one = await listAuditEntries(database.db, { targetType: "even", targetId: "2" });
    expect(one.items.map((entry) => entry.target.id)).toEqual(["2"]);
  });

  it("refuses a cursor it never gave with 422, and clamps the limit", async () => {
    for (const cursor of ["", "bm90LWEtbnVtYmVy", Buffer.from("-1").toString("base64url")]) {
      await expect(listAuditEntries(database.db, { cursor })).rejects.toMatchObject({
        status: 422,
        message: INVALID_AUDIT_CURSOR_MESSAGE,
      });
    }
    expect((await listAuditEntries(database.db, { limit: 0 })).items).toHaveLength(1);
    expect((await listAuditEntries(database.db, { limit: Number.NaN })).items).toHaveLength(5);
  });
});
