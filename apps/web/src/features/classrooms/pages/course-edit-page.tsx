import { COURSE_VISIBILITIES, type CourseVisibility } from "@hatchery/shared";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { FormField, TextField } from "@/components/form-field";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useCreateLesson } from "../api/create-lesson";
import { useDeleteCourse } from "../api/delete-course";
import { useCourse } from "../api/get-course";
import { useUpdateCourse } from "../api/update-course";
import { CourseAuthors } from "../components/course-authors";
import { LessonOrderList } from "../components/lesson-order-list";
import { ClassroomError, ClassroomLoading } from "../components/page-states";
import { coursePath, lessonPath, SELECT_CLASS, VISIBILITY_LABELS } from "../course-labels";

/** A course's editor: its details, publishing, its lessons' order, new lessons, authors, deletion. */
export function CourseEditPage() {
  const { slug = "", course: courseSlug = "" } = useParams();
  const detail = useCourse(slug, courseSlug);
  if (detail.isPending) return <ClassroomLoading label="Loading course…" />;
  if (detail.isError)
    return (
      <ClassroomError
        notFoundTitle="Edit course: course not found"
        error={detail.error}
        title="Course could not be loaded"
        backTo={`/incubators/${slug}`}
      />
    );
  if (!detail.data.canManage) {
    return (
      <ClassroomError
        notFoundTitle="Edit course: course not found"
        error={new Error("Only the incubator's owner and the course's authors can change this course")}
        title="You cannot edit this course"
        backTo={coursePath(slug, courseSlug)}
      />
    );
  }
  return <CourseEditor key={detail.data.course.slug} detail={detail.data} />;
}

function CourseEditor({ detail }: { detail: NonNullable<ReturnType<typeof useCourse>["data"]> }) {
  const { incubator, course, lessons, authors } = detail;
  const slug = incubator.slug;
  const [title, setTitle] = useState(course.title);
  const [summary, setSummary] = useState(course.summary);
  const [visibility, setVisibility] = useState<CourseVisibility>(course.visibility);
  const [lessonTitle, setLessonTitle] = useState("");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const update = useUpdateCourse();
  const createLesson = useCreateLesson();
  const remove = useDeleteCourse();
  const navigate = useNavigate();
  const published = course.status === "published";

  function save(event: FormEvent) {
    event.preventDefault();
    update.mutate({ slug, course: course.slug, changes: { title, summary, visibility } });
  }

  function addLesson(event: FormEvent) {
    event.preventDefault();
    createLesson.mutate(
      { slug, course: course.slug, lesson: { title: lessonTitle, body: "" } },
      { onSuccess: ({ lesson }) => navigate(`${lessonPath(slug, course.slug, lesson.slug)}/edit`) },
    );
  }

  return (
    <PageContainer className="space-y-10 pb-16">
      <PageHeader eyebrow={incubator.name} title={`Edit “${course.title}”`} />
      <div className="flex flex-wrap items-center gap-3">
        <Badge variant={published ? "secondary" : "outline"}>{published ? "Published" : "Draft"}</Badge>
        <Button
          variant={published ? "outline" : "default"}
          disabled={update.isPending}
          onClick={() =>
            update.mutate({
              slug,
              course: course.slug,
              changes: { status: published ? "draft" : "published" },
            })
          }
        >
          {published ? "Unpublish" : "Publish"}
        </Button>
        <Link to={coursePath(slug, course.slug)} className={buttonVariants({ variant: "link" })}>
          View course
        </Link>
      </div>

      <section aria-labelledby="course-details" className="space-y-4">
        <h2 id="course-details" className="text-2xl font-semibold tracking-tight">
          Details
        </h2>
        <form onSubmit={save} className="grid max-w-2xl gap-4">
          <TextField label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
          <FormField label="Summary">
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                value={summary}
                onChange={(event) => setSummary(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Who it is for"
            hint="Guests see a course for subscribers listed but locked, with the plans to upgrade."
          >
            {(control) => (
              <select
                {...control}
                className={SELECT_CLASS}
                value={visibility}
                onChange={(event) => setVisibility(event.target.value as CourseVisibility)}
              >
                {COURSE_VISIBILITIES.map((value) => (
                  <option key={value} value={value}>
                    {VISIBILITY_LABELS[value]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormError message={update.isError ? errorMessage(update.error) : undefined} />
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Save details"}
            </Button>
          </div>
        </form>
      </section>

      <section aria-labelledby="course-lessons" className="space-y-4">
        <h2 id="course-lessons" className="text-2xl font-semibold tracking-tight">
          Lessons
        </h2>
        <LessonOrderList slug={slug} course={course.slug} lessons={lessons} />
        <form onSubmit={addLesson} className="grid max-w-2xl gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
          <TextField
            label="New lesson title"
            value={lessonTitle}
            onChange={(event) => setLessonTitle(event.target.value)}
          />
          <Button type="submit" disabled={createLesson.isPending || lessonTitle.trim() === ""}>
            Add lesson
          </Button>
        </form>
        <FormError message={createLesson.isError ? errorMessage(createLesson.error) : undefined} />
      </section>

      <section aria-labelledby="course-authors" className="max-w-2xl space-y-4">
        <h2 id="course-authors" className="text-2xl font-semibold tracking-tight">
          Authors
        </h2>
        <CourseAuthors slug={slug} course={course.slug} authors={authors} />
      </section>

      <section aria-labelledby="delete-course" className="space-y-3">
        <h2 id="delete-course" className="text-2xl font-semibold tracking-tight">
          Delete this course
        </h2>
        <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
          Delete course
        </Button>
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete “${course.title}”?`}
          description="The course and all its lessons, their history and their readers' progress are deleted. This cannot be undone."
          confirmLabel="Delete course"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : undefined}
          onConfirm={() =>
            remove.mutate({ slug, course: course.slug }, { onSuccess: () => navigate(`/incubators/${slug}`) })
          }
        />
      </section>
    </PageContainer>
  );
}
