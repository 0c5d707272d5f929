import {
  CHAT_ERROR_MESSAGES,
  type ChatHistoryResponse,
  type ChatThreadResponse,
  type RealtimeMessage,
} from "@hatchery/shared";
import type { InfiniteData } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/button";
import { Toaster } from "@/components/ui/toaster";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import { publishRealtimeNotice } from "@/lib/realtime/realtime-notices";
import { dismissToast } from "@/lib/toast";
import { apiError, stubApi } from "@/test/api-stub";
import { createTestQueryClient, renderWithProviders } from "@/test/render-with-providers";
import { ada, channelFixture, grace, messageFixture } from "../test/chat-fixtures";
import { useLiveReactions, useReact } from "./chat-reactions";

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

const channel = channelFixture();

describe("useLiveReactions", () => {
  function LiveReactions() {
    useLiveReactions();
    return null;
  }

  it("puts the reactions an event carries into the message, in the history and in its thread", () => {
    const queryClient = createTestQueryClient();
    const first = messageFixture({ id: 5 });
    const reply = messageFixture({ id: 7, parentId: 5, author: ada });
    queryClient.setQueryData<InfiniteData<ChatHistoryResponse, string | undefined>>(
      chatKeys.history(channel.id),
      {
        pages: [{ items: [first], nextCursor: null }],
        pageParams: [undefined],
      },
    );
    queryClient.setQueryData<ChatThreadResponse>(chatKeys.thread(5), { parent: first, replies: [reply] });
    renderWithProviders(<LiveReactions />, { queryClient });

    const reactionsChanged = (messageId: number, userIds: string[]): RealtimeMessage => ({
      id: messageId,
      type: "chat.reactions_changed",
      payload: { channelId: channel.id, messageId, reactions: [{ reaction: "tada", userIds }] },
    });
    act(() => publishRealtimeNotice({ kind: "event", message: reactionsChanged(5, [ada.id, grace.id]) }));
    act(() => publishRealtimeNotice({ kind: "event", message: reactionsChanged(7, [grace.id]) }));

    const history = queryClient.getQueryData<InfiniteData<ChatHistoryResponse>>(chatKeys.history(channel.id));
    expect(history?.pages[0]?.items[0]?.reactions).toEqual([
      { reaction: "tada", userIds: [ada.id, grace.id] },
    ]);
    const thread = queryClient.getQueryData<ChatThreadResponse>(chatKeys.thread(5));
    expect(thread?.parent.reactions).toEqual([{ reaction: "tada", userIds: [ada.id, grace.id] }]);
    expect(thread?.replies[0]).toEqual({ ...reply, reactions: [{ reaction: "tada", userIds: [grace.id] }] });
  });
});

describe("useReact", () => {
  function ReactButton() {
    const react = useReact();
    return (
      <Button type="button" onClick={() => react.mutate({ messageId: 5, reaction: "heart", add: true })}>
        Heart
      </Button>
    );
  }

  it("says a refusal in a toast, in the server's words", async () => {
    stubApi({
      "PUT /api/chat/messages/5/reactions/heart": apiError(
        429,
        "rate_limited",
        CHAT_ERROR_MESSAGES.tooManyChanges,
      ),
    });
    renderWithProviders(
      <>
        <ReactButton />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Heart" }));
    expect(await screen.findByText("Your reaction was not saved")).toBeVisible();
    expect(screen.getByText(CHAT_ERROR_MESSAGES.tooManyChanges)).toBeVisible();
  });
});
