import { z } from "zod";
import { CAREER_GAME_METRICS } from "./career-game-model";
import { pageQuerySchema } from "./pagination";
import { CORE_TEAM_ROLES } from "./team-model";

/*
 * Written content (decision 031): library articles, classroom lessons, assessment questions, game
 * scenarios and memory-game pairs. Each is markdown with front matter, from a file under `content/` or
 * written by an incubator's owner; both are stored alike, so a reader cannot tell where a piece came from.
 * The front matter of each kind is checked by the schemas below, at build and when the files are loaded.
 */

export const CONTENT_KINDS = [
  "article",
  "lesson",
  "question",
  "game-scenario",
  "pair",
  "interview-question",
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Where a piece came from: a file of the repository, or written by an incubator's owner. */
export const CONTENT_SOURCES = ["repository", "incubator"] as const;
export type ContentSource = (typeof CONTENT_SOURCES)[number];

export const CONTENT_LEVELS = ["starter", "practitioner"] as const;
export type ContentLevel = (typeof CONTENT_LEVELS)[number];

/** A slug, a tag, or one folder of a collection's path: lower-case words joined by single hyphens. */
export const CONTENT_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A collection is the folder path below `content/`: `library/tech-roles`. */
export const CONTENT_COLLECTION_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_TAGS_MAX = 12;
/** Check questions per article: at least two to tell reading from guessing, at most four to stay short. */
export const ARTICLE_QUESTIONS_MIN = 2;
export const ARTICLE_QUESTIONS_MAX = 4;
export const QUESTION_OPTIONS_MIN = 2;
export const QUESTION_OPTIONS_MAX = 6;

/** A field's type error: "is required" when the field is left out, `message` when it holds something else. */
const typeError =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? "is required" : message;

const text = (max: number) =>
  z
    .string({ error: typeError("must be text") })
    .trim()
    .min(1, { error: "must not be empty" })
    .max(max, { error: `must be at most ${max} characters` });

const name = z
  .string({ error: typeError("must be text") })
  .regex(CONTENT_NAME_PATTERN, { error: "must be lower-case words joined by hyphens, such as team-roles" });

/** Roles are written as the product names them (CEO, CTO, CCO, CGO) and kept as the teams store them. */
const roleSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.toLowerCase() : value),
  z.enum(CORE_TEAM_ROLES, { error: "must be CEO, CTO, CCO or CGO" }),
);

const roles = z
  .array(roleSchema, { error: typeError("must be a list of roles") })
  .min(1, { error: "must name at least one role" });

const level = z.enum(CONTENT_LEVELS, { error: typeError("must be starter or practitioner") });

const commonFields = {
  title: text(CONTENT_TITLE_MAX),
  summary: text(CONTENT_SUMMARY_MAX),
  tags: z
    .array(name, { error: "must be a list of tags" })
    .max(CONTENT_TAGS_MAX, { error: `must hold at most ${CONTENT_TAGS_MAX} tags` })
    .default([]),
  /** Place within its collection, smaller first; pieces with the same order are sorted by slug. */
  order: z
    .number({ error: "must be a whole number" })
    .int({ error: "must be a whole number" })
    .min(0, { error: "must be 0 or more" })
    .max(1_000_000, { error: "must be at most 1000000" })
    .default(0),
};

/** A multiple-choice question with one right option and why it is right. */
export const checkQuestionSchema = z
  .object({
    prompt: text(500),
    options: z
      .array(text(300), { error: typeError("must be a list of options") })
      .min(QUESTION_OPTIONS_MIN, { error: `must offer at least ${QUESTION_OPTIONS_MIN} options` })
      .max(QUESTION_OPTIONS_MAX, { error: `must offer at most ${QUESTION_OPTIONS_MAX} options` }),
    /** The right option, counted from 0. */
    answer: z
      .number({ error: typeError("must be the number of the right option, from 0") })
      .int()
      .min(0),
    explanation: text(1000),
  })
  .strict()
  .refine((question) => question.answer < question.options.length, {
    path: ["answer"],
    error: "must be the number of one of the options, from 0",
  });
export type CheckQuestion = z.output<typeof checkQuestionSchema>;

const checkQuestions = (min: number) =>
  z
    .array(checkQuestionSchema, { error: typeError("must be a list of questions") })
    .min(min, { error: `must hold at least ${min} questions` })
    .max(ARTICLE_QUESTIONS_MAX, { error: `must hold at most ${ARTICLE_QUESTIONS_MAX} questions` });

const weight = z
  .number({ error: "must be a number from 0 to 3" })
  .min(0, { error: "must be a number from 0 to 3" })
  .max(3, { error: "must be a number from 0 to 3" });

/**
 * How much an option speaks for each role: 0 (not at all) to 3 (strongly); roles left out count 0.
 * Written with the roles' names (`CTO: 3`), kept as the teams store roles.
 */
const roleWeights = z.preprocess(
  (value) =>
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([role, points]) => [role.toLowerCase(), points]))
      : value,
  z.strictObject(
    { ceo: weight.optional(), cto: weight.optional(), cco: weight.optional(), cgo: weight.optional() },
    { error: "must name only CEO, CTO, CCO or CGO" },
  ),
);

/** How a choice of the career game moves a metric: -3 (a heavy loss) to 3 (a strong gain); left out, 0. */
const metricChange = z
  .number({ error: "must be a whole number from -3 to 3" })
  .int({ error: "must be a whole number from -3 to 3" })
  .min(-3, { error: "must be a whole number from -3 to 3" })
  .max(3, { error: "must be a whole number from -3 to 3" });

export const SCENARIO_ARTICLES_MAX = 3;

const scenarioChoice = z
  .object({
    text: text(300),
    /** What happens next, told to the player at once. */
    outcome: text(1000),
    /** What the decision teaches, shown on the ending screen. */
    lesson: text(500),
    /** How good the decision is, 0 to 10, for the ending's summary. */
    score: z
      .number({ error: typeError("must be a whole number from 0 to 10") })
      .int({ error: "must be a whole number from 0 to 10" })
      .min(0, { error: "must be a whole number from 0 to 10" })
      .max(10, { error: "must be a whole number from 0 to 10" }),
    effects: z.strictObject(
      {
        cash: metricChange.optional(),
        customers: metricChange.optional(),
        morale: metricChange.optional(),
        quality: metricChange.optional(),
      },
      { error: `must name only ${CAREER_GAME_METRICS.join(", ")}` },
    ),
    /** The scenario of the same collection this choice leads to; without it, the next one in order. */
    next: name.optional(),
  })
  .strict();

/** A library article named by its place below `library/`: `tech-roles/what-a-cto-does`. */
const libraryPlace = z
  .string({ error: typeError("must be text") })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*\/[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: "must be an article as section/slug, such as tech-roles/what-a-cto-does",
  });

export const KEY_POINTS_MIN = 2;
export const KEY_POINTS_MAX = 6;
export const INTERVIEW_TARGET_SECONDS_MIN = 30;
export const INTERVIEW_TARGET_SECONDS_MAX = 300;

/**
 * What a strong answer covers, and the words that show an answer covered it: the practice's feedback is
 * computed from the answer's text alone, so a point is found when the answer holds one of its cues
 * (compared by word stem, lower-case).
 */
const keyPoint = z
  .object({
    text: text(200),
    cues: z
      .array(text(40), { error: typeError("must be a list of words or short phrases") })
      .min(1, { error: "must hold at least 1 cue" })
      .max(8, { error: "must hold at most 8 cues" }),
  })
  .strict();

const kindSchemas = {
  /** A library article; its collection is its section (`library/tech-roles`). */
  article: z
    .object({
      kind: z.literal("article"),
      ...commonFields,
      roles,
      level,
      questions: checkQuestions(ARTICLE_QUESTIONS_MIN),
    })
    .strict(),
  /** A lesson of a course; its collection is the course. */
  lesson: z
    .object({
      kind: z.literal("lesson"),
      ...commonFields,
      questions: checkQuestions(0).default([]),
    })
    .strict(),
  /** A situational question of the assessment: the body sets the scene, each option leans to roles. */
  question: z
    .object({
      kind: z.literal("question"),
      ...commonFields,
      options: z
        .array(z.object({ text: text(300), weights: roleWeights }).strict(), {
          error: typeError("must be a list of options"),
        })
        .min(QUESTION_OPTIONS_MIN, { error: `must offer at least ${QUESTION_OPTIONS_MIN} options` })
        .max(QUESTION_OPTIONS_MAX, { error: `must offer at most ${QUESTION_OPTIONS_MAX} options` }),
    })
    .strict(),
  /**
   * A decision of the career game: the body tells the situation; each choice has its outcome, what it
   * teaches, how it moves the company's metrics and, for a branch, the scenario it leads to.
   */
  "game-scenario": z
    .object({
      kind: z.literal("game-scenario"),
      ...commonFields,
      roles,
      level,
      choices: z
        .array(scenarioChoice, { error: typeError("must be a list of choices") })
        .min(2, { error: "must offer at least 2 choices" })
        .max(QUESTION_OPTIONS_MAX, { error: `must offer at most ${QUESTION_OPTIONS_MAX} choices` }),
      /**
       * Reached only when a choice's `next` leads to it, never in order: the consequence of one decision
       * (the customer who finds out about the hidden outage).
       */
      branchOnly: z.boolean({ error: typeError("must be true or false") }).default(false),
      /** Library articles that teach what the scenario tests, as `section/slug`; checked to exist. */
      articles: z
        .array(libraryPlace, { error: typeError("must be a list of articles") })
        .max(SCENARIO_ARTICLES_MAX, { error: `must name at most ${SCENARIO_ARTICLES_MAX} articles` })
        .default([]),
    })
    .strict(),
  /**
   * A question of the interview practice: the title is the question as asked, the summary what the
   * interviewer listens for, the body how to build a strong answer. No roles: a behavioural question,
   * for every role.
   */
  "interview-question": z
    .object({
      kind: z.literal("interview-question"),
      ...commonFields,
      roles: roles.optional(),
      level,
      keyPoints: z
        .array(keyPoint, { error: typeError("must be a list of key points") })
        .min(KEY_POINTS_MIN, { error: `must hold at least ${KEY_POINTS_MIN} key points` })
        .max(KEY_POINTS_MAX, { error: `must hold at most ${KEY_POINTS_MAX} key points` }),
      targetSeconds: z
        .number({ error: typeError("must be a whole number of seconds") })
        .int({ error: "must be a whole number of seconds" })
        .min(INTERVIEW_TARGET_SECONDS_MIN, { error: `must be at least ${INTERVIEW_TARGET_SECONDS_MIN}` })
        .max(INTERVIEW_TARGET_SECONDS_MAX, { error: `must be at most ${INTERVIEW_TARGET_SECONDS_MAX}` }),
    })
    .strict(),
  /** Two cards of the memory game that belong together: the title and `match`. */
  pair: z
    .object({
      kind: z.literal("pair"),
      ...commonFields,
      match: text(CONTENT_TITLE_MAX),
      roles: roles.optional(),
    })
    .strict(),
} satisfies Record<ContentKind, z.ZodType>;

/** The front matter of any piece, told apart by `kind`. */
export const contentFrontMatterSchema = z.discriminatedUnion(
  "kind",
  [
    kindSchemas.article,
    kindSchemas.lesson,
    kindSchemas.question,
    kindSchemas["game-scenario"],
    kindSchemas.pair,
    kindSchemas["interview-question"],
  ],
  { error: `must be one of ${CONTENT_KINDS.join(", ")}` },
);
export type ContentFrontMatter = z.output<typeof contentFrontMatterSchema>;

/** The fields every kind has, which are columns of their own; the rest of a kind's front matter are its details. */
export const CONTENT_COMMON_FIELDS = ["kind", "title", "summary", "tags", "order", "roles", "level"] as const;

export const contentSlugSchema = name;
export const contentCollectionSchema = z
  .string()
  .regex(CONTENT_COLLECTION_PATTERN, { error: "must be folders of lower-case words joined by hyphens" });

/** Full-text search of content: at most this many characters are searched for. */
export const CONTENT_SEARCH_QUERY_MAX = 200;
export const CONTENT_SEARCH_PAGE_SIZE = 20;
export const CONTENT_NOT_FOUND_MESSAGE = "Content not found";
export const CONTENT_SEARCH_QUERY_MESSAGE = `Search for 1 to ${CONTENT_SEARCH_QUERY_MAX} characters`;

/** `?q=&collection=&kind=&cursor=&limit=`: the query a search route takes (the library's, issue 23). */
export const contentSearchQuerySchema = pageQuerySchema(CONTENT_SEARCH_PAGE_SIZE).extend({
  q: z
    .string({ error: CONTENT_SEARCH_QUERY_MESSAGE })
    .trim()
    .min(1, { error: CONTENT_SEARCH_QUERY_MESSAGE })
    .max(CONTENT_SEARCH_QUERY_MAX, { error: CONTENT_SEARCH_QUERY_MESSAGE }),
  collection: contentCollectionSchema.optional(),
  kind: z.enum(CONTENT_KINDS, { error: `kind must be one of ${CONTENT_KINDS.join(", ")}` }).optional(),
});

/** A stretch of a highlighted excerpt; `match` marks the words the search found. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}
