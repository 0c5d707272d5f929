import { HashIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { chatPath } from "@/lib/chat-path";
import { useChatUnread } from "@/lib/chat-unread";
import { UnreadBadge } from "./unread-badge";

/**
 * The header's chat panel: the channels where messages wait, mentions first, each leading to its
 * channel. It reads the same cached summary as the button, so it opens without a request.
 */
export function ChatUnreadPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const unread = useChatUnread();
  const waiting = (unread.data?.channels ?? [])
    .filter((channel) => channel.unreadCount > 0 || channel.mentionCount > 0)
    .sort((a, b) => b.mentionCount - a.mentionCount || b.unreadCount - a.unreadCount);

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="fixed inset-x-2 top-16 z-50 rounded-xl border bg-popover text-popover-foreground shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80"
    >
      <h2 id={`${id}-heading`} className="border-b px-4 py-3 text-base font-semibold">
        Unread chat
      </h2>
      <div className="max-h-[min(24rem,70vh)] overflow-y-auto p-2">
        {unread.isPending ? (
          <p role="status" className="p-4 text-sm text-muted-foreground">
            Loading your chat channels…
          </p>
        ) : unread.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm">
            <p>Your chat channels could not be loaded. {errorMessage(unread.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void unread.refetch()}>
              Try again
            </Button>
          </div>
        ) : waiting.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">You're all caught up: no unread messages.</p>
        ) : (
          <ul aria-label="Channels with unread messages" className="space-y-1">
            {waiting.map((channel) => (
              <li key={channel.channelId}>
                <Link
                  to={`${chatPath(channel.place)}?channel=${channel.channelId}`}
                  onClick={onClose}
                  className="flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 font-medium">
                      <HashIcon aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{channel.channelName}</span>
                    </span>
                    <span className="block truncate text-xs text-muted-foreground">
                      <span className="sr-only">in </span>
                      {channel.place.name}
                    </span>
                  </span>
                  <UnreadBadge unread={channel.unreadCount} mentions={channel.mentionCount} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
