import { NOTIFICATION_PANEL_SIZE } from "@hatchery/shared";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useLatestNotifications } from "../api/list-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-notifications-read";
import { NotificationItem } from "./notification-item";

/** The bell's panel: the latest few notifications, "Mark all read" and the way to the page. */
export function NotificationPanel({
  id,
  unreadCount,
  onClose,
}: {
  id: string;
  unreadCount: number;
  onClose: () => void;
}) {
  const latest = useLatestNotifications(NOTIFICATION_PANEL_SIZE);
  const markAll = useMarkAllNotificationsRead();
  const items = latest.data?.items ?? [];

  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="fixed inset-x-2 top-16 z-50 rounded-xl border bg-popover text-popover-foreground shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          Notifications
        </h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </Button>
      </div>
      <div className="max-h-[min(28rem,70vh)] overflow-y-auto p-2">
        {latest.isPending ? (
          <p role="status" className="p-4 text-sm text-muted-foreground">
            Loading notifications…
          </p>
        ) : latest.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm">
            <p>The notifications could not be loaded. {errorMessage(latest.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void latest.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">You have no notifications yet.</p>
        ) : (
          <ul aria-label="Latest notifications" className="space-y-1">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onClose} compact />
            ))}
          </ul>
        )}
        {markAll.isError && (
          <p role="alert" className="px-4 py-2 text-sm text-destructive">
            {errorMessage(markAll.error)}
          </p>
        )}
      </div>
      <div className="border-t px-4 py-3">
        <Link
          to="/notifications"
          onClick={onClose}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          See all notifications
        </Link>
      </div>
    </section>
  );
}
