import {
  FEED_REACTION_EMOJI,
  FEED_REACTION_LABELS,
  FEED_REACTIONS,
  type FeedItem,
  type FeedReaction,
} from "@hatchery/shared";
import { SmilePlusIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { LazyMenu } from "@/components/lazy-menu";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { useToggleReaction } from "../api/feed-item-mutations";

/* Who reacted loads when first asked for: most readers never ask, and the feed's first view is tight. */
const ReactorsList = lazy(() =>
  import("./reactors-list").then((module) => ({ default: module.ReactorsList })),
);

function countLabel(reaction: FeedReaction, count: number, mine: boolean): string {
  const people = count === 1 ? "1 person" : `${count} people`;
  return `${FEED_REACTION_LABELS[reaction]}: ${people}${mine ? ", including you" : ""}`;
}

/**
 * The item's reactions with their counts, the reader's own pressed, a menu of the rest, and who reacted.
 * `children` (the item's comment button) sits on the same row, so an item's actions take one line.
 */
export function ReactionBar({ item, children }: { item: FeedItem; children?: ReactNode }) {
  const toggle = useToggleReaction();
  const [showPeople, setShowPeople] = useState(false);
  const peopleId = useId();

  function set(reaction: FeedReaction, on: boolean) {
    toggle.mutate(
      { id: item.id, reaction, on },
      {
        onError: (error) =>
          toast({
            title: "Your reaction was not saved",
            description: errorMessage(error),
            variant: "destructive",
          }),
      },
    );
  }

  const total = item.reactions.reduce((sum, one) => sum + one.count, 0);
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-1.5">
        {item.reactions.map(({ reaction, count }) => {
          const mine = item.myReactions.includes(reaction);
          return (
            <Button
              key={reaction}
              type="button"
              variant="outline"
              size="sm"
              aria-pressed={mine}
              aria-label={countLabel(reaction, count, mine)}
              disabled={toggle.isPending}
              onClick={() => set(reaction, !mine)}
              className={cn("h-8 gap-1 rounded-full px-2.5", mine && "border-primary bg-primary/10")}
            >
              <span aria-hidden="true">{FEED_REACTION_EMOJI[reaction]}</span>
              <span aria-hidden="true">{count}</span>
            </Button>
          );
        })}
        <LazyMenu
          trigger={
            <Button type="button" variant="ghost" size="sm" className="h-8 rounded-full px-2.5">
              <SmilePlusIcon aria-hidden="true" />
              React
            </Button>
          }
          entries={FEED_REACTIONS.map((reaction) => {
            const mine = item.myReactions.includes(reaction);
            return {
              key: reaction,
              label: (
                <>
                  <span aria-hidden="true">{FEED_REACTION_EMOJI[reaction]}</span>
                  {mine ? `Take back ${FEED_REACTION_LABELS[reaction]}` : FEED_REACTION_LABELS[reaction]}
                </>
              ),
              onSelect: () => set(reaction, !mine),
            };
          })}
        />
        {children}
        {total > 0 && (
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-8 px-1"
            aria-expanded={showPeople}
            aria-controls={peopleId}
            onClick={() => setShowPeople((shown) => !shown)}
          >
            {showPeople ? "Hide who reacted" : "Who reacted"}
          </Button>
        )}
      </div>
      {showPeople && (
        <div id={peopleId} className="rounded-md bg-muted/50 p-3 text-sm">
          <Suspense fallback={<p role="status">Loading…</p>}>
            <ReactorsList itemId={item.id} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
