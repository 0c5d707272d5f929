import { SESSION_NOTES_MAX_LENGTH, type SessionNotes } from "@hatchery/shared";
import { useId, useState } from "react";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { useSaveSessionNotes } from "../api/save-session-notes";

function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * The notes both people share. Editing keeps a draft of its own, so a refresh of the notes under it
 * loses nothing; a save over someone else's newer save is refused by the server, and the draft stays
 * in the box to copy while the latest notes are loaded beside it.
 */
export function SessionNotesEditor({
  sessionId,
  notes,
  canEdit,
  onReload,
}: {
  sessionId: string;
  notes: SessionNotes;
  canEdit: boolean;
  /** Reads the notes again and answers their latest version. */
  onReload: () => Promise<number | undefined>;
}) {
  const ids = useId();
  const [draft, setDraft] = useState<{ text: string; version: number; reloaded?: boolean } | null>(null);
  const save = useSaveSessionNotes(sessionId);
  const stale = save.isError && isStale(save.error);

  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${ids}-title`} className="font-semibold">
          Shared notes
        </h3>
        {canEdit && draft === null && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDraft({ text: notes.markdown, version: notes.version })}
          >
            {notes.version === 0 ? "Write notes" : "Edit notes"}
          </Button>
        )}
      </div>
      {draft === null ? (
        notes.html ? (
          <MarkdownProse html={notes.html} />
        ) : (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        )
      ) : (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { markdown: draft.text, version: draft.version },
              { onSuccess: () => setDraft(null) },
            );
          }}
        >
          <Label htmlFor={`${ids}-text`}>Notes (markdown)</Label>
          <Textarea
            id={`${ids}-text`}
            rows={8}
            value={draft.text}
            maxLength={SESSION_NOTES_MAX_LENGTH}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          />
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(save.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={save.isPending}>
              {save.isPending ? "Saving…" : "Save notes"}
            </Button>
            {stale && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={async () => {
                  save.reset();
                  const latest = await onReload();
                  // The typed text stays in the box; the next save goes over the latest version, shown below.
                  if (latest !== undefined) setDraft({ ...draft, version: latest, reloaded: true });
                }}
              >
                Load the latest notes
              </Button>
            )}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setDraft(null);
                save.reset();
              }}
            >
              Cancel
            </Button>
          </div>
          {draft.reloaded && (
            <div className="rounded-md border p-3">
              <p className="mb-2 text-sm font-medium">The latest saved notes</p>
              {notes.html ? <MarkdownProse html={notes.html} /> : <p className="text-sm">(empty)</p>}
            </div>
          )}
        </form>
      )}
      {notes.updatedAt && (
        <p className="text-xs text-muted-foreground">
          Last edited by {notes.updatedBy?.name ?? "a former member"} on {formatDateTime(notes.updatedAt)}
        </p>
      )}
    </section>
  );
}
