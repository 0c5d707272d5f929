import { Suspense } from "react";
import { ProjectPage } from "@/features/projects/pages/project-page";
import { lazySection } from "@/lib/lazy-section";

/* Most projects have no award: the section's code loads only for a project whose answer carries one. */
const TeamFundingSection = lazySection(() =>
  import("@/features/funding/awards/components/team-funding-section").then(
    (module) => module.TeamFundingSection,
  ),
);

/** `/projects/{slug}`: the project, with the funding its team received for it (decision 059). */
export function ProjectWithFundingPage() {
  return (
    <ProjectPage
      funding={(funding) => (
        <Suspense fallback={null}>
          <TeamFundingSection funding={funding} />
        </Suspense>
      )}
    />
  );
}
