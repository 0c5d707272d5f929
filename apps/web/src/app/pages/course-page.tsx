import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { CoursePage } from "@/features/classrooms/pages/course-page";

/* The plans dialog loads the first time a guest asks to upgrade, as on the incubator's page. */
const SubscriptionPlansDialog = lazy(() =>
  import("@/features/incubators/components/subscription-plans-dialog").then((module) => ({
    default: module.SubscriptionPlansDialog,
  })),
);

/** `/incubators/{slug}/courses/{course}`: the course, and for a guest of a locked one the upgrade dialog. */
export function CourseWithPlansPage() {
  const { slug = "" } = useParams();
  const [dialog, setDialog] = useState({ open: false, opened: false });
  return (
    <>
      <CoursePage onUpgrade={() => setDialog({ open: true, opened: true })} />
      {dialog.opened && (
        <Suspense fallback={null}>
          <SubscriptionPlansDialog
            slug={slug}
            open={dialog.open}
            source="upgrade"
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
          />
        </Suspense>
      )}
    </>
  );
}
