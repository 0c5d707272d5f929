import { FEED_ITEM_KIND_LABELS, FEED_ITEM_KINDS, type FeedItemKind } from "@hatchery/shared";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSetMutes } from "../api/mutes";

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
  const setMutes = useSetMutes();
  const panelId = useId();
  function toggle(kind: FeedItemKind, shown: boolean) {
    const next = shown ? mutedKinds.filter((muted) => muted !== kind) : [...mutedKinds, kind];
    setMutes.mutate(next, {
      onError: (error) =>
        toast({ title: "Not saved", description: errorMessage(error), variant: "destructive" }),
    });
  }
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
        <fieldset id={panelId} className="grid gap-2 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-medium">Show in my feeds</legend>
          {FEED_ITEM_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={!mutedKinds.includes(kind)}
                disabled={setMutes.isPending}
                onChange={(event) => toggle(kind, event.target.checked)}
              />
              {FEED_ITEM_KIND_LABELS[kind]}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
