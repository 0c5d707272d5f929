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

/** `/incubators/{slug}`: the incubator's page with its courses, whose locked ones open its plans to upgrade. */
export function IncubatorWithCoursesPage() {
  const { slug = "" } = useParams();
  return (
    <IncubatorPage
      sections={(openUpgrade) => (
        <Suspense fallback={null}>
          <CoursesSection slug={slug} onUpgrade={openUpgrade} />
        </Suspense>
      )}
    />
  );
}
