import type { ChatUnreadSummary } from "@hatchery/shared";
import { MessagesSquareIcon } from "lucide-react";
import { lazy } from "react";
import { HeaderPanelButton, useGrowthAnnouncement } from "@/components/header-panel-button";
import { useChatUnread } from "@/lib/chat-unread";

/* The list of channels loads the first time the button opens; the counts come with the header. */
const ChatUnreadPanel = lazy(() =>
  import("./chat-unread-panel").then((module) => ({ default: module.ChatUnreadPanel })),
);

/** More than this shows as "99+". */
const SHOWN_COUNT_MAX = 99;

function shown(count: number): string {
  return count > SHOWN_COUNT_MAX ? `${SHOWN_COUNT_MAX}+` : String(count);
}

function chatTotals(summary: ChatUnreadSummary | undefined): { unread: number; mentions: number } {
  let unread = 0;
  let mentions = 0;
  for (const channel of summary?.channels ?? []) {
    unread += channel.unreadCount;
    mentions += channel.mentionCount;
  }
  return { unread, mentions };
}

/** "3 unread, 1 mentioning you": what waits, as the button names it. */
function chatUnreadDescription({ unread, mentions }: { unread: number; mentions: number }): string {
  return [
    unread > 0 ? `${shown(unread)} unread` : null,
    mentions > 0 ? `${shown(mentions)} mentioning you` : null,
  ]
    .filter(Boolean)
    .join(", ");
}

/**
 * The header's way into chat: how many messages wait unread across every channel the person reads,
 * a mention marked as asking for them, and a panel of the channels where they wait. The counts are the
 * navigation's unread summary, which every chat event on the person's stream refreshes; a new mention
 * is announced politely (new messages are not: a busy channel would never stop talking).
 */
export function ChatHeaderButton() {
  const unread = useChatUnread();
  const totals = unread.data ? chatTotals(unread.data) : undefined;
  const announcement = useGrowthAnnouncement(totals?.mentions, (mentions) =>
    mentions === 1 ? "1 chat message mentions you." : `${shown(mentions)} chat messages mention you.`,
  );
  const description = totals ? chatUnreadDescription(totals) : "";
  const badge =
    totals && totals.mentions > 0
      ? { text: `@${shown(totals.mentions)}`, tone: "urgent" as const }
      : totals && totals.unread > 0
        ? { text: shown(totals.unread), tone: "quiet" as const }
        : null;
  return (
    <HeaderPanelButton
      label={description ? `Chat, ${description}` : "Chat"}
      icon={<MessagesSquareIcon aria-hidden="true" />}
      badge={badge}
      announcement={announcement}
      loadingLabel="Loading your chat channels…"
      panel={({ id, close }) => <ChatUnreadPanel id={id} onClose={close} />}
    />
  );
}
