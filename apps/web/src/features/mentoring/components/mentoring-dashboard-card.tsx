import type { MentoringSession } from "@hatchery/shared";
import { UsersIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCalendarDay } from "@/lib/calendar-days";
import { formatDateTime } from "@/lib/dates";
import { useMentoringDashboard } from "../api/get-mentoring-dashboard";

const SESSIONS_PATH = "/mentoring/sessions";

function withWhom(session: MentoringSession): string {
  return session.viewerRole === "mentor" ? session.mentee.name : session.mentor.name;
}

function SessionLine({ session }: { session: MentoringSession }) {
  return (
    <li className="text-sm">
      <span className="font-medium">{formatDateTime(session.startsAt)}</span> with {withWhom(session)}
      {session.status === "requested" && <span className="text-muted-foreground"> · requested</span>}
    </li>
  );
}

/**
 * The dashboard's mentoring card: the next sessions in both roles, the requests waiting for the
 * person as mentor, and their open action items (carried until done).
 */
export function MentoringDashboardCard({ className }: { className?: string }) {
  const dashboard = useMentoringDashboard();
  const data = dashboard.data;
  const empty =
    data !== undefined &&
    data.upcoming.length === 0 &&
    data.waitingForYou.length === 0 &&
    data.openActionItems.length === 0;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersIcon aria-hidden="true" className="size-5 text-primary" />
          Mentoring
        </CardTitle>
        <CardDescription>Your sessions with advisors and coaches, and what you agreed to do.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {dashboard.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your mentoring…</p>
        ) : dashboard.isError || !data ? (
          <p className="text-sm text-muted-foreground">Your mentoring could not be loaded just now.</p>
        ) : empty ? (
          <p className="text-sm">
            No sessions yet.{" "}
            <Link to="/advisors" className="font-medium text-primary underline underline-offset-4">
              Find an advisor or coach
            </Link>
            .
          </p>
        ) : (
          <>
            {data.waitingForYou.length > 0 && (
              <section aria-label="Requests waiting for you">
                <h3 className="mb-1 text-sm font-semibold">Requests waiting for you</h3>
                <ul className="space-y-1">
                  {data.waitingForYou.map((session) => (
                    <SessionLine key={session.id} session={session} />
                  ))}
                </ul>
              </section>
            )}
            {data.upcoming.length > 0 && (
              <section aria-label="Upcoming sessions">
                <h3 className="mb-1 text-sm font-semibold">Upcoming sessions</h3>
                <ul className="space-y-1">
                  {data.upcoming.map((session) => (
                    <SessionLine key={session.id} session={session} />
                  ))}
                </ul>
              </section>
            )}
            {data.openActionItems.length > 0 && (
              <section aria-label="Open action items">
                <h3 className="mb-1 text-sm font-semibold">Open action items</h3>
                <ul className="space-y-1">
                  {data.openActionItems.map((item) => (
                    <li key={item.id} className="text-sm">
                      {item.text}{" "}
                      <span className="text-muted-foreground">
                        · with {item.withPerson.name}
                        {item.owner === item.viewerRole ? " · yours" : ""}
                        {item.dueDate && ` · due ${formatCalendarDay(item.dueDate)}`}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </CardContent>
      <CardFooter>
        <Link to={SESSIONS_PATH} className={buttonVariants({ variant: "outline", size: "sm" })}>
          Open your sessions
        </Link>
      </CardFooter>
    </Card>
  );
}
