import type { OpenApplicationRef } from "@hatchery/shared";
import { CheckIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { APPLICATION_STATUS_LABELS } from "./position-format";

/*
 * The message dialog, with the dialog machinery, loads when "Apply" is pressed (or pointed at): a team's
 * page lists its positions to every visitor, and most never apply (decision 071).
 */
const loadApplyDialog = () => import("./apply-dialog").then((module) => module.ApplyDialog);
const ApplyDialog = lazy(async () => ({ default: await loadApplyDialog() }));

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
      <Button
        size="sm"
        onMouseEnter={() => void loadApplyDialog()}
        onFocus={() => void loadApplyDialog()}
        onClick={() => setOpen(true)}
        aria-label={`Apply for ${position.title}`}
      >
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
