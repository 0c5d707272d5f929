import { LockIcon } from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useIncubatorCourses } from "../api/get-incubator-courses";
import { useSignedIn } from "../use-signed-in";

/**
 * "From your incubators": the published courses of the incubators the signed-in person belongs to
 * (decision 039), locked ones marked. Nothing for a visitor, or for someone in no incubator with courses.
 */
export function FromYourIncubators() {
  const signedIn = useSignedIn();
  const courses = useIncubatorCourses(signedIn === true);
  if (signedIn !== true) return null;
  if (courses.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading your incubators' courses…
        </p>
        <Skeleton aria-hidden="true" className="mb-10 h-24 w-full" />
      </>
    );
  }
  if (courses.isError) {
    return (
      <Alert variant="destructive" role="alert" className="mb-10">
        <AlertDescription>
          Your incubators' courses could not be loaded: {errorMessage(courses.error)}
        </AlertDescription>
      </Alert>
    );
  }
  if (courses.data.items.length === 0) return null;
  return (
    <section aria-labelledby="from-your-incubators" className="mb-10">
      <h2 id="from-your-incubators" className="mb-4 text-2xl font-semibold tracking-tight">
        From your incubators
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {courses.data.items.map(({ incubator, course }) => (
          <li key={`${incubator.id}/${course.slug}`} className="rounded-xl border p-4">
            <p className="text-sm text-muted-foreground">{incubator.name}</p>
            <Link
              to={`/incubators/${incubator.slug}/courses/${course.slug}`}
              className="font-medium underline-offset-4 hover:underline"
            >
              {course.title}
            </Link>
            <p className="mt-1 text-sm text-muted-foreground">
              {course.lessonCount} {course.lessonCount === 1 ? "lesson" : "lessons"}
              {course.access === "locked" && (
                <span className="ml-2 inline-flex items-center gap-1">
                  <LockIcon aria-hidden="true" className="size-3" /> Subscribers only
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
