import { COURSE_VISIBILITIES, type CourseVisibility } from "@hatchery/shared";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { FormField, TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useCreateCourse } from "../api/create-course";
import { coursePath, SELECT_CLASS, VISIBILITY_LABELS } from "../course-labels";

/** A new draft course: its title and who it is for; the editor opens once it exists. */
export function NewCourseForm({ slug }: { slug: string }) {
  const [title, setTitle] = useState("");
  const [visibility, setVisibility] = useState<CourseVisibility>("members");
  const create = useCreateCourse();
  const navigate = useNavigate();
  const fieldError = (path: string) =>
    create.error instanceof ApiError
      ? create.error.issues.find((issue) => issue.path[0] === path)?.message
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { slug, course: { title, visibility } },
      { onSuccess: ({ course }) => navigate(`${coursePath(slug, course.slug)}/edit`) },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <TextField
        label="Course title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        error={fieldError("title") ?? fieldError("slug")}
      />
      <FormField label="Who it is for">
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
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "New course"}
      </Button>
      <div className="sm:col-span-3">
        <FormError
          message={
            create.isError && !fieldError("title") && !fieldError("slug")
              ? errorMessage(create.error)
              : undefined
          }
        />
      </div>
    </form>
  );
}
