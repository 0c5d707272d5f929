import type { MentoringSession } from "@hatchery/shared";
import { ChevronDownIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** Loaded when first opened, so the sessions page carries none of the notes' code until then. */
const SessionNotesPanel = lazy(() => import("./session-notes-panel"));

/** The states whose notes exist: from confirmation on (a declined or cancelled session's are read-only). */
function hasFollowUp(session: MentoringSession): boolean {
  return session.status !== "requested";
}

/** "Notes and action items" on a session card: a disclosure opening the session's follow-up. */
export function SessionNotesSection({ session }: { session: MentoringSession }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  if (!hasFollowUp(session)) return null;
  return (
    <div className="mt-4 border-t pt-3">
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <ChevronDownIcon aria-hidden="true" className={open ? "rotate-180" : undefined} />
        {session.status === "completed" ? "Notes, action items and review" : "Notes and action items"}
      </Button>
      <div id={panelId} hidden={!open} className="mt-3">
        {open && (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                Loading the notes…
              </p>
            }
          >
            <SessionNotesPanel session={session} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
