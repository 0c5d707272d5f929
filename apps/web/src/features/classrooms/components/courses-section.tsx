import { LockIcon } from "lucide-react";
import { Link } from "react-router";
import { AppActionButton } from "@/components/app-action-button";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useCourses } from "../api/list-courses";
import { coursePath, VISIBILITY_LABELS } from "../course-labels";
import { NewCourseForm } from "./new-course-form";

/**
 * The incubator page's "Courses": the courses the viewer may see, in order. A guest sees a course for
 * subscribers locked, with why and a button to the incubator's plans (`upgrade`: in the app, and the
 * address that opens them from a visitor's document).
 */
export function CoursesSection({
  slug,
  upgrade,
}: {
  slug: string;
  upgrade?: { open: () => void; documentTo: string };
}) {
  const courses = useCourses(slug);
  return (
    <section aria-labelledby="courses">
      <h2 id="courses" className="mb-4 text-2xl font-semibold tracking-tight">
        Courses
      </h2>
      {courses.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading courses…
          </p>
          <div aria-hidden="true" className="space-y-2">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        </>
      ) : courses.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>The courses could not be loaded</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{errorMessage(courses.error)}</p>
            <Button
              variant="outline"
              size="sm"
              disabled={courses.isFetching}
              onClick={() => void courses.refetch()}
            >
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <div className="space-y-4">
          {courses.data.items.length === 0 ? (
            <p className="text-muted-foreground">No courses yet.</p>
          ) : (
            <ul className="divide-y rounded-xl border">
              {courses.data.items.map((course) => (
                <li key={course.id} className="space-y-2 p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={coursePath(slug, course.slug)}
                      className="font-medium underline-offset-4 hover:underline"
                    >
                      {course.title}
                    </Link>
                    {course.status === "draft" && <Badge variant="outline">Draft</Badge>}
                    {course.visibility !== "everyone" && (
                      <Badge variant="secondary">{VISIBILITY_LABELS[course.visibility]}</Badge>
                    )}
                    <span className="text-sm text-muted-foreground">
                      {course.lessonCount} {course.lessonCount === 1 ? "lesson" : "lessons"}
                    </span>
                  </div>
                  {course.summary && <p className="text-sm text-muted-foreground">{course.summary}</p>}
                  {course.access === "locked" && (
                    <div className="flex flex-wrap items-center gap-3 text-sm">
                      <LockIcon aria-hidden="true" className="size-4" />
                      <span>{courses.data.lockedMessage}</span>
                      {upgrade && (
                        <AppActionButton
                          size="sm"
                          variant="outline"
                          documentTo={upgrade.documentTo}
                          onClick={upgrade.open}
                        >
                          Upgrade to open
                        </AppActionButton>
                      )}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {courses.data.canCreate && <NewCourseForm slug={slug} />}
        </div>
      )}
    </section>
  );
}
