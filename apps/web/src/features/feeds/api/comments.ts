import { type FeedCommentList, feedEndpoints } from "@hatchery/shared";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";

export function commentsQueryOptions(itemId: string) {
  return infiniteQueryOptions({
    queryKey: feedKeys.comments(itemId),
    queryFn: ({ pageParam, signal }): Promise<FeedCommentList> =>
      callApi(feedEndpoints.comments, {
        params: { id: itemId },
        query: { cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useComments(itemId: string) {
  return useInfiniteQuery(commentsQueryOptions(itemId));
}

/** Writing, editing and deleting a comment refresh the thread and the item's count. */
export function useCommentChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { kind: "create"; itemId: string; body: string; parentId: string | null; mentionIds: string[] }
        | { kind: "update"; itemId: string; id: string; body: string; mentionIds: string[] }
        | { kind: "delete" | "hide"; itemId: string; id: string },
    ): Promise<unknown> => {
      switch (change.kind) {
        case "create":
          return callApi(feedEndpoints.createComment, {
            params: { id: change.itemId },
            body: { body: change.body, parentId: change.parentId, mentionIds: change.mentionIds },
          });
        case "update":
          return callApi(feedEndpoints.updateComment, {
            params: { id: change.id },
            body: { body: change.body, mentionIds: change.mentionIds },
          });
        case "delete":
          return callApi(feedEndpoints.deleteComment, { params: { id: change.id } });
        case "hide":
          return callApi(feedEndpoints.hideComment, { params: { id: change.id } });
      }
    },
    onSuccess: (_, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.comments(change.itemId) }),
        queryClient.invalidateQueries({ queryKey: feedKeys.pages() }),
      ]),
  });
}
