import { Suspense } from "react";
import { useParams } from "react-router";
import { ProjectPage } from "@/features/projects/pages/project-page";
import { lazySection } from "@/lib/lazy-section";

/* Most projects have no award: the section's code loads after the page, and shows nothing without one. */
const TeamFundingSection = lazySection(() =>
  import("@/features/funding/awards/components/team-funding-section").then(
    (module) => module.TeamFundingSection,
  ),
);

/** `/projects/{slug}`: the project, with the funding its team received for it (decision 059). */
export function ProjectWithFundingPage() {
  const { slug = "" } = useParams();
  return (
    <ProjectPage
      funding={(teamSlug) => (
        <Suspense fallback={null}>
          <TeamFundingSection slug={teamSlug} projectSlug={slug} />
        </Suspense>
      )}
    />
  );
}
