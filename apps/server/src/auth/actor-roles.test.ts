import { Hono } from "hono";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { type Actor, ANONYMOUS_ACTOR, type AppEnv } from "../lib/context";
import { listRoles } from "../modules/roles/roles.service";
import { loadActorRoles, loadPolicyActor } from "./actor-roles";

vi.mock("../modules/roles/roles.service", () => ({ listRoles: vi.fn() }));
const lookups = vi.mocked(listRoles);
const db = {} as Database;

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
    lookups.mockReset();
  });

  it("looks the roles up once per request however often they are asked for", async () => {
    lookups.mockResolvedValue(["advisor"]);
    const response = await appFor([person("a"), person("a")]).request("/");
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(await response.json()).toEqual([
      { ok: true, roles: ["advisor"] },
      expect.objectContaining({ userId: "a", heldRoles: { ok: true, roles: ["advisor"] } }),
      { ok: true, roles: ["advisor"] },
      expect.objectContaining({ userId: "a", heldRoles: { ok: true, roles: ["advisor"] } }),
    ]);
    await appFor([person("a")]).request("/");
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it("looks again when the request's actor becomes someone else, and never for a visitor", async () => {
    lookups.mockResolvedValueOnce([]).mockResolvedValueOnce(["admin"]);
    const response = await appFor([ANONYMOUS_ACTOR, person("a"), person("b")]).request("/");
    expect(lookups.mock.calls.map((call) => call[1])).toEqual(["a", "b"]);
    const seen = (await response.json()) as unknown[];
    expect(seen[1]).toEqual({ kind: "anonymous" });
    expect(seen[4]).toEqual({ ok: true, roles: ["admin"] });
  });

  it("turns a failed lookup into a denial every policy understands, without asking again", async () => {
    lookups.mockRejectedValue(new Error("connection lost"));
    const response = await appFor([person("a"), person("a")]).request("/");
    expect(lookups).toHaveBeenCalledTimes(1);
    const seen = (await response.json()) as { ok: boolean }[];
    expect(seen[0]?.ok).toBe(false);
    expect(seen[2]?.ok).toBe(false);
  });
});
