import {
  type AdminIncubatorResponse,
  adminOperationsEndpoints,
  type IncubatorStatus,
} from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { adminOperationsKeys } from "@/lib/query-keys/admin-operations-keys";

export function changeIncubatorStatus(input: {
  slug: string;
  status: IncubatorStatus;
}): Promise<AdminIncubatorResponse> {
  return callApi(adminOperationsEndpoints.incubatorStatus, {
    params: { slug: input.slug },
    body: { status: input.status },
  });
}

export function useChangeIncubatorStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeIncubatorStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOperationsKeys.all }),
  });
}
