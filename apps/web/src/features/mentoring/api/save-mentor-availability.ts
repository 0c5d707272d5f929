import {
  type MentorAvailabilityInput,
  type MentorAvailabilityResponse,
  mentorAvailabilityEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringSessionKeys } from "@/lib/query-keys/mentoring-session-keys";

export function saveMentorAvailability(body: MentorAvailabilityInput): Promise<MentorAvailabilityResponse> {
  return callApi(mentorAvailabilityEndpoints.save, { body });
}

/** Saves the settings whole; the answer replaces what the page shows, and free times refresh. */
export function useSaveMentorAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMentorAvailability,
    onSuccess: (data) => {
      queryClient.setQueryData(mentoringSessionKeys.availability(), data);
      return queryClient.invalidateQueries({ queryKey: mentoringSessionKeys.all });
    },
  });
}
