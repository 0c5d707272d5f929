import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { TmayTutorPage } from "@/features/games/pages/tmay-tutor-page";

// Loaded only for a signed-in person with kept deliveries: the public tutor's first view stays as it was.
const PracticeShareTmaySection = lazy(() =>
  import("@/features/mentoring/components/practice-share-tmay-section").then((module) => ({
    default: module.PracticeShareTmaySection,
  })),
);

/** `/games/tmay-tutor`: the tutor, with sharing a kept delivery with a mentor (decision 051). */
export function TmayTutorWithMentorsPage() {
  const [params] = useSearchParams();
  return (
    <TmayTutorPage
      afterDeliveries={(attempts) => (
        <Suspense fallback={null}>
          <PracticeShareTmaySection deliveries={attempts} initialId={params.get("attempt")} />
        </Suspense>
      )}
    />
  );
}
