import { Alert, AlertDescription } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { useLessonHistory } from "../api/get-lesson-history";

/** The lesson's earlier versions, the latest first: who changed it, when, and what it said before. */
export function LessonHistory({ slug, course, lesson }: { slug: string; course: string; lesson: string }) {
  const history = useLessonHistory(slug, course, lesson);
  if (history.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading history…
        </p>
        <Skeleton aria-hidden="true" className="h-16 w-full" />
      </>
    );
  }
  if (history.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>{errorMessage(history.error)}</AlertDescription>
      </Alert>
    );
  }
  if (history.data.items.length === 0)
    return <p className="text-muted-foreground">No earlier versions yet.</p>;
  return (
    <ol className="space-y-2">
      {history.data.items.map((revision) => (
        <li key={revision.id} className="rounded-lg border p-3">
          <details>
            <summary className="cursor-pointer">
              {formatDateTime(revision.editedAt)} · changed by {revision.editor?.name ?? "a former member"} ·
              was “{revision.title}”
            </summary>
            <pre className="mt-3 text-sm whitespace-pre-wrap">{revision.body || "(no text)"}</pre>
            <p className="mt-2 text-sm text-muted-foreground">{revision.questionCount} check questions</p>
          </details>
        </li>
      ))}
    </ol>
  );
}
