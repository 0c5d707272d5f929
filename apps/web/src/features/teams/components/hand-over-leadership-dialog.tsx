import type { TeamDetailResponse, TeamMember } from "@hatchery/shared";
import { type FormEvent, useId, useState } from "react";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api-client";
import { useHandOverLeadership } from "../api/hand-over-leadership";

/**
 * Whether the server would accept the member as the new leader, as the team's answer tells those who
 * manage its members. Without that answer (null) the choice is left to the server, which still refuses.
 */
function mayTakeOver(member: TeamMember): boolean {
  return member.canLead !== false;
}

/**
 * Hands the team's leadership to another member. Only the members the server accepts are offered; the
 * others are shown, not selectable, with the reason, and when nobody else may lead the dialog says so
 * instead of offering an empty choice. Mount it anew for each opening, so a cancelled choice is not kept.
 */
export function HandOverLeadershipDialog({
  detail,
  open,
  onOpenChange,
}: {
  detail: TeamDetailResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { team, incubator, members } = detail;
  const handOver = useHandOverLeadership((_answer, { userId }) => ({
    title: `${members.find((member) => member.user.id === userId)?.user.name ?? "The new leader"} now leads ${team.name}`,
  }));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const others = members.filter((member) => !member.isLeader);
  const eligible = others.filter(mayTakeOver);
  const ineligible = others.filter((member) => !mayTakeOver(member));
  const chosen = eligible.find((member) => member.user.id === chosenId);
  const reason = `Needs an active subscription to ${incubator.name}`;
  // An administrator may hand over a team they do not lead.
  const leaderName = members.find((member) => member.isLeader)?.user.name;
  const formerLeaderStays = detail.viewer?.isLeader
    ? "you stay in the team as a member"
    : `${leaderName ?? "the former leader"} stays in the team as a member`;
  const idPrefix = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!chosen || handOver.isPending) return;
    handOver.mutate({ slug: team.slug, userId: chosen.user.id }, { onSuccess: () => onOpenChange(false) });
  }

  const option = (member: TeamMember, selectable: boolean) => {
    const optionId = `${idPrefix}-${member.user.id}`;
    return (
      <li key={member.user.id} className="flex items-start gap-3">
        <input
          id={optionId}
          type="radio"
          name="new-leader"
          value={member.user.id}
          checked={selectable && chosenId === member.user.id}
          disabled={!selectable || handOver.isPending}
          onChange={() => {
            setChosenId(member.user.id);
            handOver.reset();
          }}
          aria-describedby={selectable ? undefined : `${optionId}-reason`}
          className="mt-0.5 size-4 accent-primary disabled:cursor-not-allowed"
        />
        <div className="grid gap-1">
          <label
            htmlFor={optionId}
            className={
              selectable ? "text-sm leading-none font-medium" : "text-sm leading-none text-muted-foreground"
            }
          >
            {member.user.name}
          </label>
          {!selectable && (
            <p id={`${optionId}-reason`} className="text-sm text-muted-foreground">
              {reason}
            </p>
          )}
        </div>
      </li>
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !handOver.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Hand over the leadership of {team.name}</DialogTitle>
          <DialogDescription>
            The new leader decides the team's members, positions and applications; {formerLeaderStays}.
            Leading needs an active subscription to {incubator.name}.
          </DialogDescription>
        </DialogHeader>
        {eligible.length === 0 ? (
          <>
            <p className="text-sm">
              {others.length === 0
                ? `Nobody else is in ${team.name} yet. Once a member with an active subscription to ${incubator.name} joins, you can hand the leadership to them.`
                : `Nobody else in ${team.name} can lead it yet: none of its members has an active subscription to ${incubator.name}. Once one of them subscribes, you can hand the leadership to them.`}
            </p>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Close
                </Button>
              </DialogClose>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Choose the new leader" className="grid gap-4">
            <fieldset className="grid gap-3">
              <legend className="mb-3 text-sm font-medium">New leader</legend>
              <ul className="grid gap-3">
                {eligible.map((member) => option(member, true))}
                {ineligible.map((member) => option(member, false))}
              </ul>
            </fieldset>
            <FormError message={handOver.isError ? errorMessage(handOver.error) : undefined} />
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={handOver.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={!chosen || handOver.isPending}>
                {handOver.isPending
                  ? "Handing over…"
                  : chosen
                    ? `Make ${chosen.user.name} the leader`
                    : "Hand over leadership"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
