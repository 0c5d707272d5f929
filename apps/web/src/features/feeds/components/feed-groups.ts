import type { FeedItem, FeedPlatformItemKind } from "@hatchery/shared";
import { renderNow } from "@/lib/rendered-as";

/**
 * What a feed shows, in order: people's posts and lone platform items as they are, and consecutive
 * platform items of one kind folded into one group (docs/decisions/062-feed-grouping.md).
 */
export type FeedEntry =
  | { type: "item"; item: FeedItem }
  | { type: "group"; kind: FeedPlatformItemKind; items: readonly FeedItem[] };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Folds each run of two or more consecutive platform items of the same kind into a group. The item a
 * link opened (`alone`) stays a card of its own, so it can be shown highlighted with its comments.
 */
export function groupFeedItems(items: readonly FeedItem[], alone: string | null = null): FeedEntry[] {
  const entries: FeedEntry[] = [];
  let run: FeedItem[] = [];
  const flush = () => {
    const [first] = run;
    if (first && first.kind !== "post" && run.length > 1) {
      entries.push({ type: "group", kind: first.kind, items: run });
    } else {
      for (const item of run) entries.push({ type: "item", item });
    }
    run = [];
  };
  for (const item of items) {
    const single = item.kind === "post" || item.id === alone;
    if (single || run[0]?.kind !== item.kind) flush();
    run.push(item);
    if (single) flush();
  }
  flush();
  return entries;
}

/**
 * The newest person's post leads: platform news newer than it comes right after it, so opening a feed
 * shows what someone wrote before what the platform recorded. Nothing else moves.
 */
export function postsFirst(entries: readonly FeedEntry[]): FeedEntry[] {
  const firstPost = entries.findIndex((entry) => entry.type === "item" && entry.item.kind === "post");
  if (firstPost <= 0) return [...entries];
  const post = entries[firstPost] as FeedEntry;
  return [post, ...entries.slice(0, firstPost), ...entries.slice(firstPost + 1)];
}

/** The one place a group's items come from, when they share it; otherwise none. */
function sharedScopeName(items: readonly FeedItem[]): string | undefined {
  const [first] = items;
  return first && items.every((item) => item.scope.id === first.scope.id) ? first.scope.name : undefined;
}

type GroupWords = (count: number, place: string | undefined) => string;

const GROUP_WORDS: Record<FeedPlatformItemKind, GroupWords> = {
  incubator_member_joined: (count, place) => `${count} people joined ${place ?? "your incubators"}`,
  team_member_joined: (count, place) => `${count} people joined ${place ?? "your teams"}`,
  position_opened: (count, place) => `${count} positions opened${place ? ` in ${place}` : ""}`,
  position_filled: (count, place) => `${count} positions filled${place ? ` in ${place}` : ""}`,
  project_update: (count, place) => `${count} new projects${place ? ` in ${place}` : ""}`,
  project_launched: (count, place) => `${count} projects launched${place ? ` in ${place}` : ""}`,
  milestone_done: (count, place) => `${count} milestones done${place ? ` in ${place}` : ""}`,
  funding_awarded: (count, place) => `${count} funding awards${place ? ` in ${place}` : ""}`,
  funding_released: (count, place) => `${count} funding payments released${place ? ` in ${place}` : ""}`,
};

/**
 * A group's sentence, such as "3 people joined Acme this week": its count, its one place when it has
 * one, and "this week" when all of it happened in the last seven days.
 */
export function groupSummary(
  kind: FeedPlatformItemKind,
  items: readonly FeedItem[],
  now: Date = renderNow(),
): string {
  const oldest = items.reduce(
    (earliest, item) => Math.min(earliest, new Date(item.createdAt).getTime()),
    Number.POSITIVE_INFINITY,
  );
  const thisWeek = now.getTime() - oldest <= WEEK_MS;
  return `${GROUP_WORDS[kind](items.length, sharedScopeName(items))}${thisWeek ? " this week" : ""}`;
}
