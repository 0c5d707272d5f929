import { type MeResponse, meResponseSchema } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { updateSession } from "@/lib/auth/session";

/** Copies name, headline and photo from the linked LinkedIn account into the profile. */
export function importLinkedInProfile(): Promise<MeResponse> {
  return apiRequest("/api/account/linkedin/import", { method: "POST", body: {}, schema: meResponseSchema });
}

export function useImportLinkedInProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLinkedInProfile,
    onSuccess: (account) => updateSession(queryClient, account),
  });
}
