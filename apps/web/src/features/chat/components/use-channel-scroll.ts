import type { ChatMessage } from "@hatchery/shared";
import { useCallback, useLayoutEffect, useRef } from "react";
import type { useChannelHistory } from "../api/chat-messages";

/** Near enough to the bottom that a new message scrolls into view. */
const STICK_TO_BOTTOM_PX = 120;
/** Near enough to the top that the next older page loads. */
const LOAD_OLDER_PX = 80;

/**
 * Where the reader is in a channel's history: at the bottom for new messages, still after older pages
 * load above, older pages loading near the top, and a jump up to the first unread message.
 */
export function useChannelScroll(
  history: ReturnType<typeof useChannelHistory>,
  messages: readonly ChatMessage[],
  readAtOpen: number,
) {
  const scroller = useRef<HTMLDivElement>(null);
  const unreadLine = useRef<HTMLHeadingElement>(null);
  const heightBeforeOlder = useRef<number | undefined>(undefined);
  const stickToBottom = useRef(true);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== undefined) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = undefined;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages]);

  const loadOlder = useCallback(async () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight;
    await history.fetchNextPage();
  }, [history]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
    if (element.scrollTop < LOAD_OLDER_PX) void loadOlder();
  }

  async function jumpToFirstUnread() {
    let pages = history.data?.pages;
    let hasMore = history.hasNextPage;
    const oldestLoaded = () => pages?.at(-1)?.items.at(-1)?.id ?? 0;
    while (hasMore && oldestLoaded() > readAtOpen + 1) {
      heightBeforeOlder.current = scroller.current?.scrollHeight;
      const result = await history.fetchNextPage();
      pages = result.data?.pages;
      hasMore = result.hasNextPage;
    }
    requestAnimationFrame(() => {
      unreadLine.current?.scrollIntoView({ block: "start" });
      unreadLine.current?.focus();
    });
  }

  function scrollToNewest() {
    stickToBottom.current = true;
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }

  return {
    scroller,
    unreadLine,
    onScroll,
    loadOlder,
    jumpToFirstUnread,
    scrollToNewest,
    /** Whether the view follows new messages (the reader is at the bottom). */
    atBottom: () => stickToBottom.current,
    /** Sending a message brings the reader back to the bottom. */
    stickToBottom: () => {
      stickToBottom.current = true;
    },
  };
}
