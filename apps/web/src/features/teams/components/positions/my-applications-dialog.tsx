import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";

/*
 * The dialog, its list and the dialog machinery load the first time it opens (or the button is pointed
 * at): the button sits on every team page a signed-in visitor opens (decision 071).
 */
const loadDialog = () =>
  import("./my-applications-dialog-body").then((module) => module.MyApplicationsDialog);
const MyApplicationsDialog = lazy(async () => ({ default: await loadDialog() }));

/**
 * "My applications": every application and request to join of the signed-in person, newest first,
 * with its state and history, and withdrawing an open one. A button opening a dialog, so the places
 * where people apply (a team's positions, the incubator's positions, an invite link) all offer it.
 */
export function MyApplicationsButton({ variant = "outline" }: { variant?: "outline" | "link" }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        onMouseEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        My applications
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MyApplicationsDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
