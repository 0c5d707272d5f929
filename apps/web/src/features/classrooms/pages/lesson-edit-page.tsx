import type { LessonResponse } from "@hatchery/shared";
import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { FormError } from "@/components/form-error";
import { FormField, TextField } from "@/components/form-field";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useLesson } from "../api/get-lesson";
import { usePreviewLesson } from "../api/preview-lesson";
import { useUpdateLesson } from "../api/update-lesson";
import { InsertLessonImage } from "../components/insert-lesson-image";
import { LessonHistory } from "../components/lesson-history";
import { ClassroomError, ClassroomLoading } from "../components/page-states";
import { fromDraft, type QuestionDraft, QuestionEditor, toDraft } from "../components/question-editor";
import { coursePath, lessonPath } from "../course-labels";

/** A lesson's editor: title, summary, markdown with a preview by the server's renderer, questions, history. */
export function LessonEditPage() {
  const { slug = "", course = "", lesson = "" } = useParams();
  const read = useLesson(slug, course, lesson);
  if (read.isPending) return <ClassroomLoading label="Loading lesson…" />;
  if (read.isError)
    return (
      <ClassroomError
        notFoundTitle="Edit lesson: lesson not found"
        error={read.error}
        title="Lesson could not be loaded"
        backTo={coursePath(slug, course)}
      />
    );
  if (!read.data.source) {
    return (
      <ClassroomError
        notFoundTitle="Edit lesson: lesson not found"
        error={new Error("Only the incubator's owner and the course's authors can change this course")}
        title="You cannot edit this lesson"
        backTo={coursePath(slug, course)}
      />
    );
  }
  return <LessonEditor key={read.data.lesson.slug} read={read.data} source={read.data.source} />;
}

function LessonEditor({
  read,
  source,
}: {
  read: LessonResponse;
  source: NonNullable<LessonResponse["source"]>;
}) {
  const { incubator, course, lesson } = read;
  const [title, setTitle] = useState(lesson.title);
  const [summary, setSummary] = useState(lesson.summary);
  const [body, setBody] = useState(source.body);
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => source.questions.map(toDraft));
  const [saved, setSaved] = useState("");
  const update = useUpdateLesson();
  const preview = usePreviewLesson();
  const navigate = useNavigate();
  const place = { slug: incubator.slug, course: course.slug };
  const issues = update.error instanceof ApiError ? update.error.issues : [];
  const issueAt = (...path: (string | number)[]) =>
    issues.find((issue) => path.every((part, index) => issue.path[index] === part))?.message;

  /** Puts `text` where the cursor was in the lesson text (replacing a selection), then puts the cursor after it. */
  function insertAtCursor(text: string) {
    const input = bodyInput.current;
    const start = input?.selectionStart ?? body.length;
    const end = input?.selectionEnd ?? body.length;
    setBody(body.slice(0, start) + text + body.slice(end));
    const caret = start + text.length;
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(caret, caret);
    });
  }

  function save(event: FormEvent) {
    event.preventDefault();
    setSaved("");
    update.mutate(
      {
        ...place,
        lesson: lesson.slug,
        changes: { title, summary, body, questions: questions.map(fromDraft) },
      },
      {
        onSuccess: (next) => {
          setSaved("Lesson saved.");
          if (next.lesson.slug !== lesson.slug)
            navigate(`${lessonPath(place.slug, place.course, next.lesson.slug)}/edit`);
        },
      },
    );
  }

  return (
    <PageContainer className="space-y-10 pb-16">
      <PageHeader eyebrow={`${incubator.name} · ${course.title}`} title={`Edit “${lesson.title}”`} />
      <div className="flex flex-wrap gap-2">
        <Link
          to={`${coursePath(place.slug, place.course)}/edit`}
          className={buttonVariants({ variant: "link" })}
        >
          Back to the course editor
        </Link>
        <Link
          to={lessonPath(place.slug, place.course, lesson.slug)}
          className={buttonVariants({ variant: "link" })}
        >
          View lesson
        </Link>
      </div>
      <form onSubmit={save} className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <TextField
            label="Title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={issueAt("title")}
          />
          <FormField label="Summary" error={issueAt("summary")}>
            {(control) => (
              <Textarea
                {...control}
                rows={2}
                value={summary}
                onChange={(event) => setSummary(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Lesson text (markdown)"
            hint="Headings, lists, links, **bold**, tables, and images inserted with Insert image."
            error={issueAt("body")}
          >
            {(control) => (
              <Textarea
                {...control}
                ref={bodyInput}
                rows={16}
                value={body}
                onChange={(event) => setBody(event.target.value)}
                className="font-mono"
              />
            )}
          </FormField>
          <InsertLessonImage slug={place.slug} course={place.course} onInsert={insertAtCursor} />
          <div>
            <Button
              type="button"
              variant="outline"
              disabled={preview.isPending}
              onClick={() => preview.mutate({ ...place, body })}
            >
              {preview.isPending ? "Rendering…" : "Preview"}
            </Button>
          </div>
        </div>
        <section aria-labelledby="preview" className="space-y-3">
          <h2 id="preview" className="text-xl font-semibold">
            Preview
          </h2>
          {preview.data ? (
            <MarkdownProse html={preview.data.html} className="rounded-lg border p-4" />
          ) : (
            <p className="text-muted-foreground">
              {preview.isError
                ? errorMessage(preview.error)
                : "Press Preview to see the lesson as readers will."}
            </p>
          )}
        </section>
        <section aria-labelledby="questions" className="space-y-4 lg:col-span-2">
          <h2 id="questions" className="text-xl font-semibold">
            Check questions
          </h2>
          <QuestionEditor
            questions={questions}
            onChange={setQuestions}
            errorOf={(index) => issueAt("questions", index)}
          />
        </section>
        <div className="space-y-3 lg:col-span-2">
          <FormError
            message={update.isError && issues.length === 0 ? errorMessage(update.error) : undefined}
          />
          {issues.length > 0 && (
            <FormError message={`Check the fields: ${issues.map((issue) => issue.message).join("; ")}`} />
          )}
          <div className="flex items-center gap-3">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving…" : "Save lesson"}
            </Button>
            <p role="status" className="text-sm">
              {saved}
            </p>
          </div>
        </div>
      </form>
      <section aria-labelledby="history" className="space-y-3">
        <h2 id="history" className="text-xl font-semibold">
          History
        </h2>
        <LessonHistory slug={place.slug} course={place.course} lesson={lesson.slug} />
      </section>
    </PageContainer>
  );
}
