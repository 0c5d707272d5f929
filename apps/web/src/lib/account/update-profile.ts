import { accountEndpoints, type MeResponse, type UpdateProfileInput } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { updateSession } from "@/lib/auth/session";
import { peopleKeys } from "@/lib/query-keys/people-keys";

export function updateProfile(input: UpdateProfileInput): Promise<MeResponse> {
  return callApi(accountEndpoints.updateProfile, { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the new me body: the header and every tab show the new name at once.
    onSuccess: (account) => {
      updateSession(queryClient, account);
      // The person's own profile page shows the same fields, and what they chose to show of it.
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all });
    },
  });
}
