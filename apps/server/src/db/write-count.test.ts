import { describe, expect, it } from "vitest";
import { MAX_CLASSIFIED_STATEMENTS, mayChangeReads } from "./write-count";

/** Statements and whether they may change what a kept read shows (docs/decisions/068-signed-in-reads.md). */
const STATEMENTS: [string, boolean][] = [
  ['select "id" from "teams"', false],
  ["  SELECT 1", false],
  ["with muted as (select 1) select * from muted where updated_at > now()", false],
  ["with moved as (delete from teams returning id) select * from moved", true],
  ["WITH upserted AS (INSERT INTO tags (name) VALUES ($1) RETURNING id) SELECT id FROM upserted", true],
  ['insert into "team_members" ("team_id") values ($1)', true],
  ['update "users" set "email_verified" = $1', true],
  ['delete from "sessions" where "user_id" = $1', true],
  ['update "jobs" set "attempts" = "jobs"."attempts" + 1', false],
  ["insert into rate_limits as counter (key) values ($1)", false],
  ["insert into analytics_daily_traffic (day) values ($1)", false],
  ['insert into "page_views" ("path") values ($1)', false],
  ['update "jobs_archive" set x = 1', true],
  ["begin", false],
  ["START TRANSACTION", false],
  ["savepoint s1", false],
  ["release savepoint s1", false],
  ["commit", false],
  ["rollback", false],
  ["listen hatchery_events", false],
  ["set local statement_timeout = 1000", false],
  ["show server_version", false],
  ["truncate teams", true],
  ["alter table teams add column x int", true],
  ["select pg_notify('hatchery_events', $1)", false],
  ["", true],
];

describe("mayChangeReads", () => {
  it.each(STATEMENTS)("classifies %j as %s, the same the second time (remembered)", (text, expected) => {
    expect(mayChangeReads(text)).toBe(expected);
    expect(mayChangeReads(text)).toBe(expected);
    expect(mayChangeReads({ text, values: [] })).toBe(expected);
  });

  it("classifies the same past its bound of remembered statements", () => {
    for (let index = 0; index < MAX_CLASSIFIED_STATEMENTS + 10; index += 1) {
      const write = index % 2 === 0;
      const text = write ? `update "teams" set "name" = $${index}` : `select ${index}`;
      expect(mayChangeReads(text)).toBe(write);
    }
    for (const [text, expected] of STATEMENTS) expect(mayChangeReads(text)).toBe(expected);
  });

  it("classifies a text too long to remember each time", () => {
    const values = Array.from({ length: 2000 }, (_, index) => `(${index})`).join(", ");
    expect(mayChangeReads(`insert into "tags" ("id") values ${values}`)).toBe(true);
    expect(mayChangeReads(`select * from (values ${values}) as v`)).toBe(false);
    expect(mayChangeReads(`insert into "page_views" ("id") values ${values}`)).toBe(false);
  });
});
