import type { ChatMessage } from "@hatchery/shared";
import { Fragment, type RefObject } from "react";
import { dayKey, dayLabel } from "./chat-dates";
import { MessageItem } from "./message-item";

type MessageActions = Pick<
  Parameters<typeof MessageItem>[0],
  "onEdit" | "onDelete" | "onReply" | "onReact" | "onReport"
>;

/** A channel's messages, oldest first, with a line above each new day and above the first unread. */
export function MessageList({
  messages,
  viewerId,
  firstUnreadId,
  unreadLine,
  actions,
}: {
  messages: readonly ChatMessage[];
  viewerId: string | undefined;
  firstUnreadId: number | undefined;
  /** The "New messages" heading, which a jump to the first unread focuses. */
  unreadLine: RefObject<HTMLHeadingElement | null>;
  actions: MessageActions;
}) {
  return (
    <ol aria-label="Messages" className="space-y-0.5">
      {messages.map((message, index) => {
        const previous = messages[index - 1];
        const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
        return (
          <Fragment key={message.id}>
            {newDay && (
              <li className="flex items-center gap-3 py-2" aria-hidden="false">
                <span className="h-px flex-1 bg-border" aria-hidden="true" />
                <h3 className="text-xs font-semibold text-muted-foreground">{dayLabel(message.createdAt)}</h3>
                <span className="h-px flex-1 bg-border" aria-hidden="true" />
              </li>
            )}
            {message.id === firstUnreadId && (
              <li className="flex items-center gap-3 py-1">
                <span className="h-px flex-1 bg-destructive/60" aria-hidden="true" />
                <h3
                  ref={unreadLine}
                  tabIndex={-1}
                  className="text-xs font-semibold text-destructive outline-none focus-visible:underline"
                >
                  New messages
                </h3>
                <span className="h-px flex-1 bg-destructive/60" aria-hidden="true" />
              </li>
            )}
            <li>
              <MessageItem message={message} viewerId={viewerId} {...actions} />
            </li>
          </Fragment>
        );
      })}
    </ol>
  );
}
