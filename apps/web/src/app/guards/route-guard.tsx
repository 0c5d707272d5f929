import type { RouteAccess } from "@hatchery/shared";
import { LoaderCircleIcon, MailWarningIcon, ShieldXIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { roleRouteAdmits } from "@/lib/auth/roles";
import { isRoleLookupFailure, useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { toast } from "@/lib/toast";
import { GuardCard } from "./guard-card";

export type GuardedAccess = Exclude<RouteAccess, { kind: "public" }>;

/**
 * Shows the page only to whom its route admits (SPEC §2 access guard, §6 roles). The server checks every
 * call as well; this is for the person, who learns what is missing instead of meeting failing calls.
 */
export function RouteGuard({ access, children }: { access: GuardedAccess; children: ReactNode }) {
  const { data: session, error, refetch, isFetching } = useSession();
  const { pathname, search } = useLocation();
  const roleLookupFailed = isRoleLookupFailure(error);

  if (session === null) return <Navigate to={signInPath(`${pathname}${search}`)} replace />;

  if (session === undefined && !roleLookupFailed) {
    return error ? (
      <VerifyingAccess failure={error.message} retrying={isFetching} onRetry={() => void refetch()} />
    ) : (
      <VerifyingAccess />
    );
  }

  // The me endpoint answers 403 when the roles could not be read: a role route is then denied (SPEC §6).
  if (access.kind === "role" && (roleLookupFailed || !session || !roleRouteAdmits(session.roles, access))) {
    return <AccessDenied role={access.role} />;
  }
  if (access.verifiedEmail && session && !session.user.emailVerified) return <EmailVerificationRequired />;
  return children;
}

function VerifyingAccess({
  failure,
  retrying = false,
  onRetry,
}: {
  failure?: string;
  retrying?: boolean;
  onRetry?: () => void;
}) {
  const checking = !failure || retrying;
  return (
    <GuardCard
      busy={checking}
      icon={<LoaderCircleIcon aria-hidden="true" className={checking ? "animate-spin" : undefined} />}
      title="Verifying Access"
      description={<span role="status">Checking that you can open this page…</span>}
    >
      {failure && (
        <div className="flex flex-col items-center gap-3">
          <Alert variant="destructive" role="alert">
            <AlertDescription>{failure}</AlertDescription>
          </Alert>
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            Try again
          </Button>
        </div>
      )}
    </GuardCard>
  );
}

function AccessDenied({ role }: { role: string }) {
  return (
    <GuardCard
      icon={<ShieldXIcon aria-hidden="true" />}
      title="Access Denied"
      description={`This page requires the ${role} role.`}
      footer={
        <Link to="/dashboard" className={buttonVariants()}>
          Go to Dashboard
        </Link>
      }
    />
  );
}

function EmailVerificationRequired() {
  const { key } = useLocation();
  const toastedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Once per visit: a re-render (or React's development double effect) must not raise it again.
    if (toastedFor.current === key) return;
    toastedFor.current = key;
    toast({
      title: "Email verification required",
      description: "Verify your email address to open this page.",
      variant: "destructive",
    });
  }, [key]);

  return (
    <GuardCard
      icon={<MailWarningIcon aria-hidden="true" />}
      title="Email Verification Required"
      description="This page is available once your email address is verified. Follow the link we emailed you, or send a new one from your profile."
      footer={
        <Link to="/profile" className={buttonVariants()}>
          Go to Profile
        </Link>
      }
    />
  );
}
