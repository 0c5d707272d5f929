import type { fundingCriterionInputSchema, fundingQuestionInputSchema } from "@hatchery/shared";
import { and, eq, notInArray } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { fundingCallQuestions, fundingRubricCriteria } from "../../db/schema";
import { AppError } from "../../lib/errors";

/**
 * A call's questions and rubric as the editor sends them: the lists replace the call's, an item with
 * its id keeps its row (and the answers or scores already given to it), the rest are removed or added.
 */

type QuestionInput = z.output<typeof fundingQuestionInputSchema>;
type CriterionInput = z.output<typeof fundingCriterionInputSchema>;

function unknownItem(path: string, message: string): AppError {
  return new AppError("validation_failed", message, [{ path: [path], message }]);
}

export async function replaceQuestions(
  tx: Database,
  callId: string,
  questions: QuestionInput[],
): Promise<void> {
  const existing = await tx
    .select({ id: fundingCallQuestions.id })
    .from(fundingCallQuestions)
    .where(eq(fundingCallQuestions.callId, callId));
  const existingIds = new Set(existing.map((row) => row.id));
  const kept = questions.flatMap((question) => (question.id ? [question.id] : []));
  if (kept.some((id) => !existingIds.has(id)) || new Set(kept).size !== kept.length) {
    throw unknownItem("questions", "A question's id is not one of this call's");
  }
  const removed = and(
    eq(fundingCallQuestions.callId, callId),
    kept.length > 0 ? notInArray(fundingCallQuestions.id, kept) : undefined,
  );
  await tx.delete(fundingCallQuestions).where(removed);
  // Positions are unique per call: the kept rows step aside before taking their new places.
  for (const [index, id] of kept.entries()) {
    await tx
      .update(fundingCallQuestions)
      .set({ position: -1 - index })
      .where(eq(fundingCallQuestions.id, id));
  }
  for (const [position, { id, ...fields }] of questions.entries()) {
    if (id) {
      await tx
        .update(fundingCallQuestions)
        .set({ ...fields, position })
        .where(eq(fundingCallQuestions.id, id));
    } else {
      await tx.insert(fundingCallQuestions).values({ ...fields, position, callId });
    }
  }
}

export async function replaceCriteria(
  tx: Database,
  callId: string,
  criteria: CriterionInput[],
): Promise<void> {
  const existing = await tx
    .select({ id: fundingRubricCriteria.id })
    .from(fundingRubricCriteria)
    .where(eq(fundingRubricCriteria.callId, callId));
  const existingIds = new Set(existing.map((row) => row.id));
  const kept = criteria.flatMap((criterion) => (criterion.id ? [criterion.id] : []));
  if (kept.some((id) => !existingIds.has(id)) || new Set(kept).size !== kept.length) {
    throw unknownItem("criteria", "A criterion's id is not one of this call's");
  }
  const removed = and(
    eq(fundingRubricCriteria.callId, callId),
    kept.length > 0 ? notInArray(fundingRubricCriteria.id, kept) : undefined,
  );
  await tx.delete(fundingRubricCriteria).where(removed);
  for (const [index, id] of kept.entries()) {
    await tx
      .update(fundingRubricCriteria)
      .set({ position: -1 - index })
      .where(eq(fundingRubricCriteria.id, id));
  }
  for (const [position, { id, ...fields }] of criteria.entries()) {
    if (id) {
      await tx
        .update(fundingRubricCriteria)
        .set({ ...fields, position })
        .where(eq(fundingRubricCriteria.id, id));
    } else {
      await tx.insert(fundingRubricCriteria).values({ ...fields, position, callId });
    }
  }
}
