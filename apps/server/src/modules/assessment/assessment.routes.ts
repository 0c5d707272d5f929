import { ASSESSMENT_HISTORY_MAX, ASSESSMENT_MESSAGES, assessmentEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { RateLimitRule } from "../../lib/rate-limit";
import type { ModuleDeps } from "../../module-deps";
import {
  changeSharing,
  listHistory,
  listRoleFitQuestions,
  readResult,
  readSharing,
  saveResult,
  scoreAnswers,
} from "./assessment.service";

const signedOut = apiErrorResponse("Not signed in.");

/**
 * Finished parts scored or saved from one address. A part takes minutes to answer, so thirty in ten
 * minutes is far beyond a person's pace, and stops a script filling the table or the server's time.
 */
export const ASSESSMENT_RATE_LIMIT = {
  name: "assessment:ip",
  points: 30,
  windowMs: 10 * 60_000,
  message: "Too many finished parts from this address. Try again in a few minutes.",
} as const satisfies RateLimitRule;
const rateLimited = apiErrorResponse(ASSESSMENT_RATE_LIMIT.message);
const badAnswers = apiErrorResponse(
  "The part is unknown, a question is left out or unknown, or an answer is not one of its options.",
);

/** The career assessment (docs/decisions/038-assessment.md). */
export function assessmentRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(assessmentEndpoints.roleFitQuestions, {
      summary: "The role-fit questions of the career assessment, in order, with their options.",
      tags: ["assessment"],
      success: "Every role-fit question with its scene and options.",
      handler: () => listRoleFitQuestions(db),
    }),
    defineEndpointRoute(assessmentEndpoints.score, {
      summary: "Scores a finished part of the assessment without keeping it (for visitors).",
      tags: ["assessment"],
      success: "The part's scores.",
      rateLimit: ASSESSMENT_RATE_LIMIT,
      errors: { 422: badAnswers, 429: rateLimited },
      handler: (_c, { body }) => scoreAnswers(db, body),
    }),
    defineEndpointRoute(assessmentEndpoints.save, {
      summary: "Scores and keeps a finished part for the signed-in person; a retake adds a result.",
      tags: ["assessment"],
      success: "The saved result.",
      middleware: [guards.requireUser],
      rateLimit: ASSESSMENT_RATE_LIMIT,
      errors: { 401: signedOut, 422: badAnswers, 429: rateLimited },
      handler: async (c, { body }) => saveResult(db, c.get("actor"), body, clock.now()),
    }),
    defineEndpointRoute(assessmentEndpoints.history, {
      summary: `The signed-in person's own results, newest first (the latest ${ASSESSMENT_HISTORY_MAX}), optionally of one part.`,
      tags: ["assessment"],
      success: "The person's results.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 422: apiErrorResponse("The part is not personality or role-fit.") },
      handler: (c, { query }) => listHistory(db, c.get("actor"), query),
    }),
    defineEndpointRoute(assessmentEndpoints.result, {
      summary: "One result, for its owner only.",
      tags: ["assessment"],
      success: "The result.",
      middleware: [guards.identifyUser],
      errors: {
        404: apiErrorResponse(`${ASSESSMENT_MESSAGES.notFound}: none with this id is the caller's.`),
      },
      handler: (c, { params }) => readResult(db, c.get("actor"), params.id),
    }),
    defineEndpointRoute(assessmentEndpoints.sharing, {
      summary: "Whether the signed-in person shows their role-fit summary to teams they apply to.",
      tags: ["assessment"],
      success: "The person's choice (off until they opt in).",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => readSharing(db, c.get("actor")),
    }),
    defineEndpointRoute(assessmentEndpoints.changeSharing, {
      summary: "Opts in or out of showing the role-fit summary to teams the person applies to.",
      tags: ["assessment"],
      success: "The person's choice as stored.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 422: apiErrorResponse("shareRoleFitWithTeams is not true or false.") },
      handler: (c, { body }) => changeSharing(db, c.get("actor"), body),
    }),
  ];
}
