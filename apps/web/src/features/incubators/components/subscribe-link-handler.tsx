import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { isRoleLookupFailure, type Session, useSession } from "@/lib/auth/session";
import { type SubscribeLink, withoutSubscribeLink } from "@/lib/subscribe-link";
import { incubatorPagePath, intentSource, saveSubscriptionIntent } from "@/lib/subscription-intent";
import { toast } from "@/lib/toast";
import { usePlan } from "../api/get-plan";

const PLANS_FAILED_MESSAGE = "Failed to load subscription plans";

/** Undefined until known. A 403 from the me endpoint means signed in with unreadable roles: signed in. */
function isSignedIn(session: Session | null | undefined, error: unknown): boolean | undefined {
  if (session !== undefined) return session !== null;
  return isRoleLookupFailure(error) ? true : undefined;
}

/**
 * Turns a subscribe link (SPEC §3) into a stored intent, whichever page it was opened on. The plan is
 * looked up first, since the intent names its incubator. A signed-in person is then taken to the
 * incubator's page, which opens the plans dialog from the intent; a signed-out person stays where they are
 * (the sign-in page, say), and the intent brings them to that page once they have signed in or followed
 * the verification link (see `landingAfterSignIn`). A plan that cannot be found changes nothing.
 */
export function SubscribeLinkHandler({
  link,
  search,
  onHandled,
}: {
  link: SubscribeLink;
  /** The query string that carried the link. */
  search: string;
  onHandled: () => void;
}) {
  const session = useSession();
  const signedIn = isSignedIn(session.data, session.error);
  const lookup = usePlan(link.planId);
  const navigate = useNavigate();
  const location = useLocation();
  // Once only, even if React runs the effect again (development's double effects).
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    // A link naming an incubator the plan does not belong to points at no plan of that incubator.
    const found =
      lookup.data && (!link.incubatorId || lookup.data.incubator.id === link.incubatorId)
        ? lookup.data
        : undefined;
    if (lookup.isError || (lookup.data && !found)) {
      handled.current = true;
      toast({ title: PLANS_FAILED_MESSAGE, variant: "destructive" });
      onHandled();
      return;
    }
    if (!found || signedIn === undefined) return;
    handled.current = true;
    const { incubator, plan } = found;
    saveSubscriptionIntent({
      incubatorId: incubator.id,
      incubatorName: incubator.name,
      incubatorSlug: incubator.slug,
      planId: plan.id,
      source: intentSource(link, signedIn),
    });
    const stillHere = location.search === search;
    const here = { pathname: location.pathname, search: withoutSubscribeLink(search), hash: location.hash };
    if (signedIn) {
      const target = incubatorPagePath(incubator.slug);
      navigate(stillHere && location.pathname === target ? here : target, { replace: true });
    } else if (stillHere) {
      // Only while the address still carries the link: the guard may already have sent them to sign in,
      // its redirect keeping the whole address, link included, for afterwards.
      navigate(here, { replace: true });
    }
    onHandled();
  }, [lookup.data, lookup.isError, signedIn, link, search, location, navigate, onHandled]);

  return null;
}
