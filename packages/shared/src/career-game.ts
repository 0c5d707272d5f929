import { z } from "zod";
import { CAREER_GAME_MESSAGES, CAREER_MAX_DECISIONS, CAREER_RATINGS } from "./career-game-model";
import { CONTENT_COLLECTION_PATTERN } from "./content";
import { CORE_TEAM_ROLES } from "./team-model";

/*
 * The career game's contract (docs/decisions/046-career-game.md): a role's scenarios as written under
 * content/games/career/<role>, and a signed-in person's finished runs, replayed and scored by the server.
 */

const roleSchema = z.enum(CORE_TEAM_ROLES, { error: CAREER_GAME_MESSAGES.role });

export const careerScenariosQuerySchema = z.object({ role: roleSchema });
export type CareerScenariosQuery = z.input<typeof careerScenariosQuerySchema>;

const metricValue = z.number().int();
export const careerMetricsSchema = z.object({
  cash: metricValue,
  customers: metricValue,
  morale: metricValue,
  quality: metricValue,
});

export const careerChoiceSchema = z.object({
  text: z.string(),
  outcome: z.string(),
  lesson: z.string(),
  score: z.number().int(),
  effects: careerMetricsSchema.partial(),
  /** The scenario this choice branches to; null: the next one in order. */
  next: z.string().nullable(),
});
export type CareerChoice = z.infer<typeof careerChoiceSchema>;

/** A library article a scenario names, resolved to its title and page. */
export const careerArticleSchema = z.object({ title: z.string(), path: z.string() });
export type CareerArticle = z.infer<typeof careerArticleSchema>;

export const careerScenarioSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The situation, as the server renders the scenario's markdown. */
  bodyHtml: z.string(),
  branchOnly: z.boolean(),
  choices: z.array(careerChoiceSchema),
  articles: z.array(careerArticleSchema),
});
export type CareerScenario = z.infer<typeof careerScenarioSchema>;

/** A role's scenarios in their order: the path when no choice branches. */
export const careerScenariosResponseSchema = z.object({
  role: roleSchema,
  scenarios: z.array(careerScenarioSchema),
});
export type CareerScenariosResponse = z.infer<typeof careerScenariosResponseSchema>;

const stepSchema = z.object({
  scenario: z
    .string({ error: CAREER_GAME_MESSAGES.unknownScenario })
    .max(200, { error: CAREER_GAME_MESSAGES.unknownScenario })
    .regex(CONTENT_COLLECTION_PATTERN, { error: CAREER_GAME_MESSAGES.unknownScenario }),
  choice: z
    .number({ error: CAREER_GAME_MESSAGES.unknownChoice })
    .int({ error: CAREER_GAME_MESSAGES.unknownChoice })
    .min(0, { error: CAREER_GAME_MESSAGES.unknownChoice }),
});

/** A finished run as the player made it: only the decisions; the server works out what they did. */
export const careerRunSchema = z.object({
  role: roleSchema,
  steps: z
    .array(stepSchema, { error: CAREER_GAME_MESSAGES.empty })
    .min(1, { error: CAREER_GAME_MESSAGES.empty })
    .max(CAREER_MAX_DECISIONS, { error: CAREER_GAME_MESSAGES.tooLong }),
});
export type CareerRunInput = z.input<typeof careerRunSchema>;

const ratingSchema = z.enum(CAREER_RATINGS);

export const careerRunOutcomeSchema = z.object({
  role: roleSchema,
  score: z.number().int(),
  rating: ratingSchema,
  metrics: careerMetricsSchema,
  decisions: z.number().int(),
});
export type CareerRunOutcomeResponse = z.infer<typeof careerRunOutcomeSchema>;

/** A role's best run: the highest score, with the ending and metrics it reached. */
export const careerBestSchema = z.object({
  role: roleSchema,
  bestScore: z.number().int(),
  rating: ratingSchema,
  metrics: careerMetricsSchema,
  runsPlayed: z.number().int(),
});
export type CareerBest = z.infer<typeof careerBestSchema>;

export const careerBestsResponseSchema = z.object({ bests: z.array(careerBestSchema) });
export type CareerBestsResponse = z.infer<typeof careerBestsResponseSchema>;

export const careerRunResponseSchema = z.object({
  run: careerRunOutcomeSchema,
  best: careerBestSchema,
  /** Whether this run scored higher than every earlier run of its role. */
  newBest: z.boolean(),
});
export type CareerRunResponse = z.infer<typeof careerRunResponseSchema>;
