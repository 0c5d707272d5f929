import { TEAM_STAGE_LABELS, type TeamCard as TeamCardData } from "@hatchery/shared";
import { SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { RoleCoverageChips } from "./role-coverage";
import { TeamLogo } from "./team-logo";

export function openPositionsText(count: number): string {
  if (count === 0) return "No open positions";
  return count === 1 ? "1 open position" : `${count} open positions`;
}

/** A team in the directory or "For you"; the whole card follows its name's link. */
export function TeamCard({ team, reason }: { team: TeamCardData; reason?: string }) {
  return (
    <li className="relative flex flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start gap-3">
        <TeamLogo name={team.name} logoUrl={team.logoUrl} />
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg leading-snug font-semibold break-words">
            <Link to={`/teams/${team.slug}`} className="outline-none after:absolute after:inset-0">
              {team.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{team.incubator.name}</p>
        </div>
        <Badge variant="outline" className="ml-auto shrink-0">
          {TEAM_STAGE_LABELS[team.stage]}
        </Badge>
      </div>
      {team.tagline && <p className="text-sm">{team.tagline}</p>}
      {reason && (
        <p className="flex items-start gap-1.5 rounded-md bg-accent px-2 py-1.5 text-sm text-accent-foreground">
          <SparklesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Why: </span>
            {reason}
          </span>
        </p>
      )}
      <div className="mt-auto flex flex-col gap-2">
        <RoleCoverageChips coverage={team.coverage} />
        <p className="text-sm text-muted-foreground">
          {team.memberCount} {team.memberCount === 1 ? "member" : "members"} ·{" "}
          {openPositionsText(team.openPositionCount)}
        </p>
      </div>
    </li>
  );
}

export function TeamCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex flex-col gap-3 rounded-xl border p-5">
      <div className="flex gap-3">
        <Skeleton className="size-12" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-6 w-3/4" />
    </li>
  );
}
