import type { RouteAccess } from "@hatchery/shared";
import { LoaderCircleIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Navigate, useLocation } from "react-router";
import { roleRouteAdmits } from "@/lib/auth/roles";
import { isRoleLookupFailure, useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { GuardCard } from "./guard-card";

/*
 * The screens of a refused page load when one is shown: the guard itself is in every signed-in page's
 * first view, they are in almost none.
 */
const AccessDenied = lazy(() =>
  import("./refusal-screens").then((module) => ({ default: module.AccessDenied })),
);
const EmailVerificationRequired = lazy(() =>
  import("./refusal-screens").then((module) => ({ default: module.EmailVerificationRequired })),
);
/* Reading the session failed: as rare, and loaded as late (its alert and button are in few first views). */
const SessionReadFailure = lazy(() =>
  import("./refusal-screens").then((module) => ({ default: module.SessionReadFailure })),
);

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
    return (
      <Suspense fallback={<VerifyingAccess />}>
        <AccessDenied role={access.role} />
      </Suspense>
    );
  }
  if (access.verifiedEmail && session && !session.user.emailVerified) {
    return (
      <Suspense fallback={<VerifyingAccess />}>
        <EmailVerificationRequired />
      </Suspense>
    );
  }
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
        <Suspense fallback={null}>
          <SessionReadFailure failure={failure} retrying={retrying} onRetry={onRetry} />
        </Suspense>
      )}
    </GuardCard>
  );
}
