import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  type TeamCandidate,
  type TeamDetailResponse,
} from "@hatchery/shared";
import { PersonAvatar } from "@/components/person-avatar";
import { QueryList } from "@/components/query-list";
import { SettingsSection } from "@/components/settings-section";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamCandidates } from "../api/list-team-candidates";

/**
 * The leader's list of incubator members who told, on their profile, that they want one of the team's
 * open core roles: people to invite through a position.
 */
export function TeamCandidatesSection({ detail }: { detail: TeamDetailResponse }) {
  const { team, incubator, coverage } = detail;
  const openRoles = CORE_TEAM_ROLES.filter((role) => coverage[role] !== "filled");
  const candidates = useTeamCandidates(team.slug);

  return (
    <SettingsSection
      title="Members who want your open roles"
      description={`Members of ${incubator.name} whose team preferences name a core role nobody in ${team.name} holds. Open a position to invite them.`}
    >
      {openRoles.length === 0 ? (
        <p className="text-sm text-muted-foreground">Every core role is filled.</p>
      ) : (
        <QueryList
          query={candidates}
          loadingLabel="Loading candidates…"
          skeleton={
            <div className="flex flex-col gap-3">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
          errorTitle="The candidates could not be loaded"
          empty={
            <p className="text-sm text-muted-foreground">
              Nobody in {incubator.name} has asked for{" "}
              {openRoles.map((role) => CORE_TEAM_ROLE_LABELS[role]).join(", ")} yet.
            </p>
          }
          loadMoreClassName="mt-0"
        >
          {(items) => (
            <ul aria-label="Candidates" className="divide-y rounded-xl border">
              {items.map((candidate) => (
                <CandidateRow key={candidate.user.id} candidate={candidate} />
              ))}
            </ul>
          )}
        </QueryList>
      )}
    </SettingsSection>
  );
}

function CandidateRow({ candidate }: { candidate: TeamCandidate }) {
  const { user, headline, preferredRoles, rolePreference, skills, hoursPerWeek } = candidate;
  return (
    <li aria-label={user.name} className="flex items-start gap-3 p-4">
      <PersonAvatar person={user} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">{user.name}</p>
        {headline && <p className="text-sm text-muted-foreground">{headline}</p>}
        <p className="flex flex-wrap items-center gap-1.5 text-sm">
          <span>Wants</span>
          {preferredRoles.map((role) => (
            <Badge key={role} variant="secondary">
              {CORE_TEAM_ROLE_LABELS[role]}
            </Badge>
          ))}
          <span className="text-muted-foreground">
            {rolePreference === "must_have" ? "(only these roles)" : "(flexible)"}
          </span>
        </p>
        {(skills.length > 0 || hoursPerWeek !== null) && (
          <p className="text-sm text-muted-foreground">
            {[
              skills.length > 0 ? `Skills: ${skills.join(", ")}` : null,
              hoursPerWeek !== null ? `${hoursPerWeek} h/week` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        )}
      </div>
    </li>
  );
}
