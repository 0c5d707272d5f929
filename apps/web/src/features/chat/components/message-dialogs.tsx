import type { ChatMessage } from "@hatchery/shared";
import { lazy, Suspense, useState } from "react";
import { useDeleteMessage } from "../api/chat-messages";

// Asked only when someone deletes or reports a message: the dialogs' code loads then.
const ConfirmDialog = lazy(() =>
  import("@/components/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })),
);
const ReportMessageDialog = lazy(() =>
  import("./report-message-dialog").then((module) => ({ default: module.ReportMessageDialog })),
);

/**
 * The dialogs a message's actions open: deleting one's own message, reporting another's. `dialogs`
 * is rendered once beside the channel; `askDelete` and `askReport` open them for a message.
 */
export function useMessageDialogs() {
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>(undefined);
  const [reporting, setReporting] = useState<ChatMessage | null>(null);

  const dialogs = (
    <>
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete this message?"
            description="Everyone in the channel will see that a message was deleted. Its text, reactions and files go for good."
            confirmLabel="Delete message"
            pendingLabel="Deleting…"
            pending={remove.isPending}
            error={deleteError}
            onConfirm={() =>
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: (failure) => setDeleteError(failure.message),
              })
            }
          />
        </Suspense>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportMessageDialog
            key={reporting.id}
            message={reporting}
            onOpenChange={(open) => !open && setReporting(null)}
          />
        </Suspense>
      )}
    </>
  );

  return {
    dialogs,
    askDelete: (message: ChatMessage) => {
      setDeleteError(undefined);
      setDeleting(message);
    },
    askReport: (message: ChatMessage) => setReporting(message),
  };
}
