import { lazy, Suspense, useState } from "react";
import { BookingPanel, type BookingPanelMentor } from "@/features/mentoring/components/booking-panel";

/* The plans dialog loads the first time a guest asks to book, as on an incubator's page. */
const SubscriptionPlansDialog = lazy(() =>
  import("@/features/incubators/components/subscription-plans-dialog").then((module) => ({
    default: module.SubscriptionPlansDialog,
  })),
);

/**
 * A mentor's booking panel with the incubators' plans dialog behind it: "Book" for a guest opens
 * 'Upgrade Your {incubator} Membership' for the incubator the server names. For a mentor's profile page.
 */
export function MentorBooking({ mentor }: { mentor: BookingPanelMentor }) {
  const [plans, setPlans] = useState<{ slug: string; open: boolean } | null>(null);
  return (
    <>
      <BookingPanel
        mentor={mentor}
        onOfferPlans={(incubator) => setPlans({ slug: incubator.slug, open: true })}
      />
      {plans && (
        <Suspense fallback={null}>
          <SubscriptionPlansDialog
            slug={plans.slug}
            open={plans.open}
            source="upgrade"
            onOpenChange={(open) => setPlans((current) => (current ? { ...current, open } : null))}
          />
        </Suspense>
      )}
    </>
  );
}
