import { STORAGE_KEYS } from "@hatchery/shared";
import { renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { channelFixture, messageFixture } from "@/features/chat/test/chat-fixtures";
import { subscriptionFixture } from "@/features/subscription/test/fixtures";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import type { RealtimeListener } from "@/lib/realtime/realtime-hub";
import { useRealtimeEvent } from "@/lib/realtime/realtime-notices";
import { reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient, renderWithProviders } from "@/test/render-with-providers";
import { RealtimeBridge } from "./realtime-bridge";

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderBridge() {
  let listener: RealtimeListener | undefined;
  const stop = vi.fn();
  const start = vi.fn((next: RealtimeListener) => {
    listener = next;
    return stop;
  });
  const queryClient = createTestQueryClient();
  const api = stubApi({
    "GET /api/subscriptions/sub-7": reply(200, { subscription: subscriptionFixture({ id: "sub-7" }) }),
  });
  const view = renderWithProviders(<RealtimeBridge start={start} />, { queryClient });
  const emit: RealtimeListener = (notice) => listener?.(notice);
  return { ...view, api, emit, stop };
}

const confirmed = {
  kind: "event",
  message: {
    id: 12,
    type: "subscription.confirmed",
    payload: { subscriptionId: "sub-7", status: "trial", incubatorSlug: "acme-labs" },
  },
} as const;

describe("RealtimeBridge", () => {
  it("shows 'Subscription Confirmed!' in the tab that opened the payment page", async () => {
    sessionStorage.setItem(STORAGE_KEYS.awaitingCheckout, "1");
    const { emit } = renderBridge();
    emit(confirmed);
    const dialog = await screen.findByRole("dialog", { name: "Subscription Confirmed!" });
    expect(dialog).toHaveTextContent("You are now subscribed to Acme Labs on the Builder plan");
    expect(sessionStorage.getItem(STORAGE_KEYS.awaitingCheckout)).toBeNull();
  });

  it("shows no dialog in another tab, but refreshes its subscription and incubator queries", async () => {
    const { emit, queryClient } = renderBridge();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    emit(confirmed);
    await waitFor(() =>
      expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
        ["subscriptions"],
        ["incubators"],
      ]),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("refreshes everything once when the stream first goes live, not when it resumes", () => {
    const { emit, queryClient } = renderBridge();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    emit({ kind: "ready", caughtUp: false });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith();
    emit({ kind: "ready", caughtUp: false });
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("tells the screens when it reads every query again, so none reads its own too", () => {
    const { emit } = renderBridge();
    const onReady = vi.fn();
    renderHook(() => useRealtimeEvent("ready", onReady));
    emit({ kind: "ready", caughtUp: false });
    emit({ kind: "ready", caughtUp: false });
    expect(onReady.mock.calls).toEqual([
      [{ caughtUp: false, everyQueryReadAgain: true }],
      [{ caughtUp: false, everyQueryReadAgain: false }],
    ]);
  });

  it("refreshes nothing when the first stream resumed from the point the page was sent with", () => {
    const { emit, queryClient } = renderBridge();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    emit({ kind: "ready", caughtUp: true });
    expect(invalidate).not.toHaveBeenCalled();
  });

  it("refreshes everything only once no change of the person's is on its way", async () => {
    const { emit, queryClient } = renderBridge();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    let settle: () => void = () => {};
    const change = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (settle = resolve)) });
    const done = change.execute(undefined);
    await waitFor(() => expect(queryClient.isMutating()).toBe(1));
    emit({ kind: "ready", caughtUp: false });
    expect(invalidate).not.toHaveBeenCalled();
    settle();
    await done;
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith());
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("puts a chat message into its channel's cached history, with no channel on screen", () => {
    const { emit, queryClient } = renderBridge();
    const channelId = channelFixture().id;
    queryClient.setQueryData(chatKeys.history(channelId), {
      pages: [{ items: [messageFixture({ id: 1 })], nextCursor: null }],
      pageParams: [undefined],
    });
    emit({
      kind: "event",
      message: {
        id: 30,
        type: "chat.message_posted",
        payload: { channelId, message: messageFixture({ id: 2, body: "Sent while you were away" }) },
      },
    });
    const history = queryClient.getQueryData<{ pages: { items: { id: number }[] }[] }>(
      chatKeys.history(channelId),
    );
    expect(history?.pages[0]?.items.map((message) => message.id)).toEqual([2, 1]);
  });

  it("puts an edited chat message in place of the cached one", () => {
    const { emit, queryClient } = renderBridge();
    const channelId = channelFixture().id;
    queryClient.setQueryData(chatKeys.history(channelId), {
      pages: [{ items: [messageFixture({ id: 1, body: "Frist" })], nextCursor: null }],
      pageParams: [undefined],
    });
    emit({
      kind: "event",
      message: {
        id: 31,
        type: "chat.message_updated",
        payload: { channelId, message: messageFixture({ id: 1, body: "First" }) },
      },
    });
    const history = queryClient.getQueryData<{ pages: { items: { id: number; body: string }[] }[] }>(
      chatKeys.history(channelId),
    );
    expect(history?.pages[0]?.items.map((message) => message.body)).toEqual(["First"]);
  });

  it("refreshes everything on a reset, and stops the stream when unmounted", () => {
    const { emit, queryClient, stop, unmount } = renderBridge();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    emit({ kind: "reset" });
    expect(invalidate).toHaveBeenCalledWith();
    unmount();
    expect(stop).toHaveBeenCalled();
  });
});
