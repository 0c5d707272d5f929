import { Suspense } from "react";
import { useParams } from "react-router";
import { TeamPage } from "@/features/teams/pages/team-page";
import { lazySection } from "@/lib/lazy-section";

/* Most teams have no award: the section's code loads after the page, and shows nothing without one. */
const TeamFundingSection = lazySection(() =>
  import("@/features/funding/awards/components/team-funding-section").then(
    (module) => module.TeamFundingSection,
  ),
);

/** `/teams/{slug}`: the team, with the funding it received and has pending (decision 059). */
export function TeamWithFundingPage() {
  const { slug = "" } = useParams();
  return (
    <TeamPage
      funding={
        <Suspense fallback={null}>
          <TeamFundingSection slug={slug} />
        </Suspense>
      }
    />
  );
}
