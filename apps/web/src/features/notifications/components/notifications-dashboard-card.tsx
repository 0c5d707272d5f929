import { BellIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useUnreadNotificationCount } from "../api/get-unread-notification-count";

/** The dashboard's notifications card: how many are unread, and how many of them mention the person. */
export function NotificationsDashboardCard({ className }: { className?: string }) {
  const unread = useUnreadNotificationCount(true);
  const data = unread.data;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon aria-hidden="true" className="size-5 text-primary" />
          Notifications
        </CardTitle>
        <CardDescription>Replies, mentions, applications and more.</CardDescription>
      </CardHeader>
      <CardContent>
        {unread.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your notifications…</p>
        ) : unread.isError || !data ? (
          <p className="text-sm text-muted-foreground">Your notifications could not be loaded just now.</p>
        ) : data.count === 0 ? (
          <p className="text-sm">You are all caught up.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Unread</dt>
              <dd className="text-2xl font-semibold tabular-nums">{data.count}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Mentions</dt>
              <dd className="text-2xl font-semibold tabular-nums">{data.mentions}</dd>
            </div>
          </dl>
        )}
      </CardContent>
      <CardFooter>
        <Link to="/notifications" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Open your notifications
        </Link>
      </CardFooter>
    </Card>
  );
}
