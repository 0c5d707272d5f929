import { Link, useParams } from "react-router";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { usePageHead } from "@/lib/page-head";
import { cn } from "@/lib/utils";
import { useLesson } from "../api/get-lesson";
import { LessonQuestions } from "../components/lesson-questions";
import { ClassroomError, ClassroomLoading } from "../components/page-states";
import { coursePath, lessonPath } from "../course-labels";

/**
 * The previous and next lessons look like buttons but hold a lesson's title, which may be long: unlike a
 * button's one word or two, it wraps within the page (a 360 px phone) instead of running past its edge.
 */
const NEIGHBOUR_LINK = cn(
  buttonVariants({ variant: "outline" }),
  "h-auto min-h-10 max-w-full whitespace-normal text-left",
);

/** One lesson: its text as the server rendered it, its check questions, the previous and next lesson. */
export function LessonPage() {
  const { slug = "", course = "", lesson: lessonSlug = "" } = useParams();
  const read = useLesson(slug, course, lessonSlug);
  const named = read.data?.lesson;
  usePageHead(named && { title: named.title, description: named.summary });
  if (read.isPending) return <ClassroomLoading label="Loading lesson…" />;
  if (read.isError) {
    if (read.error instanceof ApiError && read.error.status === 403) {
      return (
        <PageContainer className="pb-16">
          <PageHeader title="This lesson is for subscribers" lead={read.error.message} />
          <Link to={coursePath(slug, course)} className={buttonVariants()}>
            See the course and its plans
          </Link>
        </PageContainer>
      );
    }
    return (
      <ClassroomError
        notFoundTitle="Lesson not found"
        error={read.error}
        title="Lesson could not be loaded"
        backTo={coursePath(slug, course)}
      />
    );
  }
  const { incubator, course: parent, lesson, previous, next, source } = read.data;
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={`${incubator.name} · ${parent.title}`}
        title={lesson.title}
        lead={lesson.summary || undefined}
      />
      <div className="mb-6 flex flex-wrap gap-2">
        <Link
          to={coursePath(incubator.slug, parent.slug)}
          className={buttonVariants({ variant: "link", size: "sm" })}
        >
          All lessons
        </Link>
        {source && (
          <Link
            to={`${lessonPath(incubator.slug, parent.slug, lesson.slug)}/edit`}
            className={buttonVariants({ size: "sm" })}
          >
            Edit lesson
          </Link>
        )}
      </div>
      <article aria-labelledby="lesson-text" className="space-y-10">
        {/* The server renders a lesson's own headings one level below a page section (h3), so they
            sit under this one rather than straight under the title. */}
        <h2 id="lesson-text" className="sr-only">
          Lesson
        </h2>
        <MarkdownProse html={lesson.html} />
        {lesson.questions.length > 0 && (
          <section aria-labelledby="check-questions" className="space-y-4">
            <h2 id="check-questions" className="text-2xl font-semibold tracking-tight">
              Check what you learned
            </h2>
            <LessonQuestions
              key={lesson.slug}
              place={{ slug, course, lesson: lesson.slug }}
              questions={lesson.questions}
            />
          </section>
        )}
      </article>
      <nav aria-label="Lessons" className="mt-10 flex flex-wrap justify-between gap-4">
        {previous ? (
          <Link to={lessonPath(incubator.slug, parent.slug, previous.slug)} className={NEIGHBOUR_LINK}>
            Previous: {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={lessonPath(incubator.slug, parent.slug, next.slug)} className={NEIGHBOUR_LINK}>
            Next: {next.title}
          </Link>
        )}
      </nav>
    </PageContainer>
  );
}
