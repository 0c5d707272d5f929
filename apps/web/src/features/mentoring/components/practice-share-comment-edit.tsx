import type { PracticeShareComment } from "@hatchery/shared";
import { type FormEvent, useState } from "react";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useEditPracticeShareComment } from "../api/edit-practice-share-comment";

/** The mentor's controls on their own comment: Edit (in place) and Delete (asked first, by the caller). */
export function PracticeShareCommentControls({
  shareId,
  comment,
  onDelete,
}: {
  shareId: string;
  comment: PracticeShareComment;
  onDelete: (comment: PracticeShareComment) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(comment.body);
  const [error, setError] = useState("");
  const edit = useEditPracticeShareComment(shareId);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!body.trim()) {
      setError("Write a comment.");
      return;
    }
    setError("");
    edit.mutate(
      { commentId: comment.id, body },
      { onSuccess: () => setEditing(false), onError: (failure) => setError(failure.message) },
    );
  }

  if (editing) {
    return (
      <form className="grid gap-2 pt-1" onSubmit={submit} noValidate>
        <FormField label="Edit comment">
          {(control) => (
            <Textarea {...control} value={body} onChange={(event) => setBody(event.target.value)} />
          )}
        </FormField>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={edit.isPending}>
            {edit.isPending ? "Saving…" : "Save"}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => {
              setEditing(false);
              setBody(comment.body);
              setError("");
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex gap-2 pt-1">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setEditing(true)}
        aria-label={`Edit the comment on “${comment.quote}”`}
      >
        Edit
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => onDelete(comment)}
        aria-label={`Delete the comment on “${comment.quote}”`}
      >
        Delete
      </Button>
    </div>
  );
}
