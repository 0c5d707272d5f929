import {
  type MyMentorProfileResponse,
  mentorProfileEndpoints,
  type OwnMentorProfile,
  type SaveMentorProfileInput,
} from "@hatchery/shared";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentorProfileKeys } from "@/lib/query-keys/mentor-profile-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export function saveMentorProfile(input: SaveMentorProfileInput): Promise<OwnMentorProfile> {
  return callApi(mentorProfileEndpoints.save, { body: input });
}

/** The editor shows the saved profile at once; every other mentor read refreshes behind it. */
export function keepOwnProfile(queryClient: QueryClient, profile: OwnMentorProfile): Promise<void> {
  queryClient.setQueryData<MyMentorProfileResponse>(mentorProfileKeys.mine(), (current) =>
    current ? { ...current, profile, suggestedSlug: profile.slug } : current,
  );
  return queryClient.invalidateQueries({
    queryKey: mentorProfileKeys.all,
    predicate: (query) => query.queryKey[1] !== "mine",
  });
}

export function useSaveMentorProfile(successToast?: SuccessToastOf<typeof saveMentorProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMentorProfile,
    onSuccess: (profile, variables) => {
      announceSuccess(successToast, profile, variables);
      return keepOwnProfile(queryClient, profile);
    },
  });
}
