import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMyApplications } from "../../api/list-my-applications";
import { ApplicationList } from "./application-list";

/** The dialog behind "My applications" (my-applications-dialog.tsx loads it when first opened). */
export function MyApplicationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>My applications</DialogTitle>
          <DialogDescription>
            Where each of your applications stands. You can withdraw one while it is pending or on trial.
          </DialogDescription>
        </DialogHeader>
        {open && <MyApplicationList />}
      </DialogContent>
    </Dialog>
  );
}

function MyApplicationList() {
  const query = useMyApplications();
  return (
    <ApplicationList
      query={query}
      mode="applicant"
      empty="You have not applied to any position yet."
      loadingLabel="Loading your applications…"
    />
  );
}
