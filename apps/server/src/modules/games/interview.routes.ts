import { gamesEndpoints, INTERVIEW_AI_MESSAGES, INTERVIEW_MESSAGES } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { requestAiFeedback } from "./interview-ai-feedback.service";
import { dealInterviewQuestions } from "./interview-questions.service";
import {
  listMyInterviewSessions,
  readMyInterviewSession,
  saveInterviewSession,
} from "./interview-sessions.service";

const signedOut = apiErrorResponse("Not signed in.");
const tags = ["games"];

/** The interview practice (docs/decisions/045-interview-practice.md): questions for anyone, sessions kept when signed in. */
export function interviewRoutes({ db, guards, clock, env }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(gamesEndpoints.interviewQuestions, {
      summary:
        "Draws the asked number of interview questions at random from the behavioural questions or a role's.",
      tags,
      success: "The questions, each with what a strong answer covers and its target length.",
      errors: {
        422: apiErrorResponse(
          `${INTERVIEW_MESSAGES.group}, ${INTERVIEW_MESSAGES.count}, or: ${INTERVIEW_MESSAGES.tooFewQuestions}.`,
        ),
      },
      handler: (c, { query }) => dealInterviewQuestions(db, c.get("actor"), query),
    }),
    defineEndpointRoute(gamesEndpoints.interviewSessionSave, {
      summary:
        "Keeps the signed-in person's finished practice session with feedback computed from each answer's text.",
      tags,
      success: "The kept session, its answers and their feedback.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse(
          `${INTERVIEW_MESSAGES.emptyAnswer}, ${INTERVIEW_MESSAGES.longAnswer}, ${INTERVIEW_MESSAGES.duplicate}, or ${INTERVIEW_MESSAGES.unknownQuestion}.`,
        ),
      },
      handler: (c, { body }) => saveInterviewSession(db, c.get("actor"), { ...body, now: clock.now() }),
    }),
    defineEndpointRoute(gamesEndpoints.interviewSessions, {
      summary: "The signed-in person's practice sessions, newest first.",
      tags,
      success: "A page of sessions with their figures, and the cursor of the next page.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 422: apiErrorResponse("An invalid cursor or limit.") },
      handler: (c, { query }) => listMyInterviewSessions(db, c.get("actor"), query),
    }),
    defineEndpointRoute(gamesEndpoints.interviewSession, {
      summary: "One of the signed-in person's practice sessions with its answers and their feedback.",
      tags,
      success: "The session.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: apiErrorResponse("No such session of yours.") },
      handler: (c, { params }) => readMyInterviewSession(db, c.get("actor"), params.id),
    }),
    defineEndpointRoute(gamesEndpoints.interviewAiFeedback, {
      summary:
        "Asks the installation's AI service, when configured, for written feedback on one answer the person agreed to send.",
      tags,
      success: "The service's written feedback.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        404: apiErrorResponse(INTERVIEW_AI_MESSAGES.notOffered),
        422: apiErrorResponse(`${INTERVIEW_AI_MESSAGES.agree}, or ${INTERVIEW_MESSAGES.unknownQuestion}.`),
        429: apiErrorResponse(INTERVIEW_AI_MESSAGES.tooMany),
        503: apiErrorResponse(INTERVIEW_AI_MESSAGES.unavailable),
      },
      handler: (c, { body }) => requestAiFeedback(db, c.get("actor"), env, body),
    }),
  ];
}
