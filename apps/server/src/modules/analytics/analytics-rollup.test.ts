import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseConnection } from "../../db/client";
import { pageViews } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import type { AnalyticsScope, DayRange } from "./analytics-queries";
import { rollUpPageViews } from "./analytics-rollup";
import {
  readRolledUpThrough,
  topPages,
  topReferrers,
  trafficByDay,
  trafficTotals,
} from "./analytics-traffic-queries";

/*
 * The page-view charts read from the daily rollup and live after it (docs/decisions/057): whatever the
 * rollup reaches, they answer what the raw page views answer.
 */

let connection: DatabaseConnection;
let db: Database;
beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
  const paths = [
    "/",
    "/teams",
    "/incubators/lab",
    "/incubators/lab/feed",
    "/incubators/lab-two",
    "/incubators/lab/",
  ];
  const referrers = [
    null,
    "https://news.example.com/a",
    "https://hatchery.test/x",
    "http://search.example.org/",
  ];
  // 240 views from 28 May to 5 June (across a month's end), 13 visitors, at every hour of the day.
  const start = Date.parse("2026-05-28T00:00:00Z");
  await db.insert(pageViews).values(
    Array.from({ length: 240 }, (_, index) => ({
      path: paths[(index * 5) % paths.length] as string,
      referrer: referrers[index % referrers.length] ?? null,
      visitorId: `00000000-0000-4000-8000-0000000000${String(10 + (index % 13))}`,
      createdAt: new Date(start + ((index * 7) % 9) * 86_400_000 + (index % 24) * 3_600_000 + index * 1000),
    })),
  );
});
afterAll(() => connection.close());

const SCOPES: AnalyticsScope[] = [{ kind: "platform" }, { kind: "incubator", id: "unused", slug: "lab" }];
const RANGES = [
  ["2026-05-28", "2026-06-05"],
  ["2026-05-30", "2026-06-02"],
  ["2026-06-01", "2026-06-01"],
  ["2026-06-03", "2026-06-05"],
  ["2026-05-01", "2026-05-29"],
] as const;

function rangeOf(from: string, to: string, rolledUpThrough: string | null): DayRange {
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  return { from, to, start: new Date(`${from}T00:00:00Z`), end, rolledUpThrough };
}

/** Every page-view chart of every scope and range, read with the rollup up to `rolledUpThrough`. */
async function charts(rolledUpThrough: string | null) {
  const answers = [];
  for (const scope of SCOPES) {
    for (const [from, to] of RANGES) {
      const range = rangeOf(from, to, rolledUpThrough);
      answers.push({
        scope: scope.kind,
        from,
        to,
        traffic: await trafficByDay(db, scope, range),
        totals: await trafficTotals(db, scope, range),
        pages: await topPages(db, scope, range, 10),
        referrers: await topReferrers(db, scope, range, { siteOrigin: "https://hatchery.test", limit: 10 }),
      });
    }
  }
  return answers;
}

async function rollupRows() {
  const { rows } = await db.execute(sql`
    select 'traffic' as t, day::text, scope as k, views, visitors from analytics_daily_traffic
    union all select 'pages', day::text, path, views, visitors from analytics_daily_pages
    union all select 'referrers', day::text, scope || ' ' || origin, views, 0 from analytics_daily_referrers
    union all select 'visitors', year::text, subject || ' ' || visitor_id || ' ' || days::text, 0, 0
      from analytics_visitor_years
    order by 1, 2, 3`);
  return rows;
}

describe("the page-view rollup", () => {
  it("answers the raw figures whatever it reaches, catching up missed days a run at a time", async () => {
    const raw = await charts(null);
    expect(raw[0]?.totals.views).toBe(240);
    expect(await readRolledUpThrough(db)).toBeNull();

    // Nothing ran for days: the first run takes the oldest three, the next the rest up to yesterday.
    const now = new Date("2026-06-04T12:00:00Z");
    expect(await rollUpPageViews(db, now, 3)).toEqual(["2026-05-28", "2026-05-29", "2026-05-30"]);
    expect(await readRolledUpThrough(db)).toBe("2026-05-30");
    expect(await charts("2026-05-30")).toEqual(raw);

    expect(await rollUpPageViews(db, now)).toEqual(["2026-05-31", "2026-06-01", "2026-06-02", "2026-06-03"]);
    expect(await readRolledUpThrough(db)).toBe("2026-06-03");
    expect(await charts("2026-06-03")).toEqual(raw);
  });

  it("changes nothing when run again, and leaves today to the live read", async () => {
    const before = await rollupRows();
    expect(await rollUpPageViews(db, new Date("2026-06-04T23:59:59Z"))).toEqual([]);
    expect(await rollupRows()).toEqual(before);

    // Two runs at once roll each day up once.
    const both = await Promise.all([
      rollUpPageViews(db, new Date("2026-06-06T01:00:00Z")),
      rollUpPageViews(db, new Date("2026-06-06T01:00:00Z")),
    ]);
    expect(both.flat().sort()).toEqual(["2026-06-04", "2026-06-05"]);
    const raw = await charts(null);
    expect(await charts(await readRolledUpThrough(db))).toEqual(raw);
  });
});

describe("the page-view rollup over a year's end", () => {
  it("answers the raw figures for a range over two years, a visitor of both counted once", async () => {
    const yearEnd = await createTestDatabase();
    try {
      const start = Date.parse("2026-12-30T00:00:00Z");
      await yearEnd.db.insert(pageViews).values(
        Array.from({ length: 60 }, (_, index) => ({
          path: index % 3 === 0 ? "/incubators/lab/feed" : "/teams",
          visitorId: `00000000-0000-4000-8000-0000000000${String(10 + (index % 7))}`,
          createdAt: new Date(start + (index % 4) * 86_400_000 + index * 60_000),
        })),
      );
      const read = async (rolledUpThrough: string | null) => {
        const answers = [];
        for (const scope of SCOPES) {
          for (const [from, to] of [
            ["2026-12-29", "2027-01-02"],
            ["2026-12-31", "2027-01-01"],
          ] as const) {
            const range = rangeOf(from, to, rolledUpThrough);
            answers.push({
              totals: await trafficTotals(yearEnd.db, scope, range),
              pages: await topPages(yearEnd.db, scope, range, 10),
            });
          }
        }
        return answers;
      };
      const raw = await read(null);
      expect(raw[0]?.totals).toEqual({ views: 60, visitors: 7 });
      expect(await rollUpPageViews(yearEnd.db, new Date("2027-01-02T12:00:00Z"))).toEqual([
        "2026-12-30",
        "2026-12-31",
        "2027-01-01",
      ]);
      expect(await read("2027-01-01")).toEqual(raw);
    } finally {
      await yearEnd.close();
    }
  });
});
