import {
  type ChatChannelListResponse,
  type ChatChannelResponse,
  chatEndpoints,
  type UpdateChatChannelInput,
} from "@hatchery/shared";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { chatKeys } from "@/lib/query-keys/chat-keys";

/*
 * The workspace's rule for the channel it opens, here beside the channels' read: the reads made before a
 * page the server drew is hydrated (app/first-data.ts) load it with this module, not with their own chunk.
 */
export { openChannelOf } from "@hatchery/shared";

/** Where a chat lives: a team's channel or an incubator's channels. */
export type ChatScope = { kind: "team" | "incubator"; slug: string };

export function chatScopeKey(scope: ChatScope) {
  return scope.kind === "team" ? chatKeys.teamChannels(scope.slug) : chatKeys.incubatorChannels(scope.slug);
}

export function listChannels(scope: ChatScope, signal?: AbortSignal): Promise<ChatChannelListResponse> {
  return callApi(scope.kind === "team" ? chatEndpoints.teamChannels : chatEndpoints.incubatorChannels, {
    params: { slug: scope.slug },
    signal,
  });
}

export function getChannelsQueryOptions(scope: ChatScope) {
  return queryOptions({
    queryKey: chatScopeKey(scope),
    queryFn: ({ signal }) => listChannels(scope, signal),
    retry: false,
  });
}

/** The channels with the reader's unread and mention counts; refreshed by every chat event. */
export function useChannels(scope: ChatScope) {
  return useQuery(getChannelsQueryOptions(scope));
}

export function useCreateChannel(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string): Promise<ChatChannelResponse> =>
      callApi(chatEndpoints.createChannel, { params: { slug }, body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.counts() }),
  });
}

export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
    }: {
      id: string;
      changes: UpdateChatChannelInput;
    }): Promise<ChatChannelResponse> =>
      callApi(chatEndpoints.updateChannel, { params: { id }, body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.counts() }),
  });
}

export function markChannelRead(channelId: string, messageId: number): Promise<undefined> {
  return callApi(chatEndpoints.markRead, { params: { id: channelId }, body: { messageId } });
}
