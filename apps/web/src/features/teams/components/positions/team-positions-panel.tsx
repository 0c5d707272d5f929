import { CORE_TEAM_ROLE_LABELS, type TeamDetailResponse } from "@hatchery/shared";
import { Badge } from "@/components/ui/badge";

export interface TeamPositionsPanelProps {
  detail: TeamDetailResponse;
}

/**
 * The team page's positions: the open ones for everyone who sees the team. What a leader and an
 * applicant do with them (opening, invite links, applying, reviewing) grows here, so the team page
 * only places the panel.
 */
export function TeamPositionsPanel({ detail }: TeamPositionsPanelProps) {
  const positions = detail.openPositions;
  return (
    <section aria-labelledby="team-positions-heading" className="space-y-3">
      <h2 id="team-positions-heading" className="font-semibold text-xl">
        Open positions
      </h2>
      {positions.length === 0 ? (
        <p className="text-muted-foreground">This team has no open positions right now.</p>
      ) : (
        <ul className="space-y-2">
          {positions.map((position) => (
            <li key={position.id} className="rounded-lg border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-medium">{position.title}</h3>
                {position.coreRole ? (
                  <Badge variant="secondary">{CORE_TEAM_ROLE_LABELS[position.coreRole]}</Badge>
                ) : null}
              </div>
              <p className="text-muted-foreground text-sm">
                {position.hoursPerWeek} h/week ·{" "}
                {position.isRemote ? "Remote" : (position.location ?? "On site")}
                {position.location && position.isRemote ? ` or ${position.location}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
