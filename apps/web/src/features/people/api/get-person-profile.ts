import { type PersonProfile, peopleEndpoints } from "@hatchery/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { peopleKeys } from "@/lib/query-keys/people-keys";

/** A person's profile as the caller may see it; not found alike when unknown or not theirs to see. */
export function getPersonProfile(handle: string, signal?: AbortSignal): Promise<PersonProfile> {
  return callApi(peopleEndpoints.profile, { params: { handle }, signal });
}

export function getPersonProfileQueryOptions(handle: string) {
  return queryOptions({
    queryKey: peopleKeys.profile(handle),
    queryFn: ({ signal }) => getPersonProfile(handle, signal),
  });
}

export function usePersonProfile(handle: string) {
  return useQuery(getPersonProfileQueryOptions(handle));
}
