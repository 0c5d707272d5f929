import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_SEEDED_AT } from "../../test/test-site";
import type { DatabaseConnection } from "../client";
import { chatChannels, chatMessages, chatReactions, teams } from "../schema";
import { seedDemoChat } from "./demo-chat";

const NOW = DEMO_SEEDED_AT;

let connection: DatabaseConnection;
beforeAll(async () => {
  // Seeded at NOW once for the whole test run (test-database.ts), not once per file.
  connection = await createTestDatabase({ state: "demo-seeded" });
}, 120_000);
afterAll(() => connection.close());

describe("demo chat", () => {
  it("gives every demo team's channel a conversation with a thread, a mention and reactions", async () => {
    const teamChannels = await connection.db
      .select({ id: chatChannels.id })
      .from(chatChannels)
      .innerJoin(teams, eq(teams.id, chatChannels.teamId));
    expect(teamChannels.length).toBeGreaterThan(0);
    for (const channel of teamChannels) {
      const messages = await connection.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.channelId, channel.id));
      expect(messages.length).toBeGreaterThanOrEqual(5);
      expect(messages.some((message) => message.parentId !== null)).toBe(true);
      expect(messages.some((message) => message.mentionIds.length > 0)).toBe(true);
      expect(messages.every((message) => message.createdAt < NOW)).toBe(true);
    }
    const [reactions] = await connection.db.select({ total: count() }).from(chatReactions);
    expect(reactions?.total).toBeGreaterThan(0);
    const [incubatorMessages] = await connection.db
      .select({ total: count() })
      .from(chatMessages)
      .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
      .where(isNotNull(chatChannels.incubatorId));
    expect(incubatorMessages?.total).toBeGreaterThan(0);
  });

  it("leaves channels that already have messages alone when it runs again", async () => {
    const [before] = await connection.db.select({ total: count() }).from(chatMessages);
    await connection.db.transaction((tx) => seedDemoChat(tx, { now: NOW, siteUrl: "http://localhost" }));
    const [after] = await connection.db.select({ total: count() }).from(chatMessages);
    expect(after?.total).toBe(before?.total);
  });
});
