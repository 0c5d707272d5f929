import type { EphemeralMessage, RealtimeMessage } from "@hatchery/shared";
import { act, render, renderHook } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import type { RealtimeNotice } from "./realtime-hub";
import { publishRealtimeNotice, type RealtimeTopicMessage, useRealtimeEvent } from "./realtime-notices";

const chatRead: RealtimeMessage<"chat.read"> = {
  id: 7,
  type: "chat.read",
  payload: { channelId: "channel-1", lastReadMessageId: 40 },
};
const membershipChanged: RealtimeMessage<"membership.changed"> = {
  id: 8,
  type: "membership.changed",
  payload: { incubatorId: "incubator-1" },
};
const typing: EphemeralMessage<"chat.typing"> = {
  id: 0,
  type: "chat.typing",
  payload: { channelId: "channel-1", parentId: null, userId: "grace", name: "Grace Hopper" },
};

function publish(notice: RealtimeNotice, options?: { everyQueryReadAgain?: boolean }): void {
  act(() => publishRealtimeNotice(notice, options));
}

describe("RealtimeMessage", () => {
  // Checked by the type checker (`npm run typecheck`): a wrong narrowing fails it, not the run.
  function whatItSays(message: RealtimeMessage | EphemeralMessage): string {
    if (message.type === "chat.read") {
      expectTypeOf(message.payload).toEqualTypeOf<{ channelId: string; lastReadMessageId: number }>();
      return `read up to ${message.payload.lastReadMessageId}`;
    }
    if (message.type === "chat.typing") {
      expectTypeOf(message).toEqualTypeOf<EphemeralMessage<"chat.typing">>();
      return `${message.payload.name} is typing`;
    }
    if (message.type === "membership.changed") {
      // @ts-expect-error a membership change names no channel
      return `changed in ${message.payload.channelId ?? message.payload.incubatorId}`;
    }
    return message.type;
  }

  it("narrows the payload to the type's when the type is checked", () => {
    expect(whatItSays(chatRead)).toBe("read up to 40");
    expect(whatItSays(typing)).toBe("Grace Hopper is typing");
    expect(whatItSays(membershipChanged)).toBe("changed in incubator-1");
  });

  it("gives each topic's handler that topic's message, whether ready caught up, and nothing for reset", () => {
    expectTypeOf<RealtimeTopicMessage<"chat.read">>().toEqualTypeOf<RealtimeMessage<"chat.read">>();
    expectTypeOf<RealtimeTopicMessage<"chat.typing">>().toEqualTypeOf<EphemeralMessage<"chat.typing">>();
    expectTypeOf<RealtimeTopicMessage<"ready">>().toEqualTypeOf<{
      caughtUp: boolean;
      everyQueryReadAgain: boolean;
    }>();
    expectTypeOf<RealtimeTopicMessage<"reset">>().toBeUndefined();
    renderHook(() =>
      useRealtimeEvent("chat.read", (message) => {
        expectTypeOf(message.payload.lastReadMessageId).toBeNumber();
        // @ts-expect-error a read pointer carries no message
        expect(message.payload.message).toBeUndefined();
      }),
    ).unmount();
    // @ts-expect-error not a type the stream sends
    renderHook(() => useRealtimeEvent("chat.unknown", () => {})).unmount();
  });
});

describe("useRealtimeEvent", () => {
  it("hands each notice only to the handlers of its type", () => {
    const onRead = vi.fn();
    const onMembership = vi.fn();
    const onTyping = vi.fn();
    const onReady = vi.fn();
    const onReset = vi.fn();
    const view = renderHook(() => {
      useRealtimeEvent("chat.read", onRead);
      useRealtimeEvent("membership.changed", onMembership);
      useRealtimeEvent("chat.typing", onTyping);
      useRealtimeEvent("ready", onReady);
      useRealtimeEvent("reset", onReset);
    });

    publish({ kind: "event", message: chatRead });
    expect(onRead.mock.calls).toEqual([[chatRead]]);
    expect(onMembership).not.toHaveBeenCalled();

    publish({ kind: "ephemeral", message: typing });
    publish({ kind: "ready", caughtUp: false });
    publish({ kind: "ready", caughtUp: true });
    publish({ kind: "ready", caughtUp: false }, { everyQueryReadAgain: true });
    publish({ kind: "reset" });
    publish({ kind: "event", message: membershipChanged });
    expect(onTyping.mock.calls).toEqual([[typing]]);
    expect(onReady.mock.calls).toEqual([
      [{ caughtUp: false, everyQueryReadAgain: false }],
      [{ caughtUp: true, everyQueryReadAgain: false }],
      [{ caughtUp: false, everyQueryReadAgain: true }],
    ]);
    expect(onReset.mock.calls).toEqual([[undefined]]);
    expect(onMembership.mock.calls).toEqual([[membershipChanged]]);
    expect(onRead).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it("hands one notice to every component listening for its type", () => {
    const first = vi.fn();
    const second = vi.fn();
    const views = [
      renderHook(() => useRealtimeEvent("chat.read", first)),
      renderHook(() => useRealtimeEvent("chat.read", second)),
    ];
    publish({ kind: "event", message: chatRead });
    expect(first).toHaveBeenCalledWith(chatRead);
    expect(second).toHaveBeenCalledWith(chatRead);
    for (const view of views) view.unmount();
  });

  it("hears a notice that arrives as the commit showing it ends, before the browser's next task", () => {
    const onReady = vi.fn();
    function Listener() {
      useRealtimeEvent("ready", onReady);
      return null;
    }
    // A parent's layout effect runs once its children's have, in the same commit: the stream's notice
    // arriving at that point is one a passive effect, run in a later task, would not have heard.
    function ScreenShown() {
      useLayoutEffect(() => publishRealtimeNotice({ kind: "ready", caughtUp: false }), []);
      return <Listener />;
    }
    render(<ScreenShown />).unmount();
    expect(onReady.mock.calls).toEqual([[{ caughtUp: false, everyQueryReadAgain: false }]]);
  });

  it("stops listening when the component unmounts", () => {
    const onRead = vi.fn();
    const stays = vi.fn();
    const leaving = renderHook(() => useRealtimeEvent("chat.read", onRead));
    const staying = renderHook(() => useRealtimeEvent("chat.read", stays));
    leaving.unmount();
    publish({ kind: "event", message: chatRead });
    expect(onRead).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
    staying.unmount();
  });

  it("calls the handler of the latest render", () => {
    const before = vi.fn();
    const after = vi.fn();
    const view = renderHook(({ handler }) => useRealtimeEvent("chat.read", handler), {
      initialProps: { handler: before },
    });
    view.rerender({ handler: after });
    publish({ kind: "event", message: chatRead });
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledWith(chatRead);
    view.unmount();
  });

  it("finishes a round for every handler even when one of them stops another's component", () => {
    const second = vi.fn();
    let stopSecond = () => {};
    const firstView = renderHook(() => useRealtimeEvent("chat.read", () => stopSecond()));
    stopSecond = renderHook(() => useRealtimeEvent("chat.read", second)).unmount;
    publish({ kind: "event", message: chatRead });
    expect(second).toHaveBeenCalledTimes(1);
    publish({ kind: "event", message: chatRead });
    expect(second).toHaveBeenCalledTimes(1);
    firstView.unmount();
  });
});
