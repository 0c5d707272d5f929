import type { CourseAuthor } from "@hatchery/shared";
import { type FormEvent, useState } from "react";
import { FormError } from "@/components/form-error";
import { TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useAddCourseAuthor } from "../api/add-course-author";
import { useRemoveCourseAuthor } from "../api/remove-course-author";

/** The people who write the course with the owner: advisors or coaches, added by email address. */
export function CourseAuthors({
  slug,
  course,
  authors,
}: {
  slug: string;
  course: string;
  authors: CourseAuthor[];
}) {
  const [email, setEmail] = useState("");
  const add = useAddCourseAuthor();
  const remove = useRemoveCourseAuthor();

  function submit(event: FormEvent) {
    event.preventDefault();
    add.mutate({ slug, course, email }, { onSuccess: () => setEmail("") });
  }

  return (
    <div className="space-y-4">
      {authors.length === 0 ? (
        <p className="text-muted-foreground">Only you write this course.</p>
      ) : (
        <ul className="divide-y rounded-xl border">
          {authors.map((author) => (
            <li key={author.userId} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                {author.name} <span className="text-sm text-muted-foreground">{author.email}</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate({ slug, course, userId: author.userId })}
              >
                Remove {author.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label="Add an author by email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          hint="Advisors and coaches only."
          error={add.isError ? errorMessage(add.error) : undefined}
        />
        <Button type="submit" variant="outline" disabled={add.isPending || email.trim() === ""}>
          Add author
        </Button>
      </form>
      <FormError message={remove.isError ? errorMessage(remove.error) : undefined} />
    </div>
  );
}
