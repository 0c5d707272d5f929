import { type PrivateNotes, SESSION_NOTES_MAX_LENGTH } from "@hatchery/shared";
import { LockIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { useSavePrivateNotes } from "../api/save-private-notes";

/** The mentor's own notes of a session: the server never sends them to the mentee. */
export function SessionNotesPrivate({
  sessionId,
  notes,
  canEdit,
}: {
  sessionId: string;
  notes: PrivateNotes;
  canEdit: boolean;
}) {
  const ids = useId();
  const [text, setText] = useState(notes.markdown);
  const save = useSavePrivateNotes(sessionId);
  const changed = text !== notes.markdown;
  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-2 rounded-md bg-muted/50 p-3">
      <h3 id={`${ids}-title`} className="flex items-center gap-2 font-semibold">
        <LockIcon aria-hidden="true" className="size-4" />
        Private notes
      </h3>
      <p className="text-xs text-muted-foreground">Only you can read these; the mentee never sees them.</p>
      <Label htmlFor={`${ids}-text`} className="sr-only">
        Private notes
      </Label>
      <Textarea
        id={`${ids}-text`}
        rows={4}
        value={text}
        readOnly={!canEdit}
        maxLength={SESSION_NOTES_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(save.error)}
        </p>
      )}
      <div className="flex items-center gap-3">
        {canEdit && (
          <Button
            size="sm"
            variant="outline"
            disabled={!changed || save.isPending}
            onClick={() => save.mutate(text)}
          >
            {save.isPending ? "Saving…" : "Save private notes"}
          </Button>
        )}
        {notes.updatedAt && (
          <span className="text-xs text-muted-foreground">Saved {formatDateTime(notes.updatedAt)}</span>
        )}
      </div>
    </section>
  );
}
