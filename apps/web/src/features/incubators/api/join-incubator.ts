import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { incubatorKeys } from "@/lib/query-keys/incubator-keys";

/** Joins as a guest member (or rejoins: the server sets the membership active again). */
export function joinIncubator(slug: string): Promise<unknown> {
  return apiRequest(`/api/incubators/${encodeURIComponent(slug)}/membership`, { method: "POST" });
}

export function useJoinIncubator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinIncubator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incubatorKeys.all }),
  });
}
