import { GAME_NAMES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * One finished game of a signed-in person (docs/decisions/043-memory-game.md). Built for every career
 * game: `game` names it, `level` and `variant` say what was played (the memory game's grid size and
 * the section or role its pairs came from), and each game fills the score fields it has (the memory
 * game: time and moves; a game that counts points fills `score`). Personal bests are read from here.
 */
export const gameResults = pgTable(
  "game_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    game: text("game", { enum: GAME_NAMES }).notNull(),
    level: text("level").notNull(),
    variant: text("variant").notNull(),
    timeMs: integer("time_ms"),
    moves: integer("moves"),
    score: integer("score"),
    /**
     * What a game keeps beyond its scores: the career game's decisions and the metrics they reached
     * (docs/decisions/046-career-game.md), so a best can be shown and a run replayed.
     */
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "game_results_game_check",
      sql.raw(`game in (${GAME_NAMES.map((name) => `'${name}'`).join(", ")})`),
    ),
    check("game_results_scores_check", sql`time_ms > 0 and moves >= 0 and score >= 0`),
    // A career game run (decision 046) is scored 0 to 100 over at least one decision, and keeps them.
    check(
      "game_results_career_check",
      sql`game <> 'career' or (score between 0 and 100 and moves >= 1 and details is not null)`,
    ),
    // A person's bests of one game and level.
    index("game_results_user_game_level_idx").on(table.userId, table.game, table.level),
  ],
);
