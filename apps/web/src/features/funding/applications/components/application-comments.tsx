import { type FormEvent, useId, useState } from "react";
import { FormError } from "@/components/form-error";
import { PersonLink } from "@/components/person-link";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { useAddComment, useApplicationComments } from "../api/funding-applications";

/** The team's core members talk the application over; no one else reads this. */
export function ApplicationComments({
  applicationId,
  canComment,
}: {
  applicationId: string;
  canComment: boolean;
}) {
  const comments = useApplicationComments(applicationId, true);
  const add = useAddComment(applicationId);
  const [body, setBody] = useState("");
  const fieldId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.mutate(body, { onSuccess: () => setBody("") });
  }

  return (
    <section aria-labelledby="application-comments" className="grid gap-4 rounded-xl border p-5">
      <h2 id="application-comments" className="text-lg font-semibold">
        Team comments
      </h2>
      <p className="text-sm text-muted-foreground">Only your team's leader and core members read these.</p>
      {comments.isPending ? (
        <p role="status">Loading comments…</p>
      ) : comments.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(comments.error)}
        </p>
      ) : comments.data.items.length === 0 ? (
        <p className="text-muted-foreground">No comment yet.</p>
      ) : (
        <ul className="grid gap-3">
          {comments.data.items.map((comment) => (
            <li key={comment.id} className="grid gap-1">
              <p className="text-sm">
                {comment.author ? (
                  <PersonLink person={comment.author} />
                ) : (
                  <span className="font-medium">A former member</span>
                )}{" "}
                <span className="text-muted-foreground">{formatDateTime(comment.createdAt)}</span>
              </p>
              <p className="whitespace-pre-wrap">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
      {canComment && (
        <form onSubmit={submit} noValidate className="grid gap-2">
          <Label htmlFor={fieldId}>Add a comment</Label>
          <Textarea id={fieldId} rows={3} value={body} onChange={(event) => setBody(event.target.value)} />
          <FormError message={add.isError ? errorMessage(add.error) : undefined} />
          <div>
            <Button type="submit" disabled={add.isPending || body.trim() === ""}>
              Comment
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
