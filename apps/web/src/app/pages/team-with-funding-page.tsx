import { Suspense } from "react";
import { PersonMessageActionProvider } from "@/components/person-message-action";
import { MessageButton } from "@/features/chat/components/message-button";
import { TeamPage } from "@/features/teams/pages/team-page";
import { lazySection } from "@/lib/lazy-section";

/* Most teams have no award: the section's code loads only for a team whose answer carries one. */
const TeamFundingSection = lazySection(() =>
  import("@/features/funding/awards/components/team-funding-section").then(
    (module) => module.TeamFundingSection,
  ),
);

/**
 * `/teams/{slug}`: the team, with the funding it received and has pending (decision 059), and "Message"
 * beside its members, applicants and candidates (decision 064).
 */
export function TeamWithFundingPage() {
  return (
    <PersonMessageActionProvider action={(person) => <MessageButton person={person} />}>
      <TeamPage
        funding={(funding) => (
          <Suspense fallback={null}>
            <TeamFundingSection funding={funding} />
          </Suspense>
        )}
      />
    </PersonMessageActionProvider>
  );
}
