import { lazy, Suspense } from "react";
import { useParams } from "react-router";
import { IncubatorPage } from "@/features/incubators/pages/incubator-page";

// The courses load after the incubator's own page: they sit below it, and their list, locks and the
// owner's form would otherwise weigh on the first view of every incubator (bench/bundle.mjs).
const CoursesSection = lazy(() =>
  import("@/features/classrooms/components/courses-section").then((module) => ({
    default: module.CoursesSection,
  })),
);

const IncubatorFundingSection = lazy(() =>
  import("@/features/funding/calls/components/incubator-funding-section").then((module) => ({
    default: module.IncubatorFundingSection,
  })),
);

/** `/incubators/{slug}`: the incubator's page with its courses, whose locked ones open its plans to upgrade, and its funding calls. */
export function IncubatorWithCoursesPage() {
  const { slug = "" } = useParams();
  return (
    <IncubatorPage
      sections={(openUpgrade) => (
        <Suspense fallback={null}>
          <CoursesSection slug={slug} onUpgrade={openUpgrade} />
          <IncubatorFundingSection slug={slug} />
        </Suspense>
      )}
    />
  );
}
