import type { IncubatorDetailResponse, SubscriptionSource } from "@hatchery/shared";
import { Link } from "react-router";
import { AppActionButton } from "@/components/app-action-button";
import { Button, buttonVariants } from "@/components/ui/button";
import type { Session } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { plansAddress } from "../plans-address";
import { membershipOffer, useJoinAsGuest } from "./membership-panel";

/**
 * On a phone the membership panel comes after the description, often screens below. This bar keeps the
 * incubator's join or subscribe action at the bottom of the screen from the first one on. It is sticky,
 * the last thing on the page, so at the end of the page it takes its own place instead of covering what
 * is above it. Wide screens show the panel beside the description and no bar.
 */
export function IncubatorActionBar({
  detail,
  session,
  onSubscribe,
}: {
  detail: IncubatorDetailResponse;
  session: Session | null | undefined;
  onSubscribe: (source?: SubscriptionSource) => void;
}) {
  const { incubator } = detail;
  const { offer, membership } = membershipOffer(detail, session);
  const { joinAsGuest, pending: joining } = useJoinAsGuest(incubator.slug);
  if (offer === "closed" || (offer === "member" && membership?.membershipTier !== "guest")) return null;

  return (
    <section
      aria-label={`Join ${incubator.name}`}
      className="sticky bottom-0 z-30 -mx-4 mt-10 border-t bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-8px_rgb(0_0_0/0.25)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <div className="flex gap-2 *:flex-1">
        {offer === "sign-in" ? (
          <>
            <Link to={signInPath(`/incubators/${incubator.slug}`)} className={buttonVariants()}>
              Sign in to join
            </Link>
            <AppActionButton
              variant="outline"
              documentTo={plansAddress(incubator.slug)}
              onClick={() => onSubscribe()}
            >
              Subscribe
            </AppActionButton>
          </>
        ) : offer === "join" ? (
          <>
            <Button variant="outline" onClick={joinAsGuest} disabled={joining}>
              {joining ? "Joining..." : "Join as guest"}
            </Button>
            <Button onClick={() => onSubscribe()}>Subscribe</Button>
          </>
        ) : (
          <Button onClick={() => onSubscribe("upgrade")}>Upgrade</Button>
        )}
      </div>
    </section>
  );
}
