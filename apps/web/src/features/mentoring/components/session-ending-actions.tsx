import type { MentoringSession } from "@hatchery/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useCompleteMentoringSession } from "../api/complete-mentoring-session";
import { useMarkMentoringSessionNoShow } from "../api/mark-mentoring-session-no-show";

/**
 * After a confirmed session has ended: the mentor marks it completed, and either side says the other
 * did not come (asked first: it cannot be undone, and the other person is told).
 */
export function SessionEndingActions({ session, other }: { session: MentoringSession; other: string }) {
  const [asking, setAsking] = useState(false);
  const complete = useCompleteMentoringSession();
  const noShow = useMarkMentoringSessionNoShow();
  if (!session.permissions.complete && !session.permissions.markNoShow) return null;
  return (
    <>
      {complete.isError && (
        <p role="alert" className="w-full text-sm text-destructive">
          {errorMessage(complete.error)}
        </p>
      )}
      {session.permissions.complete && (
        <Button size="sm" disabled={complete.isPending} onClick={() => complete.mutate(session.id)}>
          {complete.isPending ? "Marking…" : "Mark completed"}
        </Button>
      )}
      {session.permissions.markNoShow && (
        <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
          {other} did not come
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) noShow.reset();
        }}
        title="Mark this session as missed?"
        description={`${other} is told that you marked them absent. This cannot be undone.`}
        confirmLabel="Mark as missed"
        pendingLabel="Marking…"
        pending={noShow.isPending}
        error={noShow.isError ? errorMessage(noShow.error) : undefined}
        onConfirm={() => noShow.mutate(session.id, { onSuccess: () => setAsking(false) })}
      />
    </>
  );
}
