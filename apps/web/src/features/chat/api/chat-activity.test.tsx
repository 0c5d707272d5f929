import type { EphemeralMessage } from "@hatchery/shared";
import { CHAT_PRESENCE_SHOWN_MS, CHAT_TYPING_SHOWN_MS } from "@hatchery/shared/realtime";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishRealtimeNotice } from "@/lib/realtime/realtime-notices";
import { reply, stubApi } from "@/test/api-stub";
import { ada, channelFixture, grace, messageFixture } from "../test/chat-fixtures";
import { useChannelActivity } from "./chat-activity";

const CHANNEL = channelFixture();
const OTHER_CHANNEL_ID = "22222222-2222-4222-8222-222222222222";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  stubApi({ [`POST /api/chat/channels/${CHANNEL.id}/presence`]: reply(202) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function typing(
  person: { id: string; name: string },
  overrides: { channelId?: string; parentId?: number | null } = {},
) {
  const message: EphemeralMessage<"chat.typing"> = {
    id: 0,
    type: "chat.typing",
    payload: {
      channelId: overrides.channelId ?? CHANNEL.id,
      parentId: overrides.parentId ?? null,
      userId: person.id,
      name: person.name,
    },
  };
  act(() => publishRealtimeNotice({ kind: "ephemeral", message }));
}

function present(person: { id: string; name: string }) {
  act(() =>
    publishRealtimeNotice({
      kind: "ephemeral",
      message: {
        id: 0,
        type: "chat.presence",
        payload: { channelId: CHANNEL.id, userId: person.id, name: person.name },
      },
    }),
  );
}

let renders = 0;

function renderActivity() {
  renders = 0;
  return renderHook(() => {
    renders += 1;
    return useChannelActivity(CHANNEL.id, ada.id);
  });
}

describe("useChannelActivity", () => {
  it("shows someone else writing in the channel as typing and here, until their message arrives", () => {
    const { result, unmount } = renderActivity();
    typing(grace);
    expect(result.current.typingNames).toEqual([grace.name]);
    expect(result.current.onlineNames).toEqual([grace.name]);
    act(() =>
      publishRealtimeNotice({
        kind: "event",
        message: {
          id: 40,
          type: "chat.message_posted",
          payload: { channelId: CHANNEL.id, message: messageFixture({ id: 9, author: grace }) },
        },
      }),
    );
    expect(result.current.typingNames).toEqual([]);
    expect(result.current.onlineNames).toEqual([grace.name]);
    unmount();
  });

  it("ignores the viewer's own activity, another channel's, and writing in a thread", () => {
    const { result, unmount } = renderActivity();
    typing(ada);
    typing(grace, { channelId: OTHER_CHANNEL_ID });
    typing(grace, { parentId: 5 });
    expect(result.current.typingNames).toEqual([]);
    expect(result.current.onlineNames).toEqual([]);
    unmount();
  });

  it("believes typing and presence for a while after they were last heard", () => {
    const { result, unmount } = renderActivity();
    present(grace);
    typing(grace);
    act(() => vi.advanceTimersByTime(CHAT_TYPING_SHOWN_MS));
    expect(result.current.typingNames).toEqual([]);
    expect(result.current.onlineNames).toEqual([grace.name]);
    act(() => vi.advanceTimersByTime(CHAT_PRESENCE_SHOWN_MS - CHAT_TYPING_SHOWN_MS));
    expect(result.current.onlineNames).toEqual([]);
    unmount();
  });

  it("draws the channel again only when someone shown expires, and not at all while nobody is", () => {
    const { result, unmount } = renderActivity();
    act(() => vi.advanceTimersByTime(CHAT_PRESENCE_SHOWN_MS * 3));
    const idle = renders;
    act(() => vi.advanceTimersByTime(CHAT_PRESENCE_SHOWN_MS * 3));
    expect(renders).toBe(idle);
    present(grace);
    const shown = renders;
    act(() => vi.advanceTimersByTime(CHAT_PRESENCE_SHOWN_MS - 1));
    expect(renders).toBe(shown);
    expect(result.current.onlineNames).toEqual([grace.name]);
    act(() => vi.advanceTimersByTime(1));
    expect(renders).toBe(shown + 1);
    expect(result.current.onlineNames).toEqual([]);
    unmount();
  });
});
