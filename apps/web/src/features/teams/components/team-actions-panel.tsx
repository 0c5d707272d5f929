import { TEAM_ERROR_MESSAGES, type TeamDetailResponse } from "@hatchery/shared";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { LazyChatLink } from "@/components/lazy-chat-link";
import { ConfirmDialog } from "@/components/lazy-confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import type { Session } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { useRemoveTeamMember } from "../api/remove-team-member";

// The request form and its validation load when the person asks to join, not with the page.
const loadJoinTeamDialog = () => import("./join-team-dialog").then((module) => module.JoinTeamDialog);
const JoinTeamDialog = lazy(async () => ({ default: await loadJoinTeamDialog() }));

const PENDING_REQUEST_TEXT = "Your request to join is waiting for the leader's answer.";

/** Where the team works together: its members', and theirs on trial with it. */
function TeamWorkLinks({ team }: { team: TeamDetailResponse["team"] }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/teams/${team.slug}/feed`} className={buttonVariants({ variant: "outline" })}>
        Team feed
      </Link>
      <LazyChatLink place={{ kind: "team", id: team.id, slug: team.slug }} label="Team chat" />
    </div>
  );
}

/** The person's place in the team, with the actions the server's policy gives them. */
export function TeamActionsPanel({
  detail,
  session,
}: {
  detail: TeamDetailResponse;
  /** Undefined while the session is looked up. */
  session: Session | null | undefined;
}) {
  const { team, incubator, viewer } = detail;
  const [joinOpen, setJoinOpen] = useState(false);
  const [joinKey, setJoinKey] = useState(0);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const leave = useRemoveTeamMember(() => ({
    title: "You left the team",
    description: `You are no longer a member of ${team.name}.`,
  }));
  const permissions = viewer?.permissions;
  const openRequest = viewer?.openRequest;
  const mayEdit = permissions?.edit || permissions?.manageMembers || permissions?.delete;

  function leaveTeam() {
    if (!session) return;
    leave.mutate({ slug: team.slug, userId: session.user.id }, { onSuccess: () => setConfirmLeave(false) });
  }

  return (
    <section aria-labelledby="your-place" className="space-y-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="your-place" className="text-lg font-semibold">
        Your place in the team
      </h2>
      {session === null || !viewer ? (
        session === undefined ? null : (
          <>
            <p className="text-sm text-muted-foreground">Sign in to ask {team.name} to take you in.</p>
            <Link to={signInPath(`/teams/${team.slug}`)} className={buttonVariants()}>
              Sign in to join
            </Link>
          </>
        )
      ) : viewer.isMember ? (
        <>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            You are {viewer.isLeader ? "the leader" : "a member"} of this team.
            {viewer.isLeader && <Badge>Leader</Badge>}
          </p>
          <TeamWorkLinks team={team} />
          {viewer.isLeader && (
            <p className="text-sm text-muted-foreground">{TEAM_ERROR_MESSAGES.leaderCannotLeave}.</p>
          )}
        </>
      ) : openRequest?.status === "trial" ? (
        <>
          <p className="text-sm">
            You are on a trial with this team. Until the leader decides, its chat and feed are yours to read
            and write in.
          </p>
          <TeamWorkLinks team={team} />
        </>
      ) : openRequest?.status === "pending" ? (
        <p className="text-sm">{PENDING_REQUEST_TEXT}</p>
      ) : permissions?.requestToJoin ? (
        <>
          <p className="text-sm text-muted-foreground">
            Tell the leader which role you want and what you would bring.
          </p>
          <Button
            onMouseEnter={() => void loadJoinTeamDialog()}
            onFocus={() => void loadJoinTeamDialog()}
            onClick={() => {
              setJoinKey((key) => key + 1);
              setJoinOpen(true);
            }}
          >
            Request to join
          </Button>
          {team.visibility === "public" && (
            <Link to={`/teams/${team.slug}/feed`} className={buttonVariants({ variant: "ghost" })}>
              Read the team's feed
            </Link>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{TEAM_ERROR_MESSAGES.notIncubatorMember}.</p>
          <Link to={`/incubators/${incubator.slug}`} className={buttonVariants({ variant: "outline" })}>
            Go to {incubator.name}
          </Link>
        </>
      )}

      {(permissions?.leave || mayEdit) && (
        <div className="flex flex-wrap gap-2">
          {mayEdit && (
            <Link to={`/teams/${team.slug}/edit`} className={buttonVariants({ variant: "outline" })}>
              Edit team
            </Link>
          )}
          {permissions?.leave && (
            <Button
              variant="ghost"
              onClick={() => {
                leave.reset();
                setConfirmLeave(true);
              }}
            >
              Leave team
            </Button>
          )}
        </div>
      )}

      {permissions?.leave && (
        <ConfirmDialog
          open={confirmLeave}
          onOpenChange={setConfirmLeave}
          title={`Leave ${team.name}?`}
          description={`You will no longer be a member of ${team.name}, and any core role you hold becomes open. To come back, ask to join again.`}
          confirmLabel="Leave team"
          pendingLabel="Leaving..."
          pending={leave.isPending}
          error={leave.isError ? errorMessage(leave.error) : undefined}
          onConfirm={leaveTeam}
        />
      )}
      {joinKey > 0 && (
        <Suspense fallback={null}>
          <JoinTeamDialog
            key={joinKey}
            slug={team.slug}
            teamName={team.name}
            coverage={detail.coverage}
            open={joinOpen}
            onOpenChange={setJoinOpen}
          />
        </Suspense>
      )}
    </section>
  );
}
