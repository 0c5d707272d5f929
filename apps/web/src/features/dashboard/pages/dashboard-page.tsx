import type { Role } from "@hatchery/shared";
import { BadgeCheckIcon, MailWarningIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { INVALID_LINK_MESSAGE, isLinkError } from "@/lib/auth/redirect";
import { useSendVerificationEmail } from "@/lib/auth/send-verification-email";
import { type Session, useSession } from "@/lib/auth/session";
import { useNearViewport } from "@/lib/use-near-viewport";
import { useRevealedCount } from "@/lib/use-revealed-count";
import { useChecklist } from "../api/get-checklist";
import { GettingStartedChecklist } from "../components/getting-started-checklist";

const ROLE_LABELS: Record<Role, string> = {
  admin: "Admin",
  advisor: "Advisor",
  coach: "Coach",
  member: "Member",
};

/**
 * The areas' cards mount one per task (decision 071): two to a task made tasks of 12-17 ms here (each
 * card rendered, committed and its read started), long on a slow phone.
 */
const AREAS_PER_TASK = 1;

/**
 * The signed-in person's home: the getting-started checklist while it is open, who they are signed in
 * as and what they may do. `areas` are the cards of the other areas (memberships, teams, points, skills,
 * games…), composed by the app's page (a feature imports no other feature), in the page's order.
 */
export function DashboardPage({ areas = [] }: { areas?: readonly ReactNode[] }) {
  const { data: session, refetch, isFetching } = useSession();
  const checklist = useChecklist();
  /*
   * Whether the checklist shows decides where everything else sits: the cards wait for its first try
   * behind a placeholder, so an open checklist does not push down a painted account card (a layout
   * shift of 0.26 on a phone, decision 072). Only the first try: the checklist is a helper, and while
   * it is tried again (or after it failed) the rest of the dashboard stands on its own.
   */
  const placed = useOnceTrue(!checklist.isPending || checklist.failureCount > 0);
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Dashboard"
        lead={session ? `Welcome, ${session.user.firstName ?? session.user.name}.` : undefined}
      />
      {!session ? (
        <Alert variant="destructive" role="alert" className="max-w-xl">
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>Your account details could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : placed ? (
        <DashboardCards session={session} areas={areas} withChecklist={checklist.data !== undefined} />
      ) : (
        <DashboardLoading />
      )}
    </PageContainer>
  );
}

/**
 * Stands in for the checklist and the account's card, taller than the window, so the footer below stays
 * out of view until the cards replace it.
 */
function DashboardLoading() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading your dashboard…
      </p>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-72 rounded-xl lg:col-span-2" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </>
  );
}

/**
 * True from the first render `now` is, for good: a refetch of a checklist that failed goes back to
 * pending, and the cards must not give way to the placeholder again.
 */
function useOnceTrue(now: boolean): boolean {
  const [was, setWas] = useState(now);
  if (now && !was) setWas(true);
  return was || now;
}

/**
 * The cards. The checklist is among them once it has answered (it hides itself when closed); mounted
 * before, its own loading line would stand above the account's card and go.
 */
function DashboardCards({
  session,
  areas,
  withChecklist,
}: {
  session: Session;
  areas: readonly ReactNode[];
  withChecklist: boolean;
}) {
  /*
   * Each card reads its own answer as it mounts: mounting them all at once was one long task (rendered,
   * committed, every request started). They mount one per task instead, from when their place first
   * comes into view: on a wide screen at once, beside the account's card; on a phone, where they come
   * below the checklist and the account's card, once the reader scrolls towards them. A first view
   * nobody scrolls then costs none of their code, reads or renders (issue 29: on a phone's first view,
   * eight reads, their cards' files and a dozen tasks, decision 077).
   */
  const [place, inView] = useNearViewport<HTMLDivElement>();
  const mounted = useRevealedCount(inView ? areas.length : 0, 0, AREAS_PER_TASK);
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      {withChecklist && <GettingStartedChecklist className="lg:col-span-2" />}
      <AccountCard session={session} />
      {areas.slice(0, mounted)}
      {!inView && areas.length > 0 && (
        <div ref={place} aria-hidden="true">
          <Skeleton className="h-48 rounded-xl" />
        </div>
      )}
    </div>
  );
}

function AccountCard({ session }: { session: Session }) {
  const { user, roles } = session;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your account</CardTitle>
        <CardDescription>What Hatchery knows about you and what you can do here.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <dt className="text-sm font-medium text-muted-foreground">Name</dt>
          <dd>{user.name}</dd>
          <dt className="text-sm font-medium text-muted-foreground">Email</dt>
          <dd className="break-all">{user.email}</dd>
          <dt className="text-sm font-medium text-muted-foreground">Roles</dt>
          <dd>
            <ul className="flex flex-wrap gap-2" aria-label="Roles">
              {(roles.length > 0 ? roles : (["member"] as const)).map((role) => (
                <li key={role}>
                  <Badge variant="secondary">{ROLE_LABELS[role]}</Badge>
                </li>
              ))}
            </ul>
          </dd>
          <dt className="text-sm font-medium text-muted-foreground">Email verification</dt>
          <dd>
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1.5 font-medium text-primary">
                <BadgeCheckIcon aria-hidden="true" className="size-4" />
                Verified
              </span>
            ) : (
              <UnverifiedEmail email={user.email} />
            )}
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}

function UnverifiedEmail({ email }: { email: string }) {
  const resend = useSendVerificationEmail();
  // The verification link of the email lands here; a used or expired one arrives with `?error=`.
  const [searchParams] = useSearchParams();
  const linkError = isLinkError(searchParams.get("error"));
  return (
    <div className="flex flex-col items-start gap-3">
      {linkError && (
        <Alert variant="destructive">
          <AlertDescription className="text-destructive">{INVALID_LINK_MESSAGE}</AlertDescription>
        </Alert>
      )}
      <span className="inline-flex items-center gap-1.5 font-medium text-destructive">
        <MailWarningIcon aria-hidden="true" className="size-4" />
        Not verified
      </span>
      <p className="text-sm text-muted-foreground">
        Follow the link we emailed you. Until then, subscriptions and incubator management stay closed.
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ email, callbackURL: "/dashboard" })}
      >
        {resend.isPending ? "Sending…" : "Resend verification email"}
      </Button>
      {resend.error && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{resend.error.message}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
