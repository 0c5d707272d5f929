import { defineEndpoint } from "../api-endpoint";
import {
  assessmentAnswersSchema,
  assessmentHistoryQuerySchema,
  assessmentHistorySchema,
  assessmentResultParamsSchema,
  assessmentResultSchema,
  assessmentScoresSchema,
  assessmentSharingSchema,
  roleFitQuestionsSchema,
} from "../assessment";

/** The career assessment (docs/decisions/038-assessment.md). */
export const assessmentEndpoints = {
  roleFitQuestions: defineEndpoint({
    method: "GET",
    path: "/api/assessment/role-fit/questions",
    status: 200,
    response: roleFitQuestionsSchema,
  }),
  /** Scores answers without keeping them: what a visitor sees. */
  score: defineEndpoint({
    method: "POST",
    path: "/api/assessment/score",
    body: assessmentAnswersSchema,
    status: 200,
    response: assessmentScoresSchema,
  }),
  save: defineEndpoint({
    method: "POST",
    path: "/api/assessment/results",
    body: assessmentAnswersSchema,
    status: 201,
    response: assessmentResultSchema,
  }),
  history: defineEndpoint({
    method: "GET",
    path: "/api/assessment/results",
    query: assessmentHistoryQuerySchema,
    status: 200,
    response: assessmentHistorySchema,
  }),
  result: defineEndpoint({
    method: "GET",
    path: "/api/assessment/results/:id",
    params: assessmentResultParamsSchema,
    status: 200,
    response: assessmentResultSchema,
  }),
  sharing: defineEndpoint({
    method: "GET",
    path: "/api/assessment/sharing",
    status: 200,
    response: assessmentSharingSchema,
  }),
  changeSharing: defineEndpoint({
    method: "PUT",
    path: "/api/assessment/sharing",
    body: assessmentSharingSchema,
    status: 200,
    response: assessmentSharingSchema,
  }),
};
