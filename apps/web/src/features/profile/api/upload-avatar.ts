import { type AvatarResponse, accountEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SESSION_QUERY_KEY, type Session, updateSession } from "@/lib/auth/session";
import { announceSuccess, type SuccessToastOf } from "@/lib/success-toast";

export function uploadAvatar(file: File): Promise<AvatarResponse> {
  const body = new FormData();
  body.append("file", file);
  return callApi(accountEndpoints.uploadAvatar, { body });
}

export function useUploadAvatar(successToast?: SuccessToastOf<typeof uploadAvatar>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (data, variables) => {
      announceSuccess(successToast, data, variables);
      const { image } = data;
      const session = queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY);
      if (session) updateSession(queryClient, { ...session, user: { ...session.user, image } });
    },
  });
}
