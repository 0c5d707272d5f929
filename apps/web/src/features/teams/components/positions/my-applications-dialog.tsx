import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

/*
 * The dialog, its list and the application cards load the first time the button is pressed, not with the
 * team page that offers it (issue 29); once loaded it stays, so it closes as any dialog does.
 */
const MyApplicationsDialog = lazy(() =>
  import("./my-applications-list-dialog").then((module) => ({ default: module.MyApplicationsDialog })),
);

/**
 * "My applications": every application and request to join of the signed-in person, newest first,
 * with its state and history, and withdrawing an open one. A button opening a dialog, so the places
 * where people apply (a team's positions, the incubator's positions, an invite link) all offer it.
 */
export function MyApplicationsButton({ variant = "outline" }: { variant?: "outline" | "link" }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        My applications
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MyApplicationsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
