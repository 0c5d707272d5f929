import { type MentorDirectoryResponse, mentorDirectoryResponseSchema } from "@hatchery/shared";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMentors } from "../../modules/mentoring/mentor-directory.service";
import { createTestDatabase } from "../../test/test-database";
import type { DatabaseConnection } from "../client";
import { accounts, users } from "../schema";
import { DEMO_MENTOR_EMAIL_DOMAIN, DEMO_MENTORS } from "./demo-mentors";

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase({ state: "demo-seeded" });
}, 120_000);
afterAll(() => connection.close());

describe("demo mentors", () => {
  it("fill the advisors directory with published advisors and coaches", async () => {
    const page: MentorDirectoryResponse = mentorDirectoryResponseSchema.parse(
      await listMentors(connection.db, { limit: 50 }, new Date()),
    );
    expect(page.items.map((item) => item.name).sort()).toEqual(
      DEMO_MENTORS.map((mentor) => `${mentor.firstName} ${mentor.lastName}`).sort(),
    );
    expect(new Set(page.items.map((item) => item.kind))).toEqual(new Set(["advisor", "coach"]));
    expect(page.items.every((item) => item.headline !== "" && item.expertise.length > 0)).toBe(true);
  });

  it("are accounts nobody can sign in to: no password, an address that takes no mail", async () => {
    const mentors = await connection.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%@${DEMO_MENTOR_EMAIL_DOMAIN}`));
    expect(mentors).toHaveLength(DEMO_MENTORS.length);
    for (const mentor of mentors) {
      expect(await connection.db.select().from(accounts).where(eq(accounts.userId, mentor.id))).toEqual([]);
    }
  });
});
