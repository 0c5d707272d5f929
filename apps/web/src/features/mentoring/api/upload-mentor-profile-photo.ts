import {
  type MentorPhotoResponse,
  type MyMentorProfileResponse,
  mentorProfileEndpoints,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { mentorProfileKeys } from "@/lib/query-keys/mentor-profile-keys";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

/** A new photo (multipart field `file`), or `null` to go back to the person's avatar. */
export function setMentorProfilePhoto(file: File | null): Promise<MentorPhotoResponse> {
  if (file === null) return callApi(mentorProfileEndpoints.removePhoto, {});
  const body = new FormData();
  body.append("file", file);
  return callApi(mentorProfileEndpoints.uploadPhoto, { body });
}

export function useMentorProfilePhoto(successToast?: SuccessToastOf<typeof setMentorProfilePhoto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMentorProfilePhoto,
    onSuccess: (data, file) => {
      announceSuccess(successToast, data, file);
      queryClient.setQueryData<MyMentorProfileResponse>(mentorProfileKeys.mine(), (current) =>
        current?.profile ? { ...current, profile: { ...current.profile, photoUrl: data.photoUrl } } : current,
      );
      return queryClient.invalidateQueries({
        queryKey: mentorProfileKeys.all,
        predicate: (query) => query.queryKey[1] !== "mine",
      });
    },
  });
}
