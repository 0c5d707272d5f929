import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useMyApplications } from "../../api/list-my-applications";
import { ApplicationList } from "./application-list";

/**
 * "My applications": every application and request to join of the signed-in person, newest first,
 * with its state and history, and withdrawing an open one. A button opening a dialog, so the places
 * where people apply (a team's positions, the incubator's positions, an invite link) all offer it.
 */
export function MyApplicationsButton({ variant = "outline" }: { variant?: "outline" | "link" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} size="sm" onClick={() => setOpen(true)}>
        My applications
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
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
    </>
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
