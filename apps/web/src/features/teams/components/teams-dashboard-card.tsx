import { CORE_TEAM_ROLE_LABELS, type DashboardTeamsResponse } from "@hatchery/shared";
import { UsersRoundIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PersonLink } from "@/components/person-link";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatCalendarDay } from "@/lib/calendar-days";
import { formatDate } from "@/lib/dates";
import { useDashboardTeams } from "../api/get-dashboard-teams";

/** Links inside lines of text are underlined: colour alone would not tell them apart (WCAG 1.4.1). */
const linkClass = "font-medium underline underline-offset-4";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      <ul className="space-y-1 text-sm">{children}</ul>
    </section>
  );
}

function roleOf(team: DashboardTeamsResponse["teams"][number]): string {
  const parts = [
    team.isLeader ? "Leader" : "Member",
    team.coreRole ? CORE_TEAM_ROLE_LABELS[team.coreRole] : null,
    team.title || null,
  ];
  return parts.filter((part) => part !== null).join(" · ");
}

function TeamsLists({ data }: { data: DashboardTeamsResponse }) {
  return (
    <>
      {data.teams.length > 0 && (
        <Section title="Your teams">
          {data.teams.map((team) => (
            <li key={team.slug} className="flex flex-wrap items-center justify-between gap-2">
              <Link to={`/teams/${team.slug}`} className={linkClass}>
                {team.name}
              </Link>
              <Badge variant={team.isLeader ? "default" : "secondary"}>{roleOf(team)}</Badge>
            </li>
          ))}
        </Section>
      )}
      {data.milestonesDue.length > 0 && (
        <Section title="Milestones due">
          {data.milestonesDue.map((milestone) => (
            <li key={milestone.id}>
              {milestone.title}{" "}
              <span className="text-muted-foreground">
                ·{" "}
                <Link to={`/projects/${milestone.project.slug}`} className="underline underline-offset-4">
                  {milestone.project.name}
                </Link>{" "}
                · due {formatCalendarDay(milestone.dueOn)}
              </span>
            </li>
          ))}
        </Section>
      )}
      {data.waitingForYou.length > 0 && (
        <Section title="Applications waiting for you">
          {data.waitingForYou.map((application) => (
            <li key={application.id}>
              <PersonLink person={application.applicant} className={linkClass} />
              <span className="text-muted-foreground">
                {" "}
                · {application.positionTitle ?? "to join"} ·{" "}
                <Link to={`/teams/${application.team.slug}`} className="underline underline-offset-4">
                  {application.team.name}
                </Link>
              </span>
            </li>
          ))}
        </Section>
      )}
      {data.applications.length > 0 && (
        <Section title="Your applications">
          {data.applications.map((application) => (
            <li key={application.id}>
              <Link to={`/teams/${application.team.slug}`} className={linkClass}>
                {application.team.name}
              </Link>
              <span className="text-muted-foreground">
                {application.positionTitle && ` · ${application.positionTitle}`} ·{" "}
                {application.status === "trial" ? "on trial" : "waiting for an answer"}
              </span>
            </li>
          ))}
        </Section>
      )}
      {data.openInvites.length > 0 && (
        <Section title="Your open invites">
          {data.openInvites.map((invite) => (
            <li key={invite.id}>
              {invite.positionTitle}
              <span className="text-muted-foreground">
                {" "}
                · {invite.team.name} · {invite.usesLeft} {invite.usesLeft === 1 ? "use" : "uses"} left · until{" "}
                {formatDate(invite.expiresAt)}
              </span>
            </li>
          ))}
        </Section>
      )}
    </>
  );
}

/**
 * The dashboard's teams card: the person's teams and roles, milestones coming due, the applications
 * waiting for them as a leader, their own applications and the invite links they sent.
 */
export function TeamsDashboardCard({ className }: { className?: string }) {
  const card = useDashboardTeams();
  const data = card.data;
  const empty =
    data !== undefined &&
    data.teams.length === 0 &&
    data.applications.length === 0 &&
    data.waitingForYou.length === 0 &&
    data.openInvites.length === 0;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRoundIcon aria-hidden="true" className="size-5 text-primary" />
          Teams and projects
        </CardTitle>
        <CardDescription>Your teams, what is due, and who is waiting for an answer.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {card.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your teams…</p>
        ) : card.isError || !data ? (
          <p className="text-sm text-muted-foreground">Your teams could not be loaded just now.</p>
        ) : empty ? (
          <p className="text-sm">
            Not in a team yet.{" "}
            <Link to="/teams" className="font-medium text-primary underline underline-offset-4">
              Find a team
            </Link>{" "}
            or{" "}
            <Link to="/teams/create" className="font-medium text-primary underline underline-offset-4">
              start one
            </Link>
            .
          </p>
        ) : (
          <TeamsLists data={data} />
        )}
      </CardContent>
      <CardFooter>
        <Link to="/teams" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Browse teams
        </Link>
      </CardFooter>
    </Card>
  );
}
