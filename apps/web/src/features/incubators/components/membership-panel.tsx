import type { IncubatorDetailResponse, Membership, SubscriptionSource } from "@hatchery/shared";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { AppActionButton } from "@/components/app-action-button";
import { LazyChatLink } from "@/components/lazy-chat-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import type { Session } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useJoinIncubator } from "../api/join-incubator";
import { useLeaveIncubator } from "../api/leave-incubator";
import { plansAddress } from "../plans-address";
import { JOINED_MESSAGE, joinFailedMessage } from "./use-subscribe";

/** The confirmation loads when a member first asks to leave, not with the page every visitor reads. */
const LeaveIncubatorDialog = lazy(() =>
  import("./leave-incubator-dialog").then((module) => ({ default: module.LeaveIncubatorDialog })),
);

/**
 * What the incubator offers this person: to sign in (signed out), to join or subscribe (signed in, not
 * a member), their own membership, or nothing when it is not accepting new members. A signed-out visitor
 * of an incubator that is not accepting is offered nothing either: signing in would not let them join.
 */
export type MembershipOffer = "sign-in" | "join" | "member" | "closed";

export function membershipOffer(
  detail: IncubatorDetailResponse,
  session: Session | null | undefined,
): { offer: MembershipOffer; membership: Membership | null } {
  const membership = detail.viewer?.membership?.status === "active" ? detail.viewer.membership : null;
  if (session !== null && membership) return { offer: "member", membership };
  if (!detail.incubator.accepting) return { offer: "closed", membership: null };
  return { offer: session === null ? "sign-in" : "join", membership: null };
}

/** Joins as a guest member, saying how it went in the SPEC's words. */
export function useJoinAsGuest(slug: string) {
  const join = useJoinIncubator(() => ({ title: JOINED_MESSAGE }));
  return {
    pending: join.isPending,
    joinAsGuest: () =>
      join.mutate(slug, {
        onError: (error) => toast({ title: joinFailedMessage(error.message), variant: "destructive" }),
      }),
  };
}

/** The person's own standing in the incubator, with the one action that fits it. */
export function MembershipPanel({
  detail,
  session,
  onSubscribe,
}: {
  detail: IncubatorDetailResponse;
  session: Session | null | undefined;
  onSubscribe: (source?: SubscriptionSource) => void;
}) {
  const { incubator, viewer } = detail;
  const { joinAsGuest, pending: joining } = useJoinAsGuest(incubator.slug);
  const leave = useLeaveIncubator(() => ({ title: "Left incubator successfully" }));
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [askedToLeave, setAskedToLeave] = useState(false);
  const { offer, membership } = membershipOffer(detail, session);
  const path = `/incubators/${incubator.slug}`;

  function leaveIncubator() {
    leave.mutate(incubator.slug, {
      onSuccess: () => setConfirmLeave(false),
      onError: () => toast({ title: "Failed to leave incubator", variant: "destructive" }),
    });
  }

  return (
    <section aria-labelledby="your-membership" className="space-y-4 rounded-xl border bg-card p-5 shadow-sm">
      <h2 id="your-membership" className="text-lg font-semibold">
        Your membership
      </h2>
      {offer === "sign-in" ? (
        <>
          <p className="text-sm text-muted-foreground">Sign in to join {incubator.name} or subscribe.</p>
          <div className="flex flex-wrap gap-2">
            <Link to={signInPath(path)} className={buttonVariants()}>
              Sign in to join
            </Link>
            <AppActionButton
              variant="outline"
              documentTo={plansAddress(incubator.slug)}
              onClick={() => onSubscribe()}
            >
              Subscribe
            </AppActionButton>
          </div>
        </>
      ) : offer === "member" && membership ? (
        <>
          <p className="flex items-center gap-2 text-sm">
            You are a
            <Badge variant={membership.membershipTier === "subscriber" ? "default" : "secondary"}>
              {membership.membershipTier === "subscriber" ? "Subscriber" : "Guest"}
            </Badge>
            member.
          </p>
          <div className="flex flex-wrap gap-2">
            {membership.membershipTier === "guest" ? (
              <Button onClick={() => onSubscribe("upgrade")}>Upgrade</Button>
            ) : (
              <Link to="/subscription" className={buttonVariants({ variant: "outline" })}>
                Manage subscription
              </Link>
            )}
            <Link to={`${path}/feed`} className={buttonVariants({ variant: "outline" })}>
              Incubator feed
            </Link>
            <LazyChatLink
              place={{ kind: "incubator", id: incubator.id, slug: incubator.slug }}
              label="Incubator chat"
            />
            <Button
              variant="ghost"
              onClick={() => {
                setAskedToLeave(true);
                setConfirmLeave(true);
              }}
            >
              Leave
            </Button>
          </div>
          {askedToLeave && (
            <Suspense fallback={null}>
              <LeaveIncubatorDialog
                incubatorName={incubator.name}
                open={confirmLeave}
                onOpenChange={setConfirmLeave}
                pending={leave.isPending}
                onConfirm={leaveIncubator}
              />
            </Suspense>
          )}
        </>
      ) : offer === "join" ? (
        <>
          <p className="text-sm text-muted-foreground">
            Join as a guest to take part, or subscribe for team leadership, business funding and premium
            mentorship.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={joinAsGuest} disabled={joining}>
              {joining ? "Joining..." : "Join as guest"}
            </Button>
            <Button onClick={() => onSubscribe()}>Subscribe</Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          This incubator is not currently accepting new members.
        </p>
      )}
      {(viewer?.permissions.edit || viewer?.permissions.managePlans) && (
        <Link to={`${path}/edit`} className={cn(buttonVariants({ variant: "link" }), "px-0")}>
          Edit incubator
        </Link>
      )}
    </section>
  );
}
