import { FEED_ITEM_KIND_LABELS, FEED_ITEM_KINDS, type FeedItemKind } from "@hatchery/shared";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useSetMutes } from "../api/mutes";

interface MuteChoicesProps {
  id: string;
  mutedKinds: readonly FeedItemKind[];
}

/** The kinds of item, each shown or muted in every feed; a change is saved at once. */
export function MuteChoices({ id, mutedKinds }: MuteChoicesProps) {
  const setMutes = useSetMutes();
  function toggle(kind: FeedItemKind, shown: boolean) {
    const next = shown ? mutedKinds.filter((muted) => muted !== kind) : [...mutedKinds, kind];
    setMutes.mutate(next, {
      onError: (error) =>
        toast({ title: "Not saved", description: errorMessage(error), variant: "destructive" }),
    });
  }
  return (
    <fieldset id={id} className="grid gap-2 rounded-lg border p-4 sm:grid-cols-2">
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
  );
}
