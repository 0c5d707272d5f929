import {
  type AnswerFeedback,
  answerFeedback,
  type InterviewAnswerMode,
  type InterviewGroup,
  type InterviewSession,
  type InterviewSessionSummary,
  type InterviewSessionsResponse,
  summariseAnswers,
} from "@hatchery/shared";
import { and, asc, count, desc, eq, sql, sum } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { interviewAnswers, interviewSessions } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { decodeCursor, exactTimestamp, pageOf } from "../../lib/pagination";
import { publishEvent } from "../../lib/realtime/event-log";
import { isUuid } from "../../lib/uuid";
import * as interviewPolicy from "./interview.policy";
import { readInterviewQuestionsByIds } from "./interview-questions.service";

/*
 * A signed-in person's interview practice sessions (docs/decisions/045-interview-practice.md). The
 * feedback of every answer is computed here from the kept text and the question's key points; the
 * browser shows its own copy of the same measures but never sends it.
 */

export interface InterviewSessionSaveInput {
  group: InterviewGroup;
  answers: { questionId: string; text: string; mode: InterviewAnswerMode; seconds: number | null }[];
  now: Date;
}

function signedIn(actor: Actor): string {
  interviewPolicy.assertCan(actor, "keepSession", null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

type SessionRow = typeof interviewSessions.$inferSelect;

function toSummary(row: SessionRow): InterviewSessionSummary {
  return {
    id: row.id,
    group: row.questionGroup,
    createdAt: row.createdAt.toISOString(),
    answerCount: row.answerCount,
    words: row.words,
    fillers: row.fillers,
    wordsPerMinute: row.wordsPerMinute,
    fillersPerMinute: row.fillersPerMinute === null ? null : Math.round(row.fillersPerMinute * 10) / 10,
    keyPointsCovered: row.keyPointsCovered,
    keyPointsTotal: row.keyPointsTotal,
  };
}

async function readSession(db: Database, actor: Actor, id: string): Promise<InterviewSession> {
  const [row] = isUuid(id)
    ? await db.select().from(interviewSessions).where(eq(interviewSessions.id, id))
    : [];
  interviewPolicy.assertCan(actor, "readSession", row ? { ownerId: row.userId } : null);
  if (!row) throw new AppError("not_found");
  const answers = await db
    .select()
    .from(interviewAnswers)
    .where(eq(interviewAnswers.sessionId, row.id))
    .orderBy(asc(interviewAnswers.position));
  return {
    ...toSummary(row),
    answers: answers.map((answer) => ({
      questionId: answer.questionId,
      question: answer.question,
      text: answer.text,
      mode: answer.mode,
      seconds: answer.seconds,
      feedback: answer.feedback,
    })),
  };
}

/**
 * Keeps a finished session: every question must be one of the group's (422 otherwise), each answered
 * once (the schema and a unique index say so). The event that earns its points is published in the
 * same transaction; the projector decides what it earns.
 */
export async function saveInterviewSession(
  db: Database,
  actor: Actor,
  input: InterviewSessionSaveInput,
): Promise<InterviewSession> {
  const userId = signedIn(actor);
  const questions = await readInterviewQuestionsByIds(
    db,
    actor,
    input.group,
    input.answers.map((answer) => answer.questionId),
  );
  const answers = input.answers.map((answer) => {
    const question = questions.get(answer.questionId);
    if (!question) throw new Error("a checked question went missing");
    const feedback: AnswerFeedback = answerFeedback({
      text: answer.text,
      seconds: answer.seconds,
      mode: answer.mode,
      keyPoints: question.keyPoints,
      targetSeconds: question.targetSeconds,
    });
    return { ...answer, question: question.title, feedback };
  });
  const summary = summariseAnswers(answers.map((answer) => answer.feedback));
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(interviewSessions)
      .values({ userId, questionGroup: input.group, ...summary, createdAt: input.now })
      .returning({ id: interviewSessions.id });
    if (!session) throw new Error("the session was not stored");
    await tx.insert(interviewAnswers).values(
      answers.map((answer, index) => ({
        sessionId: session.id,
        position: index + 1,
        questionId: answer.questionId,
        question: answer.question,
        text: answer.text,
        mode: answer.mode,
        seconds: answer.seconds,
        feedback: answer.feedback,
        createdAt: input.now,
      })),
    );
    await publishEvent(tx, {
      type: "games.interview_completed",
      audience: { kind: "person", id: userId },
      payload: { sessionId: session.id },
    });
    return session.id;
  });
  return readSession(db, actor, sessionId);
}

const sessionCursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/** The person's sessions, newest first, keyset-paged by (created_at, id). */
export async function listMyInterviewSessions(
  db: Database,
  actor: Actor,
  input: { cursor?: string; limit: number },
): Promise<InterviewSessionsResponse> {
  const userId = signedIn(actor);
  const after =
    input.cursor === undefined
      ? undefined
      : (() => {
          const [createdAt, id] = decodeCursor(input.cursor, sessionCursorSchema);
          return sql`(${interviewSessions.createdAt}, ${interviewSessions.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;
        })();
  const rows = await db
    .select({ session: interviewSessions, createdExact: exactTimestamp(interviewSessions.createdAt) })
    .from(interviewSessions)
    .where(and(eq(interviewSessions.userId, userId), after))
    .orderBy(desc(interviewSessions.createdAt), desc(interviewSessions.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.createdExact, row.session.id]);
  return { items: page.items.map((row) => toSummary(row.session)), nextCursor: page.nextCursor };
}

/** One of the person's sessions with its answers; 404 for an unknown id or another person's. */
export async function readMyInterviewSession(
  db: Database,
  actor: Actor,
  id: string,
): Promise<InterviewSession> {
  signedIn(actor);
  return readSession(db, actor, id);
}

/** A person's practice of one question group: sessions kept, and key points covered of those asked. */
export interface InterviewPracticeStanding {
  group: InterviewGroup;
  sessions: number;
  keyPointsCovered: number;
  keyPointsTotal: number;
}

/** The person's practice per question group they practised (for the skills profile); none for a visitor. */
export async function readInterviewPractice(
  db: Database,
  actor: Actor,
): Promise<InterviewPracticeStanding[]> {
  if (actor.kind !== "user") return [];
  const rows = await db
    .select({
      group: interviewSessions.questionGroup,
      sessions: count(),
      keyPointsCovered: sum(interviewSessions.keyPointsCovered).mapWith(Number),
      keyPointsTotal: sum(interviewSessions.keyPointsTotal).mapWith(Number),
    })
    .from(interviewSessions)
    .where(eq(interviewSessions.userId, actor.userId))
    .groupBy(interviewSessions.questionGroup);
  return rows;
}
