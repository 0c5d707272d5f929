import { type FeedItemKind, feedEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";

/** Replaces the kinds of item the person mutes; every feed reloads without them. */
export function useSetMutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mutedKinds: FeedItemKind[]) => callApi(feedEndpoints.setMutes, { body: { mutedKinds } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}
