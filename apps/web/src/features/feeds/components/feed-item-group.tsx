import type { FeedItem, FeedPlatformItemKind } from "@hatchery/shared";
import { ChevronDownIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { PersonLink } from "@/components/person-link";
import { Button } from "@/components/ui/button";
import { formatDateTime, formatRelativeTime } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { groupSummary } from "./feed-groups";

const JOIN_KINDS: ReadonlySet<FeedPlatformItemKind> = new Set([
  "incubator_member_joined",
  "team_member_joined",
]);

/**
 * Consecutive platform items of one kind as one short card: the sentence that sums them up, and on
 * request who or what each one is, with its link.
 */
export function FeedItemGroup({
  kind,
  items,
  showScope,
}: {
  kind: FeedPlatformItemKind;
  items: readonly FeedItem[];
  showScope: boolean;
}) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const listId = useId();
  const newest = items[0];
  if (!newest) return null;
  const joins = JOIN_KINDS.has(kind);
  const summary = groupSummary(kind, items);

  return (
    <article
      // The group stands where its newest item would: a link or the "new posts" button finds it.
      id={`post-${newest.id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="grid gap-2 rounded-xl border border-dashed bg-card/60 px-4 py-3 text-card-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring sm:px-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-sm font-semibold">
            {summary}
          </h2>
          <p className="text-xs text-muted-foreground">
            Latest{" "}
            <time dateTime={newest.createdAt} title={formatDateTime(newest.createdAt)}>
              {formatRelativeTime(newest.createdAt)}
            </time>
          </p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {open ? "Hide" : joins ? "See who" : "See them"}
          <ChevronDownIcon aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
        </Button>
      </div>
      <ul id={listId} hidden={!open} className="grid gap-1.5 border-t pt-2 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline gap-x-2">
            {joins && item.author ? (
              <PersonLink person={item.author} />
            ) : (
              <span className="font-medium">{joins ? "Former member" : item.body}</span>
            )}
            {showScope && joins && <span className="text-muted-foreground">in {item.scope.name}</span>}
            {item.link && (
              <Link
                to={item.link.path}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {item.link.label}
              </Link>
            )}
            <time
              dateTime={item.createdAt}
              title={formatDateTime(item.createdAt)}
              className="text-xs text-muted-foreground"
            >
              {formatRelativeTime(item.createdAt)}
            </time>
          </li>
        ))}
      </ul>
    </article>
  );
}
