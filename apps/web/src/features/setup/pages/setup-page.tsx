import type { ReactNode } from "react";
import { Link, useLocation, useParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { useClaimSetupLink, useSetupLinkStatus } from "../api/setup-link";

/**
 * `/setup/{token}`: the one-time link the server prints while the installation has no admin
 * (docs/decisions/053-first-run-and-roles.md). A signed-in person with a verified email becomes the
 * first admin; a visitor signs in first and comes back here.
 */
export function SetupPage() {
  const { token = "" } = useParams();
  const location = useLocation();
  const status = useSetupLinkStatus(token);
  const session = useSession();
  const claim = useClaimSetupLink(token);

  let body: ReactNode;
  if (claim.isSuccess) {
    body = (
      <Alert role="status">
        <AlertTitle>You are the administrator</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>This link is used up. Give other people roles from the administration.</p>
          <Link to="/admin" className={buttonVariants()}>
            Go to the administration
          </Link>
        </AlertDescription>
      </Alert>
    );
  } else if (status.isPending || session.isPending) {
    body = (
      <div>
        <p role="status" className="sr-only">
          Checking the setup link…
        </p>
        <Skeleton aria-hidden="true" className="h-32 w-full" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <Alert variant="destructive" role="alert">
        <AlertTitle>We couldn't check this link</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>{errorMessage(status.error)}</p>
          <Button type="button" variant="outline" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (status.data.status !== "valid") {
    body = (
      <Alert variant="destructive" role="alert">
        <AlertTitle>This link can't be used</AlertTitle>
        <AlertDescription>{status.data.message}</AlertDescription>
      </Alert>
    );
  } else if (!session.data) {
    body = (
      <Alert>
        <AlertTitle>Sign in first</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>Sign in, or create an account and verify its email, then you come back here.</p>
          <Link to={signInPath(location.pathname)} className={buttonVariants()}>
            Sign in
          </Link>
        </AlertDescription>
      </Alert>
    );
  } else if (!session.data.user.emailVerified) {
    body = (
      <Alert>
        <AlertTitle>Verify your email first</AlertTitle>
        <AlertDescription className="flex flex-col items-start gap-3">
          <p>The first administrator needs a verified email address.</p>
          <Link to="/profile" className={buttonVariants({ variant: "outline" })}>
            Go to Profile
          </Link>
        </AlertDescription>
      </Alert>
    );
  } else {
    body = (
      <div className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6">
        <p>
          You are signed in as <strong>{session.data.user.email}</strong>. Become the administrator of this
          installation? The link works once.
        </p>
        {claim.isError && (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(claim.error)}
          </p>
        )}
        <Button type="button" disabled={claim.isPending} onClick={() => claim.mutate()}>
          {claim.isPending ? "Setting up…" : "Become the administrator"}
        </Button>
      </div>
    );
  }

  return (
    <PageContainer className="pb-16">
      <PageHeader title="Set up Hatchery" lead="Make the first administrator of this installation." />
      <div className="max-w-2xl">{body}</div>
    </PageContainer>
  );
}
