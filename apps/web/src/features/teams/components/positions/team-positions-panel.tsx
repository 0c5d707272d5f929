import type { Position, TeamDetailResponse, TeamOpenPosition } from "@hatchery/shared";
import { PlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/lazy-confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { signInPath } from "@/lib/auth/sign-in-path";
import { useUpdatePosition } from "../../api/update-position";
import { ApplyToPosition } from "./apply-to-position";
import { LeadershipNeedsSubscription } from "./leadership-needs-subscription";
import { MyApplicationsButton } from "./my-applications-dialog";
import { firstMissingCoreRole } from "./position-form";
import { POSITION_STATUS_LABELS } from "./position-format";
import { PositionMeta } from "./position-meta";

/*
 * The leader's tools load when a leader first needs them: most viewers only read and apply, and the
 * forms and dialogs would double the team page's download.
 */
const PositionFormDialog = lazy(() =>
  import("./position-form-dialog").then((module) => ({ default: module.PositionFormDialog })),
);
const InviteLinksDialog = lazy(() =>
  import("./invite-links-dialog").then((module) => ({ default: module.InviteLinksDialog })),
);
const TeamApplicationsSection = lazy(() =>
  import("./team-applications-section").then((module) => ({ default: module.TeamApplicationsSection })),
);

export interface TeamPositionsPanelProps {
  detail: TeamDetailResponse;
}

/** What the viewer may do with the team's positions, from the permissions the server sent. */
function viewerAbilities(detail: TeamDetailResponse) {
  const permissions = detail.viewer?.permissions;
  return {
    signedIn: detail.viewer !== null,
    canApply: permissions?.requestToJoin === true,
    canManage: permissions?.managePositions === true,
    canInvite: permissions?.invite === true,
    canReview: permissions?.reviewApplications === true,
    /** A leader who dropped to guest keeps reviewing, but opening positions and making links wait. */
    needsSubscription: detail.viewer?.isLeader === true && !detail.leaderIsSubscriber,
  };
}

/**
 * The team page's positions: the open ones for everyone who sees the team; applying in place for an
 * incubator member outside the team; and for its leader opening, editing, closing and reopening
 * positions, invite links per position, and the applications.
 */
export function TeamPositionsPanel({ detail }: TeamPositionsPanelProps) {
  const abilities = viewerAbilities(detail);
  const [creating, setCreating] = useState(false);
  /*
   * The team's answer lists open positions only, so one closed now would vanish from view; it stays
   * here for this visit, where the leader can reopen it.
   */
  const [closedHere, setClosedHere] = useState<Position[]>([]);
  const openIds = new Set(detail.openPositions.map(({ position }) => position.id));
  const closed = closedHere.filter((position) => !openIds.has(position.id));
  const { team, incubator, viewer } = detail;

  return (
    <section aria-labelledby="team-positions-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="team-positions-heading" className="text-xl font-semibold">
          Open positions
        </h2>
        <div className="flex flex-wrap gap-2">
          {viewer && !viewer.isMember && <MyApplicationsButton />}
          {abilities.canManage && (
            <Button size="sm" onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              Open a position
            </Button>
          )}
        </div>
      </div>

      {abilities.needsSubscription && <LeadershipNeedsSubscription incubator={incubator} />}
      <ApplyHint detail={detail} />

      {detail.openPositions.length === 0 ? (
        <p className="text-muted-foreground">This team has no open positions right now.</p>
      ) : (
        <ul className="grid gap-3">
          {detail.openPositions.map((openPosition) => (
            <li key={openPosition.position.id}>
              <TeamPositionCard
                openPosition={openPosition}
                teamSlug={team.slug}
                teamName={team.name}
                abilities={abilities}
                onClosed={(closedPosition) => setClosedHere((list) => [...list, closedPosition])}
              />
            </li>
          ))}
        </ul>
      )}

      {closed.length > 0 && (
        <section aria-labelledby="closed-positions-heading" className="grid gap-3">
          <h3 id="closed-positions-heading" className="text-lg font-semibold">
            Closed just now
          </h3>
          <ul className="grid gap-3">
            {closed.map((position) => (
              <li key={position.id}>
                <ClosedPositionCard
                  position={position}
                  canReopen={abilities.canManage}
                  onReopened={() => setClosedHere((list) => list.filter((item) => item.id !== position.id))}
                />
              </li>
            ))}
          </ul>
        </section>
      )}

      {abilities.canReview && (
        <Suspense fallback={<Skeleton className="h-32 w-full" />}>
          <TeamApplicationsSection teamSlug={team.slug} />
        </Suspense>
      )}

      {creating && (
        <Suspense fallback={null}>
          <PositionFormDialog
            teamSlug={team.slug}
            newRole={firstMissingCoreRole(detail)}
            open={creating}
            onOpenChange={setCreating}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Why there is no Apply button, for those who could apply after one step. */
function ApplyHint({ detail }: { detail: TeamDetailResponse }) {
  if (detail.openPositions.length === 0) return null;
  if (detail.viewer === null) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link
          className="font-medium text-primary underline underline-offset-4"
          to={signInPath(`/teams/${detail.team.slug}`)}
        >
          Sign in
        </Link>{" "}
        to apply for a position.
      </p>
    );
  }
  if (!detail.viewer.isMember && !detail.viewer.permissions.requestToJoin) {
    return (
      <p className="text-sm text-muted-foreground">
        Join{" "}
        <Link
          className="font-medium text-primary underline underline-offset-4"
          to={`/incubators/${detail.incubator.slug}`}
        >
          {detail.incubator.name}
        </Link>{" "}
        to apply for a position in its teams.
      </p>
    );
  }
  return null;
}

type Abilities = ReturnType<typeof viewerAbilities>;

/**
 * One open position, whole from the team's answer: its description and offer, the viewer's open
 * application and, for the leader, the position to edit. The team's query refreshes after every change
 * to a position or an application, so the card follows.
 */
function TeamPositionCard({
  openPosition,
  teamSlug,
  teamName,
  abilities,
  onClosed,
}: {
  openPosition: TeamOpenPosition;
  teamSlug: string;
  teamName: string;
  abilities: Abilities;
  onClosed: (position: Position) => void;
}) {
  const { position, viewer } = openPosition;
  const [dialog, setDialog] = useState<"edit" | "close" | "invites" | null>(null);
  const update = useUpdatePosition(() => ({
    title: "Position closed",
    description: `${position.title} no longer takes applications.`,
  }));
  const headingId = `position-${position.id}-title`;
  const hasLeaderTools = abilities.canManage || abilities.canReview;

  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-2">
          <h3 id={headingId} className="font-semibold">
            {position.title}
          </h3>
          <PositionMeta position={position} />
        </div>
        {abilities.canApply && viewer && (
          <ApplyToPosition position={position} teamName={teamName} openApplication={viewer.openApplication} />
        )}
      </div>

      {(position.description || position.offers) && (
        <div className="grid gap-2 text-sm">
          {position.description && <p className="whitespace-pre-line">{position.description}</p>}
          {position.offers && (
            <p className="whitespace-pre-line">
              <span className="font-medium">What the team offers: </span>
              {position.offers}
            </p>
          )}
        </div>
      )}

      {hasLeaderTools && (
        <div className="flex flex-wrap gap-2">
          {abilities.canManage && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog("edit")}
                aria-label={`Edit ${position.title}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDialog("close")}
                aria-label={`Close ${position.title}`}
              >
                Close
              </Button>
            </>
          )}
          {abilities.canReview && (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog("invites")}
              aria-label={`Invite links for ${position.title}`}
            >
              Invite links
            </Button>
          )}
        </div>
      )}

      <Suspense fallback={null}>
        {dialog === "edit" && (
          <PositionFormDialog
            teamSlug={teamSlug}
            position={position}
            open
            onOpenChange={(open) => !open && setDialog(null)}
          />
        )}
        {dialog === "invites" && (
          <InviteLinksDialog
            position={position}
            canCreate={abilities.canInvite}
            open
            onOpenChange={(open) => !open && setDialog(null)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        title={`Close ${position.title}?`}
        description="It stops taking applications and leaves the team's and the incubator's lists. Open applications stay for you to decide; you can reopen it while a seat is free."
        confirmLabel="Close position"
        pendingLabel="Closing..."
        destructive
        open={dialog === "close"}
        onOpenChange={(open) => {
          if (!open) {
            setDialog(null);
            update.reset();
          }
        }}
        pending={update.isPending}
        error={update.isError ? errorMessage(update.error) : undefined}
        onConfirm={() =>
          update.mutate(
            { id: position.id, changes: { status: "closed" } },
            {
              onSuccess: (answer) => {
                setDialog(null);
                onClosed(answer.position);
              },
            },
          )
        }
      />
    </article>
  );
}

function ClosedPositionCard({
  position,
  canReopen,
  onReopened,
}: {
  position: Position;
  canReopen: boolean;
  onReopened: () => void;
}) {
  const update = useUpdatePosition(() => ({
    title: "Position reopened",
    description: `${position.title} takes applications again.`,
  }));
  return (
    <article aria-label={position.title} className="grid gap-2 rounded-lg border border-dashed p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="font-semibold">{position.title}</h4>
          <Badge variant="outline">{POSITION_STATUS_LABELS[position.status]}</Badge>
        </div>
        {canReopen && (
          <Button
            size="sm"
            variant="outline"
            disabled={update.isPending}
            aria-label={`Reopen ${position.title}`}
            onClick={() =>
              update.mutate({ id: position.id, changes: { status: "open" } }, { onSuccess: onReopened })
            }
          >
            {update.isPending ? "Reopening..." : "Reopen"}
          </Button>
        )}
      </div>
      {update.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(update.error)}
        </p>
      )}
    </article>
  );
}
