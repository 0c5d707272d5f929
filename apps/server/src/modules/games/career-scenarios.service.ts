import {
  CAREER_GAME_MESSAGES,
  CAREER_GAME_METRICS,
  type CareerArticle,
  type CareerScenario,
  type CareerScenariosResponse,
  type CoreTeamRole,
  libraryArticlePath,
} from "@hatchery/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { contentItems } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import * as contentPolicy from "../content/content.policy";
import * as gamesPolicy from "./games.policy";

/*
 * A role's career game scenarios (decision 042: kind `game-scenario` in the collection
 * `games/career/<role>`, in their written order), with the library articles each names resolved to a
 * title and a page. The rules that play them are the shared career-game-model.
 */

const LIBRARY_COLLECTION_PREFIX = "library/";

/** A scenario's details as the content loader stored them, checked by decision 042's schema at load. */
const storedScenarioSchema = z.object({
  branchOnly: z.boolean().default(false),
  choices: z.array(
    z.object({
      text: z.string(),
      outcome: z.string(),
      lesson: z.string(),
      score: z.number().int(),
      effects: z.partialRecord(z.enum(CAREER_GAME_METRICS), z.number().int()),
      next: z.string().optional(),
    }),
  ),
  articles: z.array(z.string()).default([]),
});

export function careerCollection(role: CoreTeamRole): string {
  return `games/career/${role}`;
}

async function readArticleTitles(db: Database, actor: Actor, places: string[]): Promise<Map<string, string>> {
  if (places.length === 0) return new Map();
  const rows = await db
    .select({ collection: contentItems.collection, slug: contentItems.slug, title: contentItems.title })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, "article"),
        inArray(
          sql`${contentItems.collection} || '/' || ${contentItems.slug}`,
          places.map((place) => `${LIBRARY_COLLECTION_PREFIX}${place}`),
        ),
        contentPolicy.readableBy(actor),
      ),
    );
  return new Map(
    rows.map((row) => [`${row.collection.slice(LIBRARY_COLLECTION_PREFIX.length)}/${row.slug}`, row.title]),
  );
}

/** The role's scenarios in order; a named article no longer in the library is left out, not shown broken. */
export async function readCareerScenarios(
  db: Database,
  actor: Actor,
  role: CoreTeamRole,
): Promise<CareerScenariosResponse> {
  gamesPolicy.assertCan(actor, "play", null);
  const rows = await db
    .select({
      slug: contentItems.slug,
      title: contentItems.title,
      summary: contentItems.summary,
      bodyHtml: contentItems.bodyHtml,
      details: contentItems.details,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.source, "repository"),
        eq(contentItems.kind, "game-scenario"),
        eq(contentItems.collection, careerCollection(role)),
        contentPolicy.readableBy(actor),
      ),
    )
    .orderBy(asc(contentItems.position), asc(contentItems.slug));
  if (rows.length === 0) throw new AppError("not_found", CAREER_GAME_MESSAGES.noScenarios);
  const stored = rows.map((row) => ({ ...row, details: storedScenarioSchema.parse(row.details) }));
  const titles = await readArticleTitles(db, actor, [
    ...new Set(stored.flatMap((row) => row.details.articles)),
  ]);
  const scenarios: CareerScenario[] = stored.map((row) => ({
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.bodyHtml,
    branchOnly: row.details.branchOnly,
    choices: row.details.choices.map((choice) => ({
      text: choice.text,
      outcome: choice.outcome,
      lesson: choice.lesson,
      score: choice.score,
      effects: choice.effects,
      next: choice.next ?? null,
    })),
    articles: row.details.articles.flatMap((place): CareerArticle[] => {
      const title = titles.get(place);
      const [section = "", slug = ""] = place.split("/");
      return title === undefined ? [] : [{ title, path: libraryArticlePath(section, slug) }];
    }),
  }));
  return { role, scenarios };
}
