import { ROLE_REQUEST_REASON_MAX, type RoleRequest } from "@hatchery/shared";
import { useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useDecideRoleRequest } from "../api/decide-role-request";

/**
 * Asks before approving or declining a role request, with an optional reason the person reads in the
 * notification and the email.
 */
export function RoleRequestDecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: RoleRequest;
  decision: "approve" | "decline";
  onClose: () => void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const decide = useDecideRoleRequest((_data, variables) => ({
    title: variables.decision === "approve" ? "Request approved" : "Request declined",
    description: `${request.userName} has been told.`,
  }));
  const approving = decision === "approve";
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        approving
          ? `Give ${request.userName} the ${request.role} role?`
          : `Decline ${request.userName}'s request?`
      }
      description={
        approving
          ? `They become a ${request.role} at once and are told in the app and by email.`
          : "They are told in the app and by email, with your reason if you give one, and may ask again."
      }
      confirmLabel={approving ? "Approve" : "Decline"}
      pendingLabel={approving ? "Approving…" : "Declining…"}
      pending={decide.isPending}
      error={decide.error ? errorMessage(decide.error) : undefined}
      destructive={!approving}
      onConfirm={() => decide.mutate({ id: request.id, decision, reason }, { onSuccess: onClose })}
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Reason (optional)</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={ROLE_REQUEST_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
