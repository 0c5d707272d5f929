import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Leaves: the membership becomes inactive, and joining again restores it. */
export function leaveIncubator(slug: string): Promise<unknown> {
  return apiRequest(`/api/incubators/${encodeURIComponent(slug)}/membership`, { method: "DELETE" });
}

export function useLeaveIncubator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveIncubator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
