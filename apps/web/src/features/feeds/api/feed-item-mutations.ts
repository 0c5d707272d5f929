import { type FeedItem, type FeedReaction, type FeedReportReason, feedEndpoints } from "@hatchery/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { feedKeys } from "@/lib/query-keys/feed-keys";
import { announceSuccess, type SuccessToast } from "@/lib/success-toast";
import { type FeedTarget, feedKeyOf } from "./feed-target";
import { prependItems, replaceItem } from "./list-feed";

interface PostInput {
  body: string;
  mentionIds: string[];
}

/** Writes a post in a scope; it appears on top of the feed it was written from at once. */
export function useCreatePost(from: FeedTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scope, ...body }: PostInput & { scope: { kind: "incubator" | "team"; slug: string } }) =>
      callApi(scope.kind === "team" ? feedEndpoints.postToTeam : feedEndpoints.postToIncubator, {
        params: { slug: scope.slug },
        body,
      }),
    onSuccess: ({ item }) => {
      prependItems(queryClient, from, [item]);
      void queryClient.invalidateQueries({ queryKey: feedKeys.head(feedKeyOf(from)) });
    },
  });
}

function useItemChange<Input>(call: (input: Input) => Promise<{ item: FeedItem }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ item }) => replaceItem(queryClient, item),
  });
}

export function useUpdatePost() {
  return useItemChange(({ id, ...body }: PostInput & { id: string }) =>
    callApi(feedEndpoints.updateItem, { params: { id }, body }),
  );
}

export function usePinItem() {
  return useItemChange(({ id, pinned }: { id: string; pinned: boolean }) =>
    callApi(feedEndpoints.pinItem, { params: { id }, body: { pinned } }),
  );
}

export function useToggleReaction() {
  return useItemChange(({ id, reaction, on }: { id: string; reaction: FeedReaction; on: boolean }) =>
    callApi(on ? feedEndpoints.react : feedEndpoints.unreact, { params: { id, reaction } }),
  );
}

/** Deletes or hides an item: either way it leaves every feed. */
export function useRemoveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, how }: { id: string; how: "delete" | "hide" }) =>
      how === "delete"
        ? callApi(feedEndpoints.deleteItem, { params: { id } })
        : callApi(feedEndpoints.hideItem, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.pages() }),
  });
}

/** What a report is about and why; the moderators read `details`. */
export interface ReportVariables {
  target: { itemId: string } | { commentId: string };
  reason: FeedReportReason;
  details: string;
}

export function useReport(successToast?: SuccessToast<unknown, ReportVariables>) {
  return useMutation({
    mutationFn: ({ target, reason, details }: ReportVariables) =>
      "itemId" in target
        ? callApi(feedEndpoints.reportItem, { params: { id: target.itemId }, body: { reason, details } })
        : callApi(feedEndpoints.reportComment, {
            params: { id: target.commentId },
            body: { reason, details },
          }),
    onSuccess: (data: unknown, variables) => announceSuccess(successToast, data, variables),
  });
}
