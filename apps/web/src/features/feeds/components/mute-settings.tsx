import type { FeedItemKind } from "@hatchery/shared";
import { lazy, Suspense, useId, useState } from "react";
import { Button } from "@/components/ui/button";

/** The choices load when first opened: most readers never open them, and /feed's first view is kept small. */
const MuteChoices = lazy(() => import("./mute-choices").then((module) => ({ default: module.MuteChoices })));

interface MuteSettingsProps {
  mutedKinds: readonly FeedItemKind[] | undefined;
}

/**
 * Which kinds of item the person sees in every feed: each can be muted. `mutedKinds` is undefined while
 * the feed loads: the button holds its place, unusable until the choices are known.
 */
export function MuteSettings({ mutedKinds: known }: MuteSettingsProps) {
  const loading = known === undefined;
  const mutedKinds = known ?? [];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={loading}
        onClick={() => setOpen((now) => !now)}
      >
        What I see{mutedKinds.length > 0 ? ` (${mutedKinds.length} muted)` : ""}
      </Button>
      {open && (
        <Suspense
          fallback={
            <p id={panelId} role="status" className="text-sm text-muted-foreground">
              Loading the choices…
            </p>
          }
        >
          <MuteChoices id={panelId} mutedKinds={mutedKinds} />
        </Suspense>
      )}
    </div>
  );
}
