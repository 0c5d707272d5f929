import { mentorProfileEndpoints, type OwnMentorProfile } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";
import { keepOwnProfile } from "./save-mentor-profile";

/** `publish: true` lists the saved profile; `false` takes it back to a draft. */
export function setMentorProfilePublished(publish: boolean): Promise<OwnMentorProfile> {
  return callApi(publish ? mentorProfileEndpoints.publish : mentorProfileEndpoints.unpublish, {});
}

export function usePublishMentorProfile(successToast?: SuccessToastOf<typeof setMentorProfilePublished>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMentorProfilePublished,
    onSuccess: (profile, publish) => {
      announceSuccess(successToast, profile, publish);
      return keepOwnProfile(queryClient, profile);
    },
  });
}
