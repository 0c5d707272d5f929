import { type MentorProfileResponse, mentorProfileEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentorProfileKeys } from "@/lib/query-keys/mentor-profile-keys";

/** A published advisor's or coach's page; its owner also reads their draft. */
export function getMentorProfile(slug: string, signal?: AbortSignal): Promise<MentorProfileResponse> {
  return callApi(mentorProfileEndpoints.detail, { params: { slug }, signal });
}

export function getMentorProfileQueryOptions(slug: string) {
  return queryOptions({
    queryKey: mentorProfileKeys.detail(slug),
    queryFn: ({ signal }) => getMentorProfile(slug, signal),
  });
}

export function useMentorProfile(slug: string) {
  return useQuery(getMentorProfileQueryOptions(slug));
}
