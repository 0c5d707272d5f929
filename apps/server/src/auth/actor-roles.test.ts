import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../db/client";
import { userRoles, users } from "../db/schema";
import { type Actor, ANONYMOUS_ACTOR, type AppEnv } from "../lib/context";
import { createTestDatabase } from "../test/test-database";
import { loadActorRoles, loadPolicyActor } from "./actor-roles";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(users)
    .values(["a", "b"].map((id) => ({ id, name: id, email: `${id}@example.com`, emailVerified: true })));
  await database.db.insert(userRoles).values([
    { userId: "a", role: "advisor" },
    { userId: "b", role: "admin" },
  ]);
});
afterAll(() => database.close());

/** The test database, counting the lookups made through it; `failing` makes every lookup fail. */
let lookups = 0;
let failing = false;
const db = new Proxy({} as Database, {
  get(_, property) {
    if (property === "select") {
      lookups += 1;
      if (failing) throw new Error("connection lost");
    }
    const value = Reflect.get(database.db, property);
    return typeof value === "function" ? value.bind(database.db) : value;
  },
});

function person(userId: string): Actor {
  return { kind: "user", userId, email: `${userId}@example.com`, emailVerified: true };
}

/** An app whose one route asks for the roles as often as guards and policies of one request may. */
function appFor(actors: Actor[]) {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const seen = [];
    for (const actor of actors) {
      c.set("actor", actor);
      seen.push(await loadActorRoles(c, db), await loadPolicyActor(c, db));
    }
    return c.json(seen);
  });
  return app;
}

describe("loadActorRoles", () => {
  beforeEach(() => {
    lookups = 0;
    failing = false;
  });

  it("looks the roles up once per request however often they are asked for", async () => {
    const response = await appFor([person("a"), person("a")]).request("/");
    expect(lookups).toBe(1);
    expect(await response.json()).toEqual([
      { ok: true, roles: ["advisor"] },
      expect.objectContaining({ userId: "a", heldRoles: { ok: true, roles: ["advisor"] } }),
      { ok: true, roles: ["advisor"] },
      expect.objectContaining({ userId: "a", heldRoles: { ok: true, roles: ["advisor"] } }),
    ]);
    await appFor([person("a")]).request("/");
    expect(lookups).toBe(2);
  });

  it("looks again when the request's actor becomes someone else, and never for a visitor", async () => {
    const response = await appFor([ANONYMOUS_ACTOR, person("a"), person("b")]).request("/");
    expect(lookups).toBe(2);
    const seen = (await response.json()) as unknown[];
    expect(seen[1]).toEqual({ kind: "anonymous" });
    expect(seen[2]).toEqual({ ok: true, roles: ["advisor"] });
    expect(seen[4]).toEqual({ ok: true, roles: ["admin"] });
  });

  it("turns a failed lookup into a denial every policy understands, without asking again", async () => {
    failing = true;
    const response = await appFor([person("a"), person("a")]).request("/");
    expect(lookups).toBe(1);
    const seen = (await response.json()) as { ok: boolean }[];
    expect(seen[0]?.ok).toBe(false);
    expect(seen[2]?.ok).toBe(false);
  });
});
