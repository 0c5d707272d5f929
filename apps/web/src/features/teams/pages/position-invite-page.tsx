import {
  type AcceptInviteResponse,
  APPLICATION_MESSAGE_MAX_LENGTH,
  type PositionInviteResponse,
  positionInvitePath,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { CheckCircle2Icon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { PageContainer, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { SIGN_UP_PATH, signInPath } from "@/lib/auth/sign-in-path";
import { clearPositionInviteIntent, savePositionInviteIntent } from "@/lib/position-invite-intent";
import { possessive } from "@/lib/possessive";
import { useAcceptPositionInvite } from "../api/accept-position-invite";
import { usePositionInvite } from "../api/get-position-invite";
import { MyApplicationsButton } from "../components/positions/my-applications-dialog";
import {
  APPLICATION_STATUS_LABELS,
  formatDate,
  POSITION_STATUS_LABELS,
} from "../components/positions/position-format";
import { PositionMeta } from "../components/positions/position-meta";

/** What each link that cannot be used says, and what the person can do about it. */
const DEAD_LINKS: Record<string, { title: string; lead: string }> = {
  [TEAM_ERROR_MESSAGES.inviteUnknown]: {
    title: TEAM_ERROR_MESSAGES.inviteUnknown,
    lead: "Check that you copied the whole link, or ask the team for a new one.",
  },
  [TEAM_ERROR_MESSAGES.inviteExpired]: {
    title: TEAM_ERROR_MESSAGES.inviteExpired,
    lead: "Invite links last a limited time. Ask the team for a new one.",
  },
  [TEAM_ERROR_MESSAGES.inviteUsedUp]: {
    title: TEAM_ERROR_MESSAGES.inviteUsedUp,
    lead: "Someone else took the last place it offered. Ask the team for a new link.",
  },
  [TEAM_ERROR_MESSAGES.inviteRevoked]: {
    title: TEAM_ERROR_MESSAGES.inviteRevoked,
    lead: "The team withdrew it. If you still want to join, ask them for a new link.",
  },
};

/**
 * `/position-invite/{token}`, public: the position and its team for anyone holding the link. A link
 * that cannot be used says why; a signed-out person signs in or signs up and comes back here, even
 * through the verification email (a stored intent); a signed-in one accepts, joining the incubator as
 * a guest when needed.
 */
export function PositionInvitePage() {
  const { token = "" } = useParams();
  const invite = usePositionInvite(token);
  const session = useSession();
  /*
   * The link as it stood when accepted, with the answer: using the link may use it up, and the card
   * refreshes after every application step, so from then on the page shows what the person did.
   */
  const [accepted, setAccepted] = useState<{
    card: PositionInviteResponse;
    result: AcceptInviteResponse;
  } | null>(null);

  // Back on an invite page signed in: the stored intent has done its work, and must not pull later
  // sign-ins here.
  const signedIn = Boolean(session.data);
  useEffect(() => {
    if (signedIn) clearPositionInviteIntent();
  }, [signedIn]);

  if (!accepted && invite.isError) {
    return <UnusableInvite error={invite.error} onRetry={() => invite.refetch()} />;
  }
  const card = accepted?.card ?? invite.data;
  if (!card) return <InviteSkeleton />;

  const { position, team } = card;
  return (
    <PageContainer className="grid max-w-3xl gap-6 py-10 sm:py-14">
      <header className="grid gap-2">
        <InviteHeading>
          {position.title} at {team.name}
        </InviteHeading>
        <p className="text-lg text-muted-foreground">
          {team.tagline ? `${team.tagline} · ` : ""}A team of {team.incubator.name}
        </p>
      </header>

      <Card>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <PositionMeta position={position} />
            {position.status !== "open" && (
              <Badge variant="outline">{POSITION_STATUS_LABELS[position.status]}</Badge>
            )}
          </div>
          {position.description && (
            <section aria-labelledby="invite-role" className="grid gap-1">
              <h2 id="invite-role" className="font-semibold">
                The role
              </h2>
              <p className="whitespace-pre-line">{position.description}</p>
            </section>
          )}
          {position.offers && (
            <section aria-labelledby="invite-offers" className="grid gap-1">
              <h2 id="invite-offers" className="font-semibold">
                What the team offers
              </h2>
              <p className="whitespace-pre-line">{position.offers}</p>
            </section>
          )}
          <p className="text-sm text-muted-foreground">
            The link is valid until {formatDate(card.invite.expiresAt)}.{" "}
            <Link to={`/teams/${team.slug}`} className="text-primary underline underline-offset-4">
              See the team
            </Link>
          </p>
        </CardContent>
      </Card>

      {accepted ? (
        <AcceptResult result={accepted.result} />
      ) : position.status !== "open" ? (
        <Alert>
          <AlertTitle>{TEAM_ERROR_MESSAGES.positionNotOpen}</AlertTitle>
          <AlertDescription>
            The team is not taking applications for it now. Ask them what else is open.
          </AlertDescription>
        </Alert>
      ) : (
        <InviteAction
          token={token}
          invite={card}
          sessionPending={session.isPending}
          emailVerified={session.data?.user.emailVerified !== false}
          onAccepted={(result) => setAccepted({ card, result })}
        />
      )}
    </PageContainer>
  );
}

function InviteAction({
  token,
  invite,
  sessionPending,
  emailVerified,
  onAccepted,
}: {
  token: string;
  invite: PositionInviteResponse;
  sessionPending: boolean;
  emailVerified: boolean;
  onAccepted: (result: AcceptInviteResponse) => void;
}) {
  const { viewer, team } = invite;
  if (viewer === null) {
    if (sessionPending) return <Skeleton aria-hidden="true" className="h-32 w-full" />;
    return <SignedOutInvite token={token} invite={invite} />;
  }
  if (viewer.isMember) {
    return (
      <Alert>
        <AlertTitle>You're already a member of {team.name}</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-3">
          <p>There is nothing to accept.</p>
          <Link to={`/teams/${team.slug}`} className={buttonVariants({ size: "sm" })}>
            Go to {team.name}
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  if (viewer.openApplication) {
    return (
      <Alert>
        <AlertTitle>You've already applied</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-3">
          <p>
            Your application for this position is{" "}
            {APPLICATION_STATUS_LABELS[viewer.openApplication.status].toLowerCase()}. The team's leader will
            answer you by email.
          </p>
          <MyApplicationsButton />
        </AlertDescription>
      </Alert>
    );
  }
  if (!emailVerified) {
    return (
      <Alert>
        <AlertTitle>Email verification required</AlertTitle>
        <AlertDescription className="grid justify-items-start gap-3">
          <p>
            Open the link in the email we sent you to confirm your address; it brings you back here to accept.
          </p>
          <Link to="/profile" className={buttonVariants({ size: "sm", variant: "outline" })}>
            Go to Profile
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  return <AcceptInviteForm token={token} invite={invite} onAccepted={onAccepted} />;
}

/** Sign in or sign up, keeping the link through sign-up, the verification email and sign-in. */
function SignedOutInvite({ token, invite }: { token: string; invite: PositionInviteResponse }) {
  const here = positionInvitePath(token);
  const keepIntent = () => savePositionInviteIntent({ token, expiresAt: invite.invite.expiresAt });
  return (
    <section aria-labelledby="invite-sign-in" className="grid gap-3 rounded-xl border p-5">
      <h2 id="invite-sign-in" className="text-lg font-semibold">
        Sign in to accept
      </h2>
      <p className="text-muted-foreground">
        New here? Create an account: once you have confirmed your email address you come back to this
        invitation to accept it.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={signInPath(here)} onClick={keepIntent} className={buttonVariants()}>
          Sign in
        </Link>
        <Link
          to={`${SIGN_UP_PATH}&${new URLSearchParams({ redirect: here })}`}
          onClick={keepIntent}
          className={buttonVariants({ variant: "outline" })}
        >
          Create account
        </Link>
      </div>
    </section>
  );
}

function AcceptInviteForm({
  token,
  invite,
  onAccepted,
}: {
  token: string;
  invite: PositionInviteResponse;
  onAccepted: (result: AcceptInviteResponse) => void;
}) {
  const accept = useAcceptPositionInvite();
  const [message, setMessage] = useState("");
  const messageId = useId();
  const { team, viewer } = invite;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    accept.mutate({ token, message }, { onSuccess: onAccepted });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-accept"
      className="grid gap-4 rounded-xl border p-5"
    >
      <h2 id="invite-accept" className="text-lg font-semibold">
        Accept the invitation
      </h2>
      <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
        {viewer && !viewer.isIncubatorMember && <li>You join {team.incubator.name} as a guest member.</li>}
        <li>
          {invite.invite.requiresApproval
            ? `${possessive(team.name)} leader reviews your application and may start a trial first.`
            : `You join ${team.name} at once.`}
        </li>
      </ul>
      <div className="grid gap-2">
        <Label htmlFor={messageId}>Message to the team (optional)</Label>
        <Textarea
          id={messageId}
          rows={4}
          maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {accept.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(accept.error)}
        </p>
      )}
      <Button type="submit" className="justify-self-start" disabled={accept.isPending}>
        {accept.isPending ? "Accepting..." : "Accept"}
      </Button>
    </form>
  );
}

/** "You're in" or "Application sent", focused so the change is announced. */
function AcceptResult({ result }: { result: AcceptInviteResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const joined = result.application.status === "accepted";
  const { team } = result.application;
  return (
    <section
      aria-labelledby="invite-result"
      className="grid gap-3 rounded-xl border border-primary/40 bg-primary/5 p-5"
    >
      <h2
        id="invite-result"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold outline-none"
      >
        <CheckCircle2Icon aria-hidden="true" className="size-5 text-primary" />
        {joined ? "You're in" : "Application sent"}
      </h2>
      <p>
        {joined
          ? `Welcome to ${team.name}.`
          : `${possessive(team.name)} leader has your application and will answer you by email.`}
        {result.joinedIncubator ? " You are now a guest member of the incubator too." : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/teams/${team.slug}`} className={buttonVariants()}>
          Go to {team.name}
        </Link>
        {!joined && <MyApplicationsButton />}
      </div>
    </section>
  );
}

/**
 * A link that cannot be used is a page of its own, never an error page: each of unknown, expired, used
 * up and revoked says what happened; anything else offers another try.
 */
function UnusableInvite({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const known = error instanceof ApiError && (error.status === 404 || error.status === 410);
  const dead = known
    ? (DEAD_LINKS[error.message] ?? { title: error.message, lead: "Ask the team for a new link." })
    : null;
  return (
    <PageContainer className="grid max-w-3xl justify-items-start gap-4 py-10 sm:py-14">
      <InviteHeading>{dead ? dead.title : "The invitation could not be loaded"}</InviteHeading>
      <p className="text-lg text-muted-foreground">{dead ? dead.lead : errorMessage(error)}</p>
      <div className="flex flex-wrap gap-2">
        {!dead && <Button onClick={onRetry}>Try again</Button>}
        <Link to="/teams" className={buttonVariants({ variant: dead ? "default" : "outline" })}>
          Browse teams
        </Link>
      </div>
    </PageContainer>
  );
}

/** The page's h1: what the page is, then what this link holds or why it cannot be used. */
function InviteHeading({ children }: { children: React.ReactNode }) {
  return (
    <h1 className="grid gap-2">
      <span className="text-sm font-semibold tracking-wide text-primary uppercase">Position invitation</span>
      <span className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{children}</span>
    </h1>
  );
}

function InviteSkeleton() {
  return (
    <PageLoading label="Loading the invitation…" className="max-w-3xl" shapesClassName="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
      </div>
      <Skeleton className="h-48 w-full" />
    </PageLoading>
  );
}
