import {
  gamesEndpoints,
  type InterviewQuestionsQuery,
  type InterviewQuestionsResponse,
} from "@hatchery/shared";
import { callApi } from "@/lib/api-client";

/** Fresh questions for each session: not cached, since every draw is random. */
export function getInterviewQuestions(
  query: InterviewQuestionsQuery,
  signal?: AbortSignal,
): Promise<InterviewQuestionsResponse> {
  return callApi(gamesEndpoints.interviewQuestions, { query, signal });
}
