import { type AdminIncubatorResponse, adminOperationsEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export function transferIncubator(input: { slug: string; email: string }): Promise<AdminIncubatorResponse> {
  return callApi(adminOperationsEndpoints.incubatorOwner, {
    params: { slug: input.slug },
    body: { email: input.email },
  });
}

export function useTransferIncubator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferIncubator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOperationsKeys.all }),
  });
}
