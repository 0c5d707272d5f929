import { accountEndpoints, type MeResponse } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { updateSession } from "@/lib/auth/session";

/** Copies name, headline and photo from the linked LinkedIn account into the profile. */
export function importLinkedInProfile(): Promise<MeResponse> {
  return callApi(accountEndpoints.importLinkedInProfile);
}

export function useImportLinkedInProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLinkedInProfile,
    onSuccess: (account) => updateSession(queryClient, account),
  });
}
