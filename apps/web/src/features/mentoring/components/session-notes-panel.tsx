import type { MentoringSession } from "@hatchery/shared";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { errorMessage } from "@/lib/api-client";
import { useSessionNotes } from "../api/get-session-notes";
import { ActionItemsList } from "./action-items-list";
import { ReviewForm } from "./review-form";
import { SessionNotesEditor } from "./session-notes-editor";
import { SessionNotesPrivate } from "./session-notes-private";

/**
 * What follows a session, for its two people: shared notes, the mentor's private notes, action items
 * (with the pair's open ones from earlier sessions) and, once completed, the reviews.
 */
export function SessionNotesPanel({ session }: { session: MentoringSession }) {
  const followUp = useSessionNotes(session.id);
  if (followUp.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the notes…
      </p>
    );
  }
  if (followUp.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>The notes could not be loaded: {errorMessage(followUp.error)}</p>
        <Button size="sm" variant="outline" onClick={() => followUp.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const data = followUp.data;
  const other = data.viewerRole === "mentor" ? session.mentee.name : session.mentor.name;
  return (
    <div className="space-y-4">
      <SessionNotesEditor
        sessionId={session.id}
        notes={data.notes}
        canEdit={data.permissions.editNotes}
        onReload={async () => (await followUp.refetch()).data?.notes.version}
      />
      {data.privateNotes && (
        <SessionNotesPrivate
          sessionId={session.id}
          notes={data.privateNotes}
          canEdit={data.permissions.editNotes}
        />
      )}
      <Separator />
      <ActionItemsList sessionId={session.id} items={data.actionItems} canAdd={data.permissions.editNotes} />
      {(session.status === "completed" || data.reviews.mine || data.reviews.theirs) && (
        <>
          <Separator />
          <ReviewForm
            sessionId={session.id}
            reviews={data.reviews}
            canReview={data.permissions.review}
            otherName={other}
          />
        </>
      )}
    </div>
  );
}

export default SessionNotesPanel;
