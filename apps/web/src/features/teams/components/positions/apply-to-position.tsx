import type { OpenApplicationRef } from "@hatchery/shared";
import { CheckIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { APPLICATION_STATUS_LABELS } from "./position-format";

/* The dialog (Radix's, with its focus trap and scroll lock) loads when someone applies, not with the page. */
const ApplyDialog = lazy(() => import("./apply-dialog").then((module) => ({ default: module.ApplyDialog })));

/**
 * Applying in place: an "Apply" button opening a short message dialog, or, once applied, the open
 * application's state. Used wherever a position is listed for someone who may apply.
 */
export function ApplyToPosition({
  position,
  teamName,
  openApplication,
}: {
  position: { id: string; title: string };
  teamName: string;
  openApplication: OpenApplicationRef | null;
}) {
  const [open, setOpen] = useState(false);
  if (openApplication) {
    return (
      <Badge variant="accent" className="text-sm">
        <CheckIcon aria-hidden="true" />
        Applied · {APPLICATION_STATUS_LABELS[openApplication.status]}
      </Badge>
    );
  }
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={`Apply for ${position.title}`}>
        Apply
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ApplyDialog position={position} teamName={teamName} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
