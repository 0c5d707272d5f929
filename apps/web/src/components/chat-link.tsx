import { MessagesSquareIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { chatPath } from "@/lib/chat-path";
import { useChatUnread } from "@/lib/chat-unread";

/** A count as a badge shows it: at most "99+". */
function badgeCount(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The way into a team's or an incubator's chat, with how many messages wait unread there and how many
 * mention the person: the counts come from the navigation's unread summary, which every chat event
 * refreshes, so the badge is live.
 */
export interface ChatLinkProps {
  place: { kind: "team" | "incubator"; id: string; slug: string };
  label: string;
}

export function ChatLink({ place, label }: ChatLinkProps) {
  const unread = useChatUnread();
  const channels = (unread.data?.channels ?? []).filter((channel) =>
    place.kind === "team" ? channel.teamId === place.id : channel.incubatorId === place.id,
  );
  const unreadCount = channels.reduce((sum, channel) => sum + channel.unreadCount, 0);
  const mentionCount = channels.reduce((sum, channel) => sum + channel.mentionCount, 0);
  const description = [
    unreadCount > 0 ? `${badgeCount(unreadCount)} unread` : null,
    mentionCount > 0 ? `${badgeCount(mentionCount)} mentioning you` : null,
  ]
    .filter(Boolean)
    .join(", ");
  const path = chatPath(place);

  return (
    <Link
      to={path}
      aria-label={description ? `${label}, ${description}` : label}
      className={buttonVariants({ variant: "outline" })}
    >
      <MessagesSquareIcon aria-hidden="true" />
      {label}
      {unreadCount > 0 && (
        <span
          aria-hidden="true"
          className={
            mentionCount > 0
              ? "rounded-full bg-destructive px-1.5 text-xs font-semibold text-white"
              : "rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
          }
        >
          {mentionCount > 0 ? `@${badgeCount(mentionCount)}` : badgeCount(unreadCount)}
        </span>
      )}
    </Link>
  );
}
