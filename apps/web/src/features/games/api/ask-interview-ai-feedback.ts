import {
  gamesEndpoints,
  type InterviewAiFeedbackInput,
  type InterviewAiFeedbackResponse,
} from "@hatchery/shared";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export function askInterviewAiFeedback(
  input: InterviewAiFeedbackInput,
): Promise<InterviewAiFeedbackResponse> {
  return callApi(gamesEndpoints.interviewAiFeedback, { body: input });
}

/** Written feedback from the installation's AI service, asked for one answer at a time. */
export function useAskInterviewAiFeedback() {
  return useMutation({ mutationFn: askInterviewAiFeedback });
}
