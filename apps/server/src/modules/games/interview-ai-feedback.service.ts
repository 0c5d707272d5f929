import {
  INTERVIEW_AI_MESSAGES,
  INTERVIEW_AI_REQUESTS_PER_HOUR,
  INTERVIEW_GROUPS,
  INTERVIEW_MESSAGES,
  type InterviewAiFeedbackResponse,
} from "@hatchery/shared";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { createRateLimit } from "../../lib/rate-limit";
import * as interviewPolicy from "./interview.policy";
import { readInterviewQuestionsByIds } from "./interview-questions.service";

/*
 * Optional written feedback on one answer from an OpenAI-compatible service (docs/decisions/045-
 * interview-practice.md). Off unless AI_BASE_URL, AI_API_KEY and AI_MODEL are set; sent only when the
 * person ticked the agreement (the request carries it); at most 10 requests an hour per person. Only the
 * question, its key points and the answer's text are sent: no name, no email, no audio.
 */

const REPLY_TIMEOUT_MS = 20_000;
const REPLY_MAX_CHARS = 4000;

const INSTRUCTIONS =
  "You coach people practising job interviews. Give short written feedback on the answer below: what it covers well, what is missing among the key points, and one concrete change for next time. Judge only what the words say. Never guess at the person's confidence, personality, feelings, background or identity, and never give a score. Write at most 150 words, in plain English, addressed to the person as 'you'.";

export function aiFeedbackEnabled(env: Env): boolean {
  return Boolean(env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL);
}

const limits = new WeakMap<Database, ReturnType<typeof createRateLimit>>();
function aiLimit(db: Database) {
  let limit = limits.get(db);
  if (!limit) {
    limit = createRateLimit(db, {
      name: "interview-ai",
      points: INTERVIEW_AI_REQUESTS_PER_HOUR,
      windowMs: 60 * 60 * 1000,
      message: INTERVIEW_AI_MESSAGES.tooMany,
    });
    limits.set(db, limit);
  }
  return limit;
}

function groupOf(questionId: string) {
  const prefix = questionId.split("/")[0];
  const group = INTERVIEW_GROUPS.find((candidate) => candidate === prefix);
  if (!group) throw new AppError("validation_failed", INTERVIEW_MESSAGES.unknownQuestion);
  return group;
}

/** The reply's text, from the chat completion's first choice; null for any other shape. */
function replyText(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const choices: unknown = Reflect.get(body, "choices");
  if (!Array.isArray(choices)) return null;
  const first: unknown = choices[0];
  if (typeof first !== "object" || first === null) return null;
  const message: unknown = Reflect.get(first, "message");
  if (typeof message !== "object" || message === null) return null;
  const content: unknown = Reflect.get(message, "content");
  return typeof content === "string" && content.trim() ? content.trim().slice(0, REPLY_MAX_CHARS) : null;
}

export async function requestAiFeedback(
  db: Database,
  actor: Actor,
  env: Env,
  input: { questionId: string; text: string },
  fetchReply: typeof fetch = fetch,
): Promise<InterviewAiFeedbackResponse> {
  interviewPolicy.assertCan(actor, "askAi", null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  if (!baseUrl || !apiKey || !model) throw new AppError("not_found", INTERVIEW_AI_MESSAGES.notOffered);
  const questions = await readInterviewQuestionsByIds(db, actor, groupOf(input.questionId), [
    input.questionId,
  ]);
  const question = questions.get(input.questionId);
  if (!question) throw new AppError("validation_failed", INTERVIEW_MESSAGES.unknownQuestion);
  await aiLimit(db).consume(actor.userId);
  const keyPoints = question.keyPoints.map((point) => `- ${point.text}`).join("\n");
  let response: Response;
  try {
    response = await fetchReply(
      new URL("chat/completions", baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`),
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({
          model,
          temperature: 0.3,
          max_tokens: 400,
          messages: [
            { role: "system", content: INSTRUCTIONS },
            {
              role: "user",
              content: `Question: ${question.title}\nWhat a strong answer covers:\n${keyPoints}\n\nAnswer:\n${input.text}`,
            },
          ],
        }),
        signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
      },
    );
  } catch {
    throw new AppError("unavailable", INTERVIEW_AI_MESSAGES.unavailable);
  }
  const text = response.ok ? replyText(await response.json().catch(() => null)) : null;
  if (!text) throw new AppError("unavailable", INTERVIEW_AI_MESSAGES.unavailable);
  return { feedback: text };
}
