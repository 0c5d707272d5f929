import { CORE_TEAM_ROLE_LABELS, CORE_TEAM_ROLES, type TeamDetailResponse } from "@hatchery/shared";
import { usePersonMessageAction } from "@/components/person-message-action";
import { QueryList } from "@/components/query-list";
import { SettingsSection } from "@/components/settings-section";
import { Skeleton } from "@/components/ui/skeleton";
import { useTeamCandidates } from "../api/list-team-candidates";
import { CandidateCard } from "./candidate-card";

/**
 * The leader's list of incubator members who told, on their profile, that they want one of the team's
 * open core roles: people to invite through a position.
 */
export function TeamCandidatesSection({ detail }: { detail: TeamDetailResponse }) {
  // A way to write to a candidate, given by the page when it has one (direct messages).
  const messageAction = usePersonMessageAction();
  const { team, incubator, coverage } = detail;
  const openPositions = detail.openPositions.map(({ position }) => position);
  const openRoles = CORE_TEAM_ROLES.filter((role) => coverage[role] !== "filled");
  const candidates = useTeamCandidates(team.slug);

  return (
    <SettingsSection
      title="Members who want your open roles"
      description={`Members of ${incubator.name} whose team preferences name a core role nobody in ${team.name} holds, with why each fits. Invite them to apply to an open position.`}
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
                <CandidateCard
                  key={candidate.user.id}
                  candidate={candidate}
                  teamSlug={team.slug}
                  openPositions={openPositions}
                  messageAction={messageAction}
                />
              ))}
            </ul>
          )}
        </QueryList>
      )}
    </SettingsSection>
  );
}
