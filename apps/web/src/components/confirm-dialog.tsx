import { AlertDialog } from "radix-ui";
import type { FormEvent, ReactNode } from "react";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";

/**
 * Asks before a step that cannot be undone from here or that tells someone else (revoking a session,
 * leaving a team, declining an application). Focus starts on Cancel, the safe choice, and returns to the
 * button that opened the dialog.
 *
 * `children` holds what the step takes (a password, a reason, a date). It is a form, so Enter confirms
 * once such a field is filled in. While the call runs the dialog cannot be dismissed, so the server's
 * refusal (`error`) always lands in front of the person, announced, to correct and try again.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  pendingLabel,
  pending,
  error,
  destructive = true,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** May hold more than one paragraph, hence rendered in a `div`. */
  description: ReactNode;
  confirmLabel: string;
  /** Where "Cancel" would be ambiguous (the action itself cancels something), what stepping back keeps. */
  cancelLabel?: string;
  pendingLabel: string;
  pending: boolean;
  error?: string;
  destructive?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) onConfirm();
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-popover p-6 text-popover-foreground shadow-lg outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in">
          <form onSubmit={submit} noValidate className="grid gap-4">
            <div className="flex flex-col gap-2">
              <AlertDialog.Title className="text-lg leading-tight font-semibold tracking-tight">
                {title}
              </AlertDialog.Title>
              <AlertDialog.Description asChild>
                <div className="text-sm text-muted-foreground">{description}</div>
              </AlertDialog.Description>
            </div>
            {children}
            <FormError message={error} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  {cancelLabel}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
                {pending ? pendingLabel : confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
