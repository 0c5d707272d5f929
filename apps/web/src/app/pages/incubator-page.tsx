import type { IncubatorDetailResponse } from "@hatchery/shared";
import { Suspense } from "react";
import { useParams } from "react-router";
import { BelowTheFold } from "@/components/below-the-fold";
import { IncubatorPage } from "@/features/incubators/pages/incubator-page";
import { lazySection } from "@/lib/lazy-section";

// The courses load after the incubator's own page: they sit below it, and their list, locks and the
// owner's form would otherwise weigh on the first view of every incubator (bench/bundle.mjs).
const CoursesSection = lazySection(() =>
  import("@/features/classrooms/components/courses-section").then((module) => module.CoursesSection),
);

const IncubatorFundingSection = lazySection(() =>
  import("@/features/funding/calls/components/incubator-funding-section").then(
    (module) => module.IncubatorFundingSection,
  ),
);

// The community (teams, projects, members) reads three lists: it comes after the first paint (decision 065).
// "Message" beside its members comes with it, composed in app/pages (decision 064).
const IncubatorCommunitySection = lazySection(() =>
  import("./incubator-community-with-messages").then((module) => module.IncubatorCommunityWithMessages),
);

/** Inside the incubator: an active member, or whoever may edit it (its owner, administrators). */
function isInside(detail: IncubatorDetailResponse): boolean {
  const viewer = detail.viewer;
  return viewer !== null && (viewer.membership?.status === "active" || viewer.permissions.edit);
}

/**
 * `/incubators/{slug}`: the incubator's page with its courses, whose locked ones open its plans to
 * upgrade, its funding calls and its community, with "Message" beside its members (decision 064).
 */
export function IncubatorWithCoursesPage() {
  const { slug = "" } = useParams();
  return (
    <IncubatorPage
      sections={(upgrade, detail) => (
        /*
         * Below the plans, so below the fold on a phone: they load, read and render once they near the
         * viewport (BelowTheFold). One boundary each, so each section shows as its own chunk arrives,
         * its evaluation and render a task of its own, rather than all three in one task once the last
         * has arrived (decision 071).
         */
        <BelowTheFold className="space-y-10">
          <Suspense fallback={null}>
            <CoursesSection slug={slug} upgrade={upgrade} />
          </Suspense>
          <Suspense fallback={null}>
            <IncubatorFundingSection slug={slug} />
          </Suspense>
          <Suspense fallback={null}>
            <IncubatorCommunitySection
              slug={slug}
              incubatorName={detail.incubator.name}
              isInside={isInside(detail)}
              memberCount={detail.stats.totalMembers}
            />
          </Suspense>
        </BelowTheFold>
      )}
    />
  );
}
