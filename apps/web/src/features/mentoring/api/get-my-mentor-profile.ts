import { type MyMentorProfileResponse, mentorProfileEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentorProfileKeys } from "@/lib/query-keys/mentor-profile-keys";

/** The signed-in person's mentor profile, the kinds they may be listed as, and a slug to start from. */
export function getMyMentorProfile(signal?: AbortSignal): Promise<MyMentorProfileResponse> {
  return callApi(mentorProfileEndpoints.mine, { signal });
}

export function getMyMentorProfileQueryOptions() {
  return queryOptions({
    queryKey: mentorProfileKeys.mine(),
    queryFn: ({ signal }) => getMyMentorProfile(signal),
  });
}

export function useMyMentorProfile() {
  return useQuery(getMyMentorProfileQueryOptions());
}
