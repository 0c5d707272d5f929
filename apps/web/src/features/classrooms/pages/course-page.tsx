import { CheckCircle2Icon, LockIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { usePageHead } from "@/lib/page-head";
import { useCourse } from "../api/get-course";
import { ClassroomError, ClassroomLoading } from "../components/page-states";
import { coursePath, lessonPath, VISIBILITY_LABELS } from "../course-labels";

/**
 * A course and its lessons in order. Locked for a guest of a course for subscribers: the lessons are
 * named, not linked, beside why and a button to the incubator's plans (`onUpgrade`, from the page that
 * composes this one with the incubators' plans dialog).
 */
export function CoursePage({ onUpgrade }: { onUpgrade?: () => void }) {
  const { slug = "", course: courseSlug = "" } = useParams();
  const detail = useCourse(slug, courseSlug);
  const named = detail.data?.course;
  usePageHead(named && { title: named.title, description: named.summary });
  if (detail.isPending) return <ClassroomLoading label="Loading course…" />;
  if (detail.isError)
    return (
      <ClassroomError
        notFoundTitle="Course not found"
        error={detail.error}
        title="Course could not be loaded"
        backTo={`/incubators/${slug}`}
      />
    );
  const { incubator, course, lessons, canManage, lockedMessage } = detail.data;
  const locked = course.access === "locked";
  return (
    <PageContainer className="pb-16">
      <PageHeader eyebrow={incubator.name} title={course.title} lead={course.summary || undefined} />
      <div className="mb-6 flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{VISIBILITY_LABELS[course.visibility]}</Badge>
        {course.status === "draft" && <Badge variant="outline">Draft</Badge>}
        <Link
          to={`/incubators/${incubator.slug}`}
          className={buttonVariants({ variant: "link", size: "sm" })}
        >
          Back to {incubator.name}
        </Link>
        {canManage && (
          <Link
            to={`${coursePath(incubator.slug, course.slug)}/edit`}
            className={buttonVariants({ size: "sm" })}
          >
            Edit course
          </Link>
        )}
      </div>
      {locked && lockedMessage && (
        <Alert className="mb-6">
          <LockIcon aria-hidden="true" />
          <AlertTitle>Subscribers only</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{lockedMessage}</p>
            {onUpgrade && <Button onClick={onUpgrade}>Upgrade to open</Button>}
          </AlertDescription>
        </Alert>
      )}
      <section aria-labelledby="lessons">
        <h2 id="lessons" className="mb-4 text-2xl font-semibold tracking-tight">
          Lessons
        </h2>
        {lessons.length === 0 ? (
          <p className="text-muted-foreground">No lessons yet.</p>
        ) : (
          <ol className="divide-y rounded-xl border">
            {lessons.map((lesson, index) => (
              <li key={lesson.slug} className="flex flex-wrap items-baseline gap-3 p-4">
                <span className="text-sm text-muted-foreground">{index + 1}.</span>
                {locked ? (
                  <span className="font-medium">{lesson.title}</span>
                ) : (
                  <Link
                    to={lessonPath(incubator.slug, course.slug, lesson.slug)}
                    className="font-medium underline-offset-4 hover:underline"
                  >
                    {lesson.title}
                  </Link>
                )}
                {lesson.mastered && (
                  <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-400">
                    <CheckCircle2Icon aria-hidden="true" className="size-4" /> Mastered
                  </span>
                )}
                {lesson.summary && <p className="w-full text-sm text-muted-foreground">{lesson.summary}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
    </PageContainer>
  );
}
