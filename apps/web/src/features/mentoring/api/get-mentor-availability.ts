import { type MentorAvailabilityResponse, mentorAvailabilityEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentoringSessionKeys } from "@/lib/query-keys/mentoring-session-keys";

export function getMentorAvailability(signal?: AbortSignal): Promise<MentorAvailabilityResponse> {
  return callApi(mentorAvailabilityEndpoints.get, { signal });
}

export function getMentorAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: mentoringSessionKeys.availability(),
    queryFn: ({ signal }) => getMentorAvailability(signal),
  });
}

/** The signed-in advisor's or coach's availability settings. */
export function useMentorAvailability() {
  return useQuery(getMentorAvailabilityQueryOptions());
}
