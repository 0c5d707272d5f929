import { defineEndpoint } from "../api-endpoint";
import {
  careerBestsResponseSchema,
  careerRunResponseSchema,
  careerRunSchema,
  careerScenariosQuerySchema,
  careerScenariosResponseSchema,
} from "../career-game";
import {
  gamesOverviewResponseSchema,
  memoryBestsResponseSchema,
  memoryDeckQuerySchema,
  memoryDeckResponseSchema,
  memoryResultResponseSchema,
  memoryResultSchema,
} from "../games";
import {
  interviewAiFeedbackInputSchema,
  interviewAiFeedbackResponseSchema,
  interviewQuestionsQuerySchema,
  interviewQuestionsResponseSchema,
  interviewSessionInputSchema,
  interviewSessionSchema,
  interviewSessionsQuerySchema,
  interviewSessionsResponseSchema,
} from "../interview";
import {
  tmayAttemptInputSchema,
  tmayAttemptSchema,
  tmayAttemptsResponseSchema,
  tmayDraftInputSchema,
  tmayDraftSchema,
  tmayDraftsResponseSchema,
} from "../tmay";

/**
 * The career games (docs/decisions/043-memory-game.md, 046-career-game.md): open to visitors, results
 * kept when signed in.
 */
export const gamesEndpoints = {
  overview: defineEndpoint({
    method: "GET",
    path: "/api/games/overview",
    status: 200,
    response: gamesOverviewResponseSchema,
  }),
  memoryDeck: defineEndpoint({
    method: "GET",
    path: "/api/games/memory/deck",
    query: memoryDeckQuerySchema,
    status: 200,
    response: memoryDeckResponseSchema,
  }),
  memoryResult: defineEndpoint({
    method: "POST",
    path: "/api/games/memory/results",
    body: memoryResultSchema,
    status: 201,
    response: memoryResultResponseSchema,
  }),
  memoryBests: defineEndpoint({
    method: "GET",
    path: "/api/games/memory/bests",
    status: 200,
    response: memoryBestsResponseSchema,
  }),
  careerScenarios: defineEndpoint({
    method: "GET",
    path: "/api/games/career/scenarios",
    query: careerScenariosQuerySchema,
    status: 200,
    response: careerScenariosResponseSchema,
  }),
  careerRun: defineEndpoint({
    method: "POST",
    path: "/api/games/career/runs",
    body: careerRunSchema,
    status: 201,
    response: careerRunResponseSchema,
  }),
  careerBests: defineEndpoint({
    method: "GET",
    path: "/api/games/career/bests",
    status: 200,
    response: careerBestsResponseSchema,
  }),
  /** The interview practice (docs/decisions/045-interview-practice.md). */
  interviewQuestions: defineEndpoint({
    method: "GET",
    path: "/api/games/interview/questions",
    query: interviewQuestionsQuerySchema,
    status: 200,
    response: interviewQuestionsResponseSchema,
  }),
  interviewSessionSave: defineEndpoint({
    method: "POST",
    path: "/api/games/interview/sessions",
    body: interviewSessionInputSchema,
    status: 201,
    response: interviewSessionSchema,
  }),
  interviewSessions: defineEndpoint({
    method: "GET",
    path: "/api/games/interview/sessions",
    query: interviewSessionsQuerySchema,
    status: 200,
    response: interviewSessionsResponseSchema,
  }),
  interviewSession: defineEndpoint({
    method: "GET",
    path: "/api/games/interview/sessions/:id",
    status: 200,
    response: interviewSessionSchema,
  }),
  interviewAiFeedback: defineEndpoint({
    method: "POST",
    path: "/api/games/interview/ai-feedback",
    body: interviewAiFeedbackInputSchema,
    status: 200,
    response: interviewAiFeedbackResponseSchema,
  }),
  /** The introduction tutor (docs/decisions/048-tmay-tutor.md). */
  tmayDraftSave: defineEndpoint({
    method: "POST",
    path: "/api/games/tmay/drafts",
    body: tmayDraftInputSchema,
    status: 201,
    response: tmayDraftSchema,
  }),
  tmayDrafts: defineEndpoint({
    method: "GET",
    path: "/api/games/tmay/drafts",
    status: 200,
    response: tmayDraftsResponseSchema,
  }),
  tmayAttemptSave: defineEndpoint({
    method: "POST",
    path: "/api/games/tmay/attempts",
    body: tmayAttemptInputSchema,
    status: 201,
    response: tmayAttemptSchema,
  }),
  tmayAttempts: defineEndpoint({
    method: "GET",
    path: "/api/games/tmay/attempts",
    status: 200,
    response: tmayAttemptsResponseSchema,
  }),
};
