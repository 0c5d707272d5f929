import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { useFundingCall } from "@/features/funding/calls/api/funding-calls";
import { FundingCallPage } from "@/features/funding/calls/pages/funding-call-page";

/* The plans dialog loads the first time a guest leader asks for it, as on the incubator's page. */
const SubscriptionPlansDialog = lazy(() =>
  import("@/features/incubators/components/subscription-plans-dialog").then((module) => ({
    default: module.SubscriptionPlansDialog,
  })),
);

/**
 * `/funding/calls/{callId}`: the call, and for a leader without a subscription the incubator's plans
 * (SPEC §6: business funding is a subscriber benefit).
 */
export function FundingCallWithPlansPage() {
  const { callId = "" } = useParams();
  const slug = useFundingCall(callId).data?.call.incubator.slug;
  const [dialog, setDialog] = useState({ open: false, opened: false });
  return (
    <>
      <FundingCallPage onUpgrade={() => setDialog({ open: true, opened: true })} />
      {dialog.opened && slug && (
        <Suspense fallback={null}>
          <SubscriptionPlansDialog
            slug={slug}
            open={dialog.open}
            source="upgrade"
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </>
  );
}
