import { feedEndpoints } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";

/** The item a link (a notification) points at, shown above the feed. */
export function useFeedItem(id: string | null) {
  return useQuery({
    queryKey: [...feedKeys.pages(), "item", id ?? ""],
    queryFn: ({ signal }) => callApi(feedEndpoints.item, { params: { id: id ?? "" }, signal }),
    enabled: id !== null,
    select: (response) => response.item,
  });
}
