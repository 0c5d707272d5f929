import { Suspense } from "react";
import { PersonMessageActionProvider } from "@/components/person-message-action";
import { TeamPage } from "@/features/teams/pages/team-page";
import { lazySection } from "@/lib/lazy-section";

/* Most teams have no award: the section's code loads only for a team whose answer carries one. */
const TeamFundingSection = lazySection(() =>
  import("@/features/funding/awards/components/team-funding-section").then(
    (module) => module.TeamFundingSection,
  ),
);

/*
 * "Message" sits beside the members, which mount after the page's first paint: its code (starting a
 * conversation, the chat's endpoints and keys) loads with them, not in the first view's chain of files.
 */
const MessageButton = lazySection(() =>
  import("@/features/chat/components/message-button").then((module) => module.MessageButton),
);

/**
 * `/teams/{slug}`: the team, with the funding it received and has pending (decision 059), and "Message"
 * beside its members, applicants and candidates (decision 064).
 */
export function TeamWithFundingPage() {
  return (
    <PersonMessageActionProvider
      action={(person) => (
        <Suspense fallback={null}>
          <MessageButton person={person} />
        </Suspense>
      )}
    >
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
