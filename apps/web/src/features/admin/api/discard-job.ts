import { adminOperationsEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export function discardJob(id: string): Promise<void> {
  return callApi(adminOperationsEndpoints.discardJob, { params: { id } });
}

export function useDiscardJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discardJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOperationsKeys.all }),
  });
}
