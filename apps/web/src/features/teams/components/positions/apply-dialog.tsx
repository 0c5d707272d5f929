import { APPLICATION_MESSAGE_MAX_LENGTH } from "@hatchery/shared";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { useApplyToPosition } from "../../api/apply-to-position";

/** The application's message, in a dialog: loaded the first time someone applies (apply-to-position.tsx). */
export function ApplyDialog({
  position,
  teamName,
  open,
  onOpenChange,
}: {
  position: { id: string; title: string };
  teamName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const apply = useApplyToPosition(() => ({
    title: "Application sent",
    description: `${teamName} will review your application.`,
  }));
  const [message, setMessage] = useState("");
  const messageId = useId();
  const hintId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    apply.mutate({ positionId: position.id, message }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !apply.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Apply for {position.title}</DialogTitle>
          <DialogDescription>
            The leader of {teamName} reads your message and may start a trial before deciding.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Application" className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={messageId}>Message (optional)</Label>
            <Textarea
              id={messageId}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              maxLength={APPLICATION_MESSAGE_MAX_LENGTH}
              rows={5}
              aria-describedby={hintId}
            />
            <p id={hintId} className="text-sm text-muted-foreground">
              Why you and why this team: what you have built, what you want to learn, when you can start.
            </p>
          </div>
          {apply.isError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(apply.error)}
            </p>
          )}
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={apply.isPending}
              onClick={() => onOpenChange(false)}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={apply.isPending}>
              {apply.isPending ? "Sending..." : "Send application"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
