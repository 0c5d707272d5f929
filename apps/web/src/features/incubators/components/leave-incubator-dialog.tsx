import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";

/** Asks before leaving; the membership can be restored by joining again. */
export function LeaveIncubatorDialog({
  incubatorName,
  open,
  onOpenChange,
  pending,
  onConfirm,
}: {
  incubatorName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-popover p-6 text-popover-foreground shadow-lg outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in">
          <AlertDialog.Title className="text-lg leading-tight font-semibold tracking-tight">
            Leave {incubatorName}?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">
            You will no longer be a member of {incubatorName}. You can join again at any time while it accepts
            members. A paid subscription is not cancelled by leaving; manage it from your subscription page.
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </AlertDialog.Cancel>
            <Button variant="destructive" disabled={pending} onClick={onConfirm}>
              {pending ? "Leaving..." : "Leave incubator"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
