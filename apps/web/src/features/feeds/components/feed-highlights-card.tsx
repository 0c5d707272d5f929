import { NewspaperIcon } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime, formatRelativeTime } from "@/lib/dates";
import { itemsOfPages, useFeed } from "../api/list-feed";
import { groupFeedItems, groupSummary } from "./feed-groups";

/** How many entries of the person's feed the card shows. */
const HIGHLIGHTS = 4;

/**
 * What is new in the person's incubators and teams, from the first page of `/feed` (the same query, so
 * opening the feed after finds it read): people's posts by name, the platform's news folded as the feed
 * folds it.
 */
export function FeedHighlightsCard({ className }: { className?: string }) {
  const feed = useFeed({ kind: "home" }, "latest");
  const entries = useMemo(
    () => groupFeedItems(itemsOfPages(feed.data?.pages)).slice(0, HIGHLIGHTS),
    [feed.data],
  );
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <NewspaperIcon aria-hidden="true" className="size-5 text-primary" />
          New in your feeds
        </CardTitle>
        <CardDescription>Posts and news from your incubators and teams.</CardDescription>
      </CardHeader>
      <CardContent>
        {feed.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your feed…</p>
        ) : feed.isError ? (
          <p className="text-sm text-muted-foreground">Your feed could not be loaded just now.</p>
        ) : entries.length === 0 ? (
          <p className="text-sm">Nothing yet: join an incubator or a team to see what its members share.</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {entries.map((entry) => {
              const item = entry.type === "item" ? entry.item : entry.items[0];
              if (!item) return null;
              const text =
                entry.type === "group"
                  ? groupSummary(entry.kind, entry.items)
                  : item.kind === "post"
                    ? `${item.author?.name ?? "Former member"}: ${plainExcerpt(item.body)}`
                    : item.body;
              return (
                <li key={item.id} className="grid gap-0.5">
                  <Link
                    to={`/feed?post=${item.id}`}
                    className="line-clamp-2 font-medium underline-offset-4 hover:underline"
                  >
                    {text}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {item.scope.name} ·{" "}
                    <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
                      {formatRelativeTime(item.createdAt)}
                    </time>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CardFooter>
        <Link to="/feed" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Open your feed
        </Link>
      </CardFooter>
    </Card>
  );
}

/** A post's markdown as one plain line: the card links to the post, where it reads in full. */
function plainExcerpt(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`>#~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
