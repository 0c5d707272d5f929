import { useQueryClient } from "@tanstack/react-query";
import { CircleAlertIcon, LoaderCircleIcon, LogInIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { safeRedirectPath } from "@/lib/auth/redirect";
import { broadcastSessionChange, sessionQueryOptions } from "@/lib/auth/session";
import { AUTH_PATH, signInPath } from "@/lib/auth/sign-in-path";
import { isStaleCallback } from "@/lib/linkedin-callback";
import { toast } from "@/lib/toast";
import { CallbackCard } from "../components/callback-card";
import { CallbackErrorMessage } from "../components/callback-error-message";
import { StaleLinkWarning } from "../components/stale-link-warning";
import { readCallbackError } from "../utils/callback-error";

const TITLE = "LinkedIn sign-in";
const FAILED_TITLE = "LinkedIn sign-in didn't complete";

type Outcome =
  | { kind: "checking" }
  | { kind: "signed-in" }
  | { kind: "no-session" }
  | { kind: "failed"; message: string };

/**
 * Where Better Auth sends the person back after LinkedIn (SPEC §2: /linkedin-callback and
 * /auth/linkedin/callback). An error in the address is shown as it came; otherwise the session is read
 * afresh, and a signed-in person is welcomed and taken to `redirect` (a path on this site) or the dashboard.
 */
export function LinkedInCallbackPage() {
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "checking" });
  const [attempt, setAttempt] = useState(0);
  const welcomed = useRef(false);

  const callbackError = readCallbackError(search);
  const failedInAddress = callbackError !== undefined;
  const requestedRedirect = search.get("redirect");
  const destination = safeRedirectPath(requestedRedirect);
  const stale = isStaleCallback(search);
  const signInAgain = requestedRedirect ? signInPath(destination) : AUTH_PATH;

  useEffect(() => {
    if (failedInAddress) return;
    let current = true;
    setOutcome({ kind: "checking" });
    queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).then(
      (session) => {
        if (current) setOutcome(session ? { kind: "signed-in" } : { kind: "no-session" });
      },
      (error: unknown) => {
        const message = errorMessage(error);
        if (current) setOutcome({ kind: "failed", message });
      },
    );
    return () => {
      current = false;
    };
    // `attempt` is how "Try again" asks for another read.
  }, [queryClient, failedInAddress, attempt]);

  // A stale address waits for the person to continue, so the warning is read before anything happens.
  useEffect(() => {
    if (outcome.kind !== "signed-in" || stale || welcomed.current) return;
    welcomed.current = true;
    broadcastSessionChange("signed-in");
    toast({ title: "Welcome back!", description: "You have been successfully signed in." });
    void navigate(destination, { replace: true });
  }, [outcome.kind, stale, destination, navigate]);

  if (callbackError) {
    return (
      <CallbackCard icon={CircleAlertIcon} tone="destructive" title={FAILED_TITLE}>
        {stale && <StaleLinkWarning />}
        <CallbackErrorMessage error={callbackError} />
        <Link to={signInAgain} className={buttonVariants()}>
          Back to sign in
        </Link>
      </CallbackCard>
    );
  }

  if (outcome.kind === "no-session") {
    return (
      <CallbackCard icon={CircleAlertIcon} tone="destructive" title={FAILED_TITLE}>
        {stale && <StaleLinkWarning />}
        <p className="text-lg text-muted-foreground">
          We couldn't find your session. LinkedIn sent you back, but you aren't signed in to Hatchery. Please
          sign in again.
        </p>
        <Link to={signInAgain} className={buttonVariants()}>
          Sign in
        </Link>
      </CallbackCard>
    );
  }

  if (outcome.kind === "failed") {
    return (
      <CallbackCard icon={CircleAlertIcon} tone="destructive" title={TITLE}>
        <Alert variant="destructive" role="alert" className="text-left">
          <AlertDescription>We couldn't confirm your session. {outcome.message}</AlertDescription>
        </Alert>
        <Button type="button" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </Button>
      </CallbackCard>
    );
  }

  if (outcome.kind === "signed-in" && stale) {
    return (
      <CallbackCard icon={LogInIcon} title={TITLE}>
        <StaleLinkWarning />
        <p className="text-lg text-muted-foreground">You're signed in.</p>
        <Button type="button" onClick={() => void navigate(destination, { replace: true })}>
          Continue
        </Button>
      </CallbackCard>
    );
  }

  return (
    <CallbackCard icon={LoaderCircleIcon} title={TITLE}>
      <p role="status" className="text-lg text-muted-foreground">
        {outcome.kind === "signed-in" ? "You're signed in. Taking you onward…" : "Confirming your session…"}
      </p>
    </CallbackCard>
  );
}
