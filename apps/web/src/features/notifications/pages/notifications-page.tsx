import { Link, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useUnreadNotificationCount } from "../api/get-unread-notification-count";
import { useNotifications } from "../api/list-notifications";
import { useMarkAllNotificationsRead } from "../api/mark-notifications-read";
import { NotificationItem } from "../components/notification-item";

/** `?show=unread` keeps the unread filter in the address, so it survives a reload and the back button. */
const UNREAD_PARAM = "show";

/** Every notification of the person, newest change first, a page at a time; or only the unread ones. */
export function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get(UNREAD_PARAM) === "unread";
  const list = useNotifications({ unreadOnly });
  const unread = useUnreadNotificationCount(true).data?.count ?? 0;
  const markAll = useMarkAllNotificationsRead();

  function show(onlyUnread: boolean) {
    setParams(onlyUnread ? new URLSearchParams({ [UNREAD_PARAM]: "unread" }) : new URLSearchParams(), {
      replace: true,
    });
  }

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Notifications"
        lead={
          <>
            Mentions, replies, requests and decisions that concern you.{" "}
            <Link
              to="/profile#notifications"
              className="font-medium text-primary underline underline-offset-4"
            >
              Choose how you receive each kind
            </Link>
            .
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset. */}
        <div role="group" aria-label="Show" className="inline-flex rounded-lg border p-1">
          <Button
            variant={unreadOnly ? "ghost" : "secondary"}
            size="sm"
            aria-pressed={!unreadOnly}
            onClick={() => show(false)}
          >
            All
          </Button>
          <Button
            variant={unreadOnly ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={unreadOnly}
            onClick={() => show(true)}
          >
            Unread ({unread})
          </Button>
        </div>
        <Button
          variant="outline"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </Button>
      </div>
      {markAll.isError && (
        <p role="alert" className="mb-4 text-sm text-destructive">
          {errorMessage(markAll.error)}
        </p>
      )}

      <QueryList
        query={list}
        loadingLabel="Loading notifications…"
        skeleton={
          <div className="space-y-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        }
        errorTitle="The notifications could not be loaded"
        empty={
          <div className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            {unreadOnly ? "You have read everything. Nothing is unread." : "You have no notifications yet."}
          </div>
        }
      >
        {(items) => (
          <ul aria-label={unreadOnly ? "Unread notifications" : "Notifications"} className="space-y-2">
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
      </QueryList>
    </PageContainer>
  );
}
