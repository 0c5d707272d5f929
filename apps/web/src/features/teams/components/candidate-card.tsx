import type { PersonRef, Position, TeamCandidate } from "@hatchery/shared";
import { type ReactNode, useId, useState } from "react";
import { PersonLink } from "@/components/person-link";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useInvitePositionCandidate } from "../api/invite-position-candidate";
import { candidateReasonText } from "./candidate-reasons";
import { SELECT_CLASS } from "./core-role-select";

type OpenPosition = Pick<Position, "id" | "title">;

/** Why "Invite to apply" is not offered for this person and position, or null when it is. */
function inviteBlocker(candidate: TeamCandidate, positionId: string | undefined): string | null {
  if (!positionId) return "Open a position to invite them";
  const standing = candidate.positions.find((entry) => entry.positionId === positionId)?.standing;
  if (standing === "invited") return "Already invited to this position";
  if (standing === "applied") return "Already applied to this position";
  return null;
}

/**
 * One person who wants the team's open roles, as its leader sees them: who they are (a link to their
 * profile), why they are suggested, and inviting them to apply to one of the open positions (the one
 * they fit best first). `messageAction` is where a way to write to them goes, when the page has one.
 */
export function CandidateCard({
  candidate,
  teamSlug,
  openPositions,
  messageAction,
}: {
  candidate: TeamCandidate;
  teamSlug: string;
  openPositions: readonly OpenPosition[];
  messageAction?: (person: PersonRef) => ReactNode;
}) {
  const { user, headline, reasons } = candidate;
  const [chosen, setChosen] = useState<string | undefined>(
    candidate.suggestedPositionId ?? openPositions[0]?.id,
  );
  const invite = useInvitePositionCandidate(teamSlug);
  const pickerId = useId();
  const reasonId = useId();
  const blocker = inviteBlocker(candidate, chosen);
  const position = openPositions.find((open) => open.id === chosen);

  const send = () => {
    if (!chosen || !position) return;
    invite.mutate(
      { positionId: chosen, userId: user.id },
      {
        onSuccess: () =>
          toast({
            title: "Invitation sent",
            description: `${user.name} is invited to apply to ${position.title}.`,
          }),
        onError: (error) =>
          toast({
            title: "The invitation was not sent",
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <li aria-label={user.name} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1 space-y-1">
        <PersonLink person={user} withAvatar />
        {headline && <p className="text-sm text-muted-foreground">{headline}</p>}
        {reasons.length > 0 && (
          <ul aria-label={`Why ${user.name} is suggested`} className="list-disc space-y-0.5 pl-5 text-sm">
            {reasons.map((reason) => (
              <li key={reason.kind}>{candidateReasonText(reason)}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:w-56">
        {openPositions.length > 1 && (
          <div className="space-y-1">
            <label htmlFor={pickerId} className="text-xs text-muted-foreground">
              Position to invite {user.name} to
            </label>
            {/* A native select: the card loads with the hiring list, and Radix's select would double its chunk. */}
            <select
              id={pickerId}
              className={SELECT_CLASS}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              {openPositions.map((open) => (
                <option key={open.id} value={open.id}>
                  {open.title}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button
          size="sm"
          onClick={send}
          disabled={blocker !== null || invite.isPending}
          aria-describedby={blocker ? reasonId : undefined}
        >
          {invite.isPending ? "Inviting…" : "Invite to apply"}
        </Button>
        {blocker && (
          <p id={reasonId} className="text-xs text-muted-foreground">
            {blocker}
          </p>
        )}
        {messageAction?.(user)}
      </div>
    </li>
  );
}
