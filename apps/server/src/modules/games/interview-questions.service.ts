import { randomInt } from "node:crypto";
import {
  type AnswerKeyPoint,
  INTERVIEW_MESSAGES,
  type InterviewGroup,
  type InterviewQuestion,
  type InterviewQuestionsResponse,
  interviewQuestionId,
} from "@hatchery/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentItems } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import * as contentPolicy from "../content/content.policy";
import * as interviewPolicy from "./interview.policy";

/*
 * The interview practice's questions (docs/decisions/045-interview-practice.md), read from the
 * repository's content: kind `interview-question` under `games/interview/<group>` (decision 042), with
 * `keyPoints` and `targetSeconds` among its details.
 */

const INTERVIEW_COLLECTION_PREFIX = "games/interview/";

function collectionOf(group: InterviewGroup): string {
  return `${INTERVIEW_COLLECTION_PREFIX}${group}`;
}

function isKeyPoint(value: unknown): value is AnswerKeyPoint {
  if (typeof value !== "object" || value === null) return false;
  const text: unknown = Reflect.get(value, "text");
  const cues: unknown = Reflect.get(value, "cues");
  return typeof text === "string" && Array.isArray(cues) && cues.every((cue) => typeof cue === "string");
}

/** The question of a stored row; the loader checked the front matter, this only narrows its type. */
function toQuestion(
  group: InterviewGroup,
  row: {
    slug: string;
    title: string;
    summary: string;
    level: string | null;
    details: Record<string, unknown>;
  },
): InterviewQuestion {
  const keyPoints = Array.isArray(row.details.keyPoints) ? row.details.keyPoints.filter(isKeyPoint) : [];
  const target = row.details.targetSeconds;
  return {
    id: interviewQuestionId(group, row.slug),
    title: row.title,
    summary: row.summary,
    level: row.level,
    targetSeconds: typeof target === "number" ? target : 120,
    keyPoints: keyPoints.map((point) => ({ text: point.text, cues: [...point.cues] })),
  };
}

async function readQuestions(
  db: Database,
  actor: Actor,
  group: InterviewGroup,
  slugs?: readonly string[],
): Promise<InterviewQuestion[]> {
  const rows = await db
    .select({
      slug: contentItems.slug,
      title: contentItems.title,
      summary: contentItems.summary,
      level: contentItems.level,
      details: contentItems.details,
    })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.source, "repository"),
        eq(contentItems.kind, "interview-question"),
        eq(contentItems.collection, collectionOf(group)),
        slugs === undefined ? undefined : inArray(contentItems.slug, [...slugs]),
        contentPolicy.readableBy(actor),
      ),
    );
  return rows.map((row) => toQuestion(group, row));
}

/** Fisher–Yates with the system's random numbers: every order equally likely. */
function shuffled<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** `count` questions of the group drawn at random; 422 when the group holds fewer. */
export async function dealInterviewQuestions(
  db: Database,
  actor: Actor,
  input: { group: InterviewGroup; count: number },
): Promise<InterviewQuestionsResponse> {
  interviewPolicy.assertCan(actor, "practise", null);
  const questions = await readQuestions(db, actor, input.group);
  if (questions.length < input.count) {
    throw new AppError("validation_failed", INTERVIEW_MESSAGES.tooFewQuestions);
  }
  return { group: input.group, questions: shuffled(questions).slice(0, input.count) };
}

/**
 * The group's questions of these ids, by id. 422 naming the rule when any id is not a question of the
 * group: a session keeps only answers to questions the practice could have asked.
 */
export async function readInterviewQuestionsByIds(
  db: Database,
  actor: Actor,
  group: InterviewGroup,
  ids: readonly string[],
): Promise<Map<string, InterviewQuestion>> {
  const prefix = `${group}/`;
  const unknown = () =>
    new AppError("validation_failed", INTERVIEW_MESSAGES.unknownQuestion, [
      { path: ["answers"], message: INTERVIEW_MESSAGES.unknownQuestion },
    ]);
  const slugs = ids.flatMap((id) =>
    id.startsWith(prefix) && id.length > prefix.length ? [id.slice(prefix.length)] : [],
  );
  if (slugs.length !== ids.length) throw unknown();
  const questions = await readQuestions(db, actor, group, slugs);
  const byId = new Map(questions.map((question) => [question.id, question]));
  if (ids.some((id) => !byId.has(id))) throw unknown();
  return byId;
}
