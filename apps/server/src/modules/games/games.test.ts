import {
  MEMORY_GAME_MESSAGES,
  type MemoryBestsResponse,
  type MemoryDeckResponse,
  type MemoryResultResponse,
  type SkillsResponse,
} from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, gameResults, pointsLedger } from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { loadRepositoryFolders } from "../../test/repository-content";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let jar: CookieJar;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  await loadRepositoryFolders(t.db, ["games/memory", "library"]);
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("player@example.com")));
});
afterAll(async () => {
  await t.close();
});

async function deal(query: string): Promise<MemoryDeckResponse> {
  const response = await call(t.app, `/api/games/memory/deck?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MemoryDeckResponse;
}

function post(body: unknown, options: { visitor?: boolean } = {}) {
  return call(t.app, "/api/games/memory/results", body, { jar: options.visitor ? undefined : jar });
}

describe("dealing a memory deck", () => {
  it.each([
    ["easy", 6, 3],
    ["medium", 8, 4],
    ["hard", 12, 4],
  ])("deals a %s deck of %i pairs, two cards each, in %i columns", async (level, pairs, columns) => {
    const deck = await deal(`level=${level}`);
    expect(deck).toMatchObject({ level, variant: "all", columns });
    expect(deck.pairs).toHaveLength(pairs);
    expect(deck.cards).toHaveLength(pairs * 2);
    expect(new Set(deck.cards.map((card) => card.id)).size).toBe(pairs * 2);
    for (const pair of deck.pairs) {
      const cards = deck.cards.filter((card) => card.pairId === pair.pairId);
      expect(cards.map((card) => card.text).sort()).toEqual([pair.title, pair.match].sort());
      expect(pair.explanation.length).toBeGreaterThan(20);
    }
  });

  it("deals from one library section only", async () => {
    const deck = await deal("level=hard&section=product");
    expect(deck.variant).toBe("section:product");
    expect(deck.pairs.every((pair) => pair.pairId.startsWith("product/"))).toBe(true);
  });

  it("deals from one role's pairs only", async () => {
    const deck = await deal("level=medium&role=cgo");
    expect(deck.variant).toBe("role:cgo");
    const pairs = await t.db
      .select({ collection: contentItems.collection, slug: contentItems.slug, roles: contentItems.roles })
      .from(contentItems)
      .where(eq(contentItems.kind, "pair"));
    const rolesOf = new Map(pairs.map((pair) => [`${pair.collection}/${pair.slug}`, pair.roles]));
    for (const pair of deck.pairs) expect(rolesOf.get(`games/memory/${pair.pairId}`)).toContain("cgo");
  });

  it("gives the card ids in dealt order, which say nothing about the pairs", async () => {
    const deck = await deal("level=easy");
    expect(deck.cards.map((card) => card.id)).toEqual(deck.cards.map((_, index) => `card-${index + 1}`));
  });

  it.each([
    ["level=impossible", MEMORY_GAME_MESSAGES.level],
    ["", MEMORY_GAME_MESSAGES.level],
    ["level=easy&section=cooking", MEMORY_GAME_MESSAGES.section],
    ["level=easy&role=cfo", MEMORY_GAME_MESSAGES.role],
    ["level=easy&section=product&role=cto", MEMORY_GAME_MESSAGES.oneGroup],
  ])("refuses %s with 422", async (query, message) => {
    const response = await call(t.app, `/api/games/memory/deck?${query}`);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
  });
});

describe("keeping results", () => {
  it("refuses a visitor's result with 401 and keeps nothing", async () => {
    const response = await post({ level: "easy", timeMs: 30_000, moves: 9 }, { visitor: true });
    expect(response.status).toBe(401);
  });

  it.each([
    [{ level: "easy", timeMs: 30_000, moves: 5 }, MEMORY_GAME_MESSAGES.moves],
    [{ level: "hard", timeMs: 30_000, moves: 11 }, MEMORY_GAME_MESSAGES.moves],
    [{ level: "easy", timeMs: 30_000, moves: 1001 }, MEMORY_GAME_MESSAGES.moves],
    [{ level: "easy", timeMs: 1_100, moves: 6 }, MEMORY_GAME_MESSAGES.time],
    [{ level: "easy", timeMs: 3_600_001, moves: 6 }, MEMORY_GAME_MESSAGES.time],
    [{ level: "easy", timeMs: 30_000.5, moves: 6 }, MEMORY_GAME_MESSAGES.time],
    [{ level: "easy", timeMs: "fast", moves: 6 }, MEMORY_GAME_MESSAGES.time],
    [{ level: "easy", timeMs: 30_000 }, MEMORY_GAME_MESSAGES.moves],
    [{ level: "expert", timeMs: 30_000, moves: 6 }, MEMORY_GAME_MESSAGES.level],
    [
      { level: "easy", role: "ceo", section: "product", timeMs: 30_000, moves: 6 },
      MEMORY_GAME_MESSAGES.oneGroup,
    ],
  ])("refuses %j with 422 naming the problem", async (body, message) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain(message);
    const rows = await t.db.select().from(gameResults).where(eq(gameResults.userId, userId));
    expect(rows).toHaveLength(0);
  });

  it("keeps games, answers the level's bests, and awards points once a day per level", async () => {
    t.clock.set(new Date("2026-11-29T09:00:00Z"));
    const first = await post({ level: "easy", section: "product", timeMs: 40_000, moves: 10 });
    expect(first.status).toBe(201);
    expect((await first.json()) as MemoryResultResponse).toEqual({
      best: { level: "easy", bestTimeMs: 40_000, fewestMoves: 10, gamesPlayed: 1 },
      newBestTime: true,
      newFewestMoves: true,
    });

    // Faster but with more moves: a new best time, the fewest moves stay.
    t.clock.set(new Date("2026-11-29T09:05:00Z"));
    const second = (await (
      await post({ level: "easy", timeMs: 30_000, moves: 12 })
    ).json()) as MemoryResultResponse;
    expect(second).toEqual({
      best: { level: "easy", bestTimeMs: 30_000, fewestMoves: 10, gamesPlayed: 2 },
      newBestTime: true,
      newFewestMoves: false,
    });
    const worse = (await (
      await post({ level: "easy", role: "cto", timeMs: 50_000, moves: 14 })
    ).json()) as MemoryResultResponse;
    expect(worse.newBestTime || worse.newFewestMoves).toBe(false);

    const stored = await t.db.select().from(gameResults).where(eq(gameResults.userId, userId));
    expect(stored.map((row) => row.variant).sort()).toEqual(["all", "role:cto", "section:product"]);

    const points = () =>
      t.db
        .select({ reason: pointsLedger.reason, sourceId: pointsLedger.sourceId, points: pointsLedger.points })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, userId), eq(pointsLedger.sourceKind, "game")));
    // Three games and two bests on one day and level earn one of each.
    expect((await points()).sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { reason: "memory_game_completed", sourceId: "memory/easy/2026-11-29", points: 2 },
      { reason: "memory_personal_best", sourceId: "memory/easy/2026-11-29", points: 3 },
    ]);

    // Another level, and the next day, earn again; a game that beats nothing earns no best.
    await post({ level: "medium", timeMs: 60_000, moves: 8 });
    t.clock.set(new Date("2026-11-30T08:00:00Z"));
    await post({ level: "easy", timeMs: 90_000, moves: 20 });
    const later = (await points()).map((row) => `${row.reason} ${row.sourceId}`).sort();
    expect(later).toEqual([
      "memory_game_completed memory/easy/2026-11-29",
      "memory_game_completed memory/easy/2026-11-30",
      "memory_game_completed memory/medium/2026-11-29",
      "memory_personal_best memory/easy/2026-11-29",
      "memory_personal_best memory/medium/2026-11-29",
    ]);
    t.clock.set(null);
  });

  it("lists the person's bests per level in the levels' order, and nobody else's", async () => {
    const response = await call(t.app, "/api/games/memory/bests", undefined, { jar });
    expect(response.status).toBe(200);
    expect(((await response.json()) as MemoryBestsResponse).bests).toEqual([
      { level: "easy", bestTimeMs: 30_000, fewestMoves: 10, gamesPlayed: 4 },
      { level: "medium", bestTimeMs: 60_000, fewestMoves: 8, gamesPlayed: 1 },
    ]);
    const other = await createVerifiedUser(t.app, t.db, person("newcomer@example.com"));
    const theirs = await call(t.app, "/api/games/memory/bests", undefined, { jar: other.jar });
    expect(((await theirs.json()) as MemoryBestsResponse).bests).toEqual([]);
    expect((await errorOf(await call(t.app, "/api/games/memory/bests"))).status).toBe(401);
  });

  it("feeds the skills profile with how exactly each role's own deck was recalled", async () => {
    const player = await createVerifiedUser(t.app, t.db, person("recall@example.com"));
    const play = (body: unknown) => call(t.app, "/api/games/memory/results", body, { jar: player.jar });
    await play({ level: "easy", role: "cgo", timeMs: 50_000, moves: 12 });
    await play({ level: "medium", role: "cgo", timeMs: 70_000, moves: 10 });
    // A game of all pairs measures no role.
    await play({ level: "easy", timeMs: 30_000, moves: 6 });
    const skills = (await (
      await call(t.app, "/api/skills", undefined, { jar: player.jar })
    ).json()) as SkillsResponse;
    const memory = (role: string) =>
      skills.roles
        .find((entry) => entry.role === role)
        ?.measures.find((measure) => measure.source === "memory");
    // The medium game: 8 pairs in 10 moves beats 6 pairs in 12.
    expect(memory("cgo")).toEqual({
      source: "memory",
      label: "Memory game",
      share: 0.8,
      detail: "2 games of the CGO's pairs, best 10 moves for 8 pairs",
    });
    expect(memory("ceo")).toBeUndefined();
    expect(skills.hasActivity).toBe(true);
  });
});
