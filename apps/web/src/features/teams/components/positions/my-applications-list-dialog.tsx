import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMyApplications } from "../../api/list-my-applications";
import { ApplicationList } from "./application-list";

/** The "My applications" dialog, loaded the first time its button is pressed (my-applications-dialog.tsx). */
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
