import { adminOperationsEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export function retryJob(id: string): Promise<void> {
  return callApi(adminOperationsEndpoints.retryJob, { params: { id } });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOperationsKeys.all }),
  });
}
