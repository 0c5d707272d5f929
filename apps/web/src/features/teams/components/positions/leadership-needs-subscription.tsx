import { leadershipNeedsSubscriptionMessage } from "@hatchery/shared";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";

/**
 * In place of opening positions and making invite links while the leader holds no subscription: the
 * server's reason and the way to change it.
 */
export function LeadershipNeedsSubscription({ incubator }: { incubator: { slug: string; name: string } }) {
  return (
    <Alert>
      <AlertTitle>Positions and invite links are paused</AlertTitle>
      <AlertDescription className="grid justify-items-start gap-3">
        <p>{leadershipNeedsSubscriptionMessage(incubator.name)}</p>
        <Link to={`/incubators/${incubator.slug}#plans`} className={buttonVariants({ size: "sm" })}>
          See the plans of {incubator.name}
        </Link>
      </AlertDescription>
    </Alert>
  );
}
