import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/client";
import { createTestDatabase, testDatabaseDriver } from "../../test/test-database";

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function planOf(query: string): Promise<string> {
  return database.db.transaction(async (tx) => {
    // With few rows a scan is the cheaper plan; forbidding it shows whether an index can answer.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql.raw(`explain ${query}`));
    return (result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n");
  });
}

describe(`incubator search on ${testDatabaseDriver()}`, () => {
  it("finds a substring of the name or tagline through the trigram indexes, not a scan", async () => {
    const plan = await planOf(
      "select id from incubators where name ilike '%robot%' or tagline ilike '%robot%'",
    );
    expect(plan).toContain("incubators_name_trgm_idx");
    expect(plan).toContain("incubators_tagline_trgm_idx");
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
