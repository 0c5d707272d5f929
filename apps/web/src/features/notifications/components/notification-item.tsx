import type { Notification } from "@hatchery/shared";
import { BellIcon } from "lucide-react";
import { Link } from "react-router";
import { PersonAvatar } from "@/components/person-avatar";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { useMarkNotificationRead } from "../api/mark-notifications-read";

/**
 * One notification, in the panel and on the page: who, what (a link to it, which marks it read) and
 * when. An unread one is marked by a dot and, for screen readers, the word "Unread" in its link.
 */
export function NotificationItem({
  notification,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  /** Called when the person follows its link (the panel closes). */
  onOpen?: () => void;
  compact?: boolean;
}) {
  const markRead = useMarkNotificationRead();
  const { id, actor, title, excerpt, url, read, updatedAt } = notification;

  function open() {
    if (!read) markRead.mutate(id);
    onOpen?.();
  }

  return (
    <li className={cn("relative flex gap-3 rounded-lg p-3", !read && "bg-accent/50")}>
      {actor ? (
        <PersonAvatar person={actor} className={compact ? "size-8" : "size-10"} />
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            "grid shrink-0 place-items-center rounded-full bg-muted",
            compact ? "size-8" : "size-10",
          )}
        >
          <BellIcon className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={url}
          onClick={open}
          className="block text-sm font-medium text-pretty underline-offset-4 hover:underline focus-visible:underline"
        >
          {!read && <span className="sr-only">Unread: </span>}
          {title}
        </Link>
        {excerpt && (
          <p
            className={cn(
              "text-sm break-words text-muted-foreground",
              compact ? "line-clamp-1" : "line-clamp-2",
            )}
          >
            {excerpt}
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          <time dateTime={updatedAt} title={formatDateTime(updatedAt)}>
            {formatRelativeTime(updatedAt)}
          </time>
        </p>
      </div>
      {!read && (
        <div className="flex shrink-0 flex-col items-end gap-2">
          <span aria-hidden="true" className="mt-1.5 size-2 rounded-full bg-primary" />
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2 text-xs"
            aria-label={`Mark read: ${title}`}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(id)}
          >
            Mark read
          </Button>
        </div>
      )}
    </li>
  );
}
