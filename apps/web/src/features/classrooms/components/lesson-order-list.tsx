import type { LessonSummary } from "@hatchery/shared";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { Button, buttonVariants } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useDeleteLesson } from "../api/delete-lesson";
import { useReorderLessons } from "../api/reorder-lessons";
import { lessonPath } from "../course-labels";

/**
 * The course's lessons in order, moved with "Move up" and "Move down" buttons (keyboard and pointer
 * alike, no dragging), each with its editor and a delete that asks first.
 */
export function LessonOrderList({
  slug,
  course,
  lessons,
}: {
  slug: string;
  course: string;
  lessons: LessonSummary[];
}) {
  const reorder = useReorderLessons();
  const remove = useDeleteLesson();
  const [doomed, setDoomed] = useState<LessonSummary | null>(null);
  const [announcement, setAnnouncement] = useState("");

  function move(index: number, by: -1 | 1) {
    const slugs = lessons.map((lesson) => lesson.slug);
    const [moved] = slugs.splice(index, 1);
    if (!moved) return;
    slugs.splice(index + by, 0, moved);
    reorder.mutate(
      { slug, course, slugs },
      {
        onSuccess: () =>
          setAnnouncement(`${lessons[index]?.title ?? "Lesson"} is now lesson ${index + by + 1}.`),
      },
    );
  }

  if (lessons.length === 0)
    return <p className="text-muted-foreground">No lessons yet: add the first below.</p>;
  return (
    <>
      <ol className="divide-y rounded-xl border">
        {lessons.map((lesson, index) => (
          <li key={lesson.slug} className="flex flex-wrap items-center gap-2 p-3">
            <span className="min-w-0 flex-1">
              {index + 1}. {lesson.title}
            </span>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Move ${lesson.title} up`}
              disabled={index === 0 || reorder.isPending}
              onClick={() => move(index, -1)}
            >
              <ArrowUpIcon aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Move ${lesson.title} down`}
              disabled={index === lessons.length - 1 || reorder.isPending}
              onClick={() => move(index, 1)}
            >
              <ArrowDownIcon aria-hidden="true" />
            </Button>
            <Link
              to={`${lessonPath(slug, course, lesson.slug)}/edit`}
              className={buttonVariants({ size: "sm", variant: "outline" })}
              aria-label={`Edit ${lesson.title}`}
            >
              Edit
            </Link>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${lesson.title}`}
              onClick={() => setDoomed(lesson)}
            >
              Delete
            </Button>
          </li>
        ))}
      </ol>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <FormError message={reorder.isError ? errorMessage(reorder.error) : undefined} />
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title={`Delete “${doomed?.title ?? ""}”?`}
        description="The lesson, its history and its readers' progress are deleted. This cannot be undone."
        confirmLabel="Delete lesson"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          doomed && remove.mutate({ slug, course, lesson: doomed.slug }, { onSuccess: () => setDoomed(null) })
        }
      />
    </>
  );
}
