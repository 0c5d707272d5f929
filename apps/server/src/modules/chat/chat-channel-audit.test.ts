import { CHAT_ERROR_MESSAGES, type ChatChannelResponse } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, incubators } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { insertIncubator, joinIncubatorAs } from "../../test/position-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Channel changes are moderation: each writes the audit log, with the request that made it. */

let t: TestApp;
let owner: { jar: CookieJar; userId: string };
let member: { jar: CookieJar; userId: string };
let incubator: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createVerifiedUser(t.app, t.db, person("owner@chat-audit.test"), { ip: "203.0.113.181" });
  member = await createVerifiedUser(t.app, t.db, person("member@chat-audit.test"), { ip: "203.0.113.182" });
  incubator = await insertIncubator(t.db);
  await t.db.update(incubators).set({ ownerId: owner.userId }).where(eq(incubators.id, incubator.id));
  await joinIncubatorAs(t.db, member.userId, incubator.id, "guest");
}, 120_000);
afterAll(() => t.close());

const as = (who: { jar: CookieJar }, path: string, body?: unknown, method?: string) =>
  call(t.app, path, body, { jar: who.jar, ip: "203.0.113.183", method });

const entriesOf = (channelId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "chat_channel"), eq(auditLog.targetId, channelId)))
    .orderBy(asc(auditLog.id));

describe("audit of channel changes", () => {
  it("records a channel's creation, rename, archiving and restoring, by the owner, with each request's id", async () => {
    const created = await as(owner, `/api/incubators/${incubator.slug}/chat/channels`, { name: "audited" });
    expect(created.status).toBe(201);
    const { channel } = (await created.json()) as ChatChannelResponse;
    const renamed = await as(owner, `/api/chat/channels/${channel.id}`, { name: "watched" }, "PATCH");
    const archived = await as(owner, `/api/chat/channels/${channel.id}`, { archived: true }, "PATCH");
    const restored = await as(owner, `/api/chat/channels/${channel.id}`, { archived: false }, "PATCH");
    expect([renamed.status, archived.status, restored.status]).toEqual([200, 200, 200]);

    const entries = await entriesOf(channel.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      "chat_channel.create",
      "chat_channel.update",
      "chat_channel.update",
      "chat_channel.update",
    ]);
    expect(entries.every((entry) => entry.actorUserId === owner.userId)).toBe(true);
    expect(entries.map((entry) => entry.requestId)).toEqual(
      [created, renamed, archived, restored].map((response) => response.headers.get("X-Request-Id")),
    );
    expect(entries[0]?.summary).toEqual({
      before: {},
      after: { incubatorId: incubator.id, name: "audited", archivedAt: null },
    });
    expect(entries[1]?.summary).toEqual({ before: { name: "audited" }, after: { name: "watched" } });
    expect(entries[2]?.summary).toEqual({
      before: { archivedAt: null },
      after: { archivedAt: expect.any(String) },
    });
    expect(entries[3]?.summary).toEqual({
      before: { archivedAt: expect.any(String) },
      after: { archivedAt: null },
    });
  });

  it("writes nothing for a change that changes nothing, or one that is refused", async () => {
    const created = await as(owner, `/api/incubators/${incubator.slug}/chat/channels`, { name: "quiet" });
    const { channel } = (await created.json()) as ChatChannelResponse;
    expect((await as(owner, `/api/chat/channels/${channel.id}`, { name: "quiet" }, "PATCH")).status).toBe(
      200,
    );
    const refused = await as(member, `/api/chat/channels/${channel.id}`, { name: "mine" }, "PATCH");
    expect(await errorOf(refused)).toMatchObject({ status: 403, message: CHAT_ERROR_MESSAGES.ownerOnly });
    expect((await entriesOf(channel.id)).map((entry) => entry.action)).toEqual(["chat_channel.create"]);
  });
});
