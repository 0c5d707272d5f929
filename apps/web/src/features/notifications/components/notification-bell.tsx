import { BellIcon } from "lucide-react";
import { lazy } from "react";
import { HeaderPanelButton, useGrowthAnnouncement } from "@/components/header-panel-button";
import { useUnreadNotificationCount } from "../api/get-unread-notification-count";

/* The panel (its list, items and avatars) loads the first time the bell opens. */
const NotificationPanel = lazy(() =>
  import("./notification-panel").then((module) => ({ default: module.NotificationPanel })),
);

/** More than this shows as "99+" on the bell. */
const SHOWN_COUNT_MAX = 99;

function unreadLabel(count: number): string {
  return count === 1 ? "1 unread notification" : `${count} unread notifications`;
}

/**
 * The header's bell: the live unread count, and a panel of the latest notifications that opens below
 * it. A count that grows is announced politely.
 */
export function NotificationBell() {
  const { data } = useUnreadNotificationCount(true);
  const count = data?.count;
  const announcement = useGrowthAnnouncement(count, (grown) => `You have ${unreadLabel(grown)}.`);
  const unread = count ?? 0;
  return (
    <HeaderPanelButton
      label={unread > 0 ? `Notifications, ${unreadLabel(unread)}` : "Notifications"}
      icon={<BellIcon aria-hidden="true" />}
      badge={
        unread > 0
          ? { text: unread > SHOWN_COUNT_MAX ? `${SHOWN_COUNT_MAX}+` : String(unread), tone: "urgent" }
          : null
      }
      announcement={announcement}
      loadingLabel="Loading notifications…"
      panel={({ id, close }) => <NotificationPanel id={id} unreadCount={unread} onClose={close} />}
    />
  );
}
