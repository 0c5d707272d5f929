import type { Subscription } from "@hatchery/shared";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useResumeSubscription } from "../api/resume-subscription";
import { formatDate } from "../utils/format";

/**
 * Takes back a cancel at the end of the period, at once: nothing is lost by resuming, so it asks no
 * confirmation. The server's words say why when it cannot.
 */
export function ResumeSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const { plan, incubator } = subscription;
  const resume = useResumeSubscription(({ subscription: resumed }) => ({
    title: "Subscription resumed",
    description: `Your ${plan.name} subscription to ${incubator.name} renews on ${formatDate(resumed.currentPeriodEnd)}.`,
  }));

  function resumeNow() {
    resume.mutate(subscription.id, {
      onError: (error) =>
        toast({
          title: "Failed to resume subscription",
          description: errorMessage(error),
          variant: "destructive",
        }),
    });
  }

  return (
    <Button disabled={resume.isPending} onClick={resumeNow}>
      {resume.isPending ? "Resuming..." : "Resume"}
    </Button>
  );
}
