import { BellIcon } from "lucide-react";
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
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
 * it (a disclosure: Tab moves into it, Escape or a click elsewhere closes it). A count that grows is
 * announced politely.
 */
export function NotificationBell() {
  const { data } = useUnreadNotificationCount(true);
  const count = data?.count;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState("");
  const previousCount = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (count === undefined) return;
    const previous = previousCount.current;
    previousCount.current = count;
    if (previous !== undefined && count > previous) setAnnouncement(`You have ${unreadLabel(count)}.`);
  }, [count]);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && area.current?.contains(event.target)) return;
      setOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  const unread = count ?? 0;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the bell or its panel closes the panel.
    <div ref={area} className="sm:relative" onKeyDown={closeOnEscape}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative size-9"
        aria-label={unread > 0 ? `Notifications, ${unreadLabel(unread)}` : "Notifications"}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <BellIcon aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full bg-destructive px-1 text-center text-[0.6875rem] leading-4.5 font-semibold text-destructive-foreground"
          >
            {unread > SHOWN_COUNT_MAX ? `${SHOWN_COUNT_MAX}+` : unread}
          </span>
        )}
      </Button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {open && (
        <Suspense
          fallback={
            <p role="status" className="sr-only">
              Loading notifications…
            </p>
          }
        >
          <NotificationPanel id={panelId} unreadCount={unread} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
