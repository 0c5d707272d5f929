import { FEED_ITEM_KIND_LABELS, FEED_POST_MAX_LENGTH, type FeedItem } from "@hatchery/shared";
import { EllipsisIcon, MessageCircleIcon, PinIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { PersonAvatar } from "@/components/person-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, formatRelativeTime } from "@/lib/relative-time";
import { toast } from "@/lib/toast";
import { usePinItem, useRemoveItem, useUpdatePost } from "../api/feed-item-mutations";
import { feedPageOf } from "../api/feed-target";
import { MarkdownComposer } from "./markdown-composer";
import { ReactionBar } from "./reaction-bar";

const ConfirmDialog = lazy(() =>
  import("@/components/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })),
);
const ReportDialog = lazy(() =>
  import("./report-dialog").then((module) => ({ default: module.ReportDialog })),
);
const CommentThread = lazy(() =>
  import("./comment-thread").then((module) => ({ default: module.CommentThread })),
);

/**
 * One item of a feed: who wrote it (or what the platform tells), when, whether it was edited or pinned,
 * its text, reactions and comments, and what the reader may do with it.
 */
export function FeedItemCard({
  item,
  showScope,
  highlight = false,
}: {
  item: FeedItem;
  /** On /feed each item names the feed it comes from. */
  showScope: boolean;
  highlight?: boolean;
}) {
  const headingId = useId();
  const commentsId = useId();
  const [editing, setEditing] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(highlight);
  const [confirm, setConfirm] = useState<"delete" | "hide" | null>(null);
  const [reporting, setReporting] = useState(false);
  const update = useUpdatePost();
  const pin = usePinItem();
  const remove = useRemoveItem();
  const isPost = item.kind === "post";
  const who = item.author ?? { name: isPost ? "Former member" : item.scope.name, image: null };
  const mayReport = isPost && !item.can.edit;
  const hasActions = item.can.edit || item.can.delete || item.can.pin || item.can.hide || mayReport;

  return (
    <article
      id={`post-${item.id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-5"
    >
      <header className="flex items-start gap-3">
        <PersonAvatar person={who} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-sm leading-snug">
            <span className="font-semibold">{who.name}</span>
            {!isPost && <span className="text-muted-foreground"> · {FEED_ITEM_KIND_LABELS[item.kind]}</span>}
            {showScope && (
              <>
                <span className="text-muted-foreground"> in </span>
                <Link to={feedPageOf(item.scope)} className="font-medium underline-offset-4 hover:underline">
                  {item.scope.name}
                </Link>
              </>
            )}
          </h2>
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
              {formatRelativeTime(item.createdAt)}
            </time>
            {item.editedAt && <span title={`Edited ${formatDateTime(item.editedAt)}`}> · edited</span>}
            {item.score !== null && <span> · score {item.score.toFixed(2)}</span>}
          </p>
        </div>
        {item.pinnedAt && (
          <Badge variant="secondary" className="gap-1">
            <PinIcon aria-hidden="true" className="size-3" />
            Pinned
          </Badge>
        )}
        {hasActions && (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={`Actions for the post by ${who.name}`}
              >
                <EllipsisIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {item.can.edit && <DropdownMenuItem onSelect={() => setEditing(true)}>Edit</DropdownMenuItem>}
              {item.can.pin && (
                <DropdownMenuItem
                  onSelect={() =>
                    pin.mutate(
                      { id: item.id, pinned: item.pinnedAt === null },
                      {
                        onError: (error) =>
                          toast({
                            title: "Not changed",
                            description: errorMessage(error),
                            variant: "destructive",
                          }),
                      },
                    )
                  }
                >
                  {item.pinnedAt === null ? "Pin to the top" : "Unpin"}
                </DropdownMenuItem>
              )}
              {item.can.delete && (
                <DropdownMenuItem onSelect={() => setConfirm("delete")}>Delete</DropdownMenuItem>
              )}
              {item.can.hide && (
                <DropdownMenuItem onSelect={() => setConfirm("hide")}>Hide from the feed</DropdownMenuItem>
              )}
              {mayReport && <DropdownMenuItem onSelect={() => setReporting(true)}>Report</DropdownMenuItem>}
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      </header>

      {editing ? (
        <MarkdownComposer
          scope={{ kind: item.scope.kind, slug: item.scope.slug }}
          label="Edit your post"
          hideLabel
          initialBody={item.body}
          initialMentions={item.mentions}
          submitLabel="Save"
          pendingLabel="Saving…"
          pending={update.isPending}
          error={update.isError ? errorMessage(update.error) : undefined}
          maxLength={FEED_POST_MAX_LENGTH}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={(value) => update.mutateAsync({ id: item.id, ...value }).then(() => setEditing(false))}
        />
      ) : isPost ? (
        <div className="break-words">
          <MarkdownText source={item.body} />
        </div>
      ) : (
        <p>
          {item.body}
          {item.link && (
            <>
              {" "}
              <Link
                to={item.link.path}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {item.link.label}
              </Link>
            </>
          )}
        </p>
      )}

      <ReactionBar item={item} />
      <div>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={commentsOpen}
          aria-controls={commentsId}
          onClick={() => setCommentsOpen((open) => !open)}
        >
          <MessageCircleIcon aria-hidden="true" />
          {item.commentCount === 0
            ? "Comment"
            : item.commentCount === 1
              ? "1 comment"
              : `${item.commentCount} comments`}
        </Button>
      </div>
      <div id={commentsId}>
        {commentsOpen && (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-muted-foreground">
                Loading comments…
              </p>
            }
          >
            <CommentThread item={item} />
          </Suspense>
        )}
      </div>

      <Suspense fallback={null}>
        {confirm && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setConfirm(null)}
            title={confirm === "delete" ? "Delete this post?" : "Hide this post?"}
            description={
              confirm === "delete"
                ? "It disappears from the feed for everyone, with its comments. This cannot be undone."
                : "It disappears from the feed for everyone at once, until the moderators decide."
            }
            confirmLabel={confirm === "delete" ? "Delete" : "Hide"}
            pendingLabel="Working…"
            pending={remove.isPending}
            error={remove.isError ? errorMessage(remove.error) : undefined}
            onConfirm={() =>
              remove.mutate(
                { id: item.id, how: confirm },
                {
                  onSuccess: () => {
                    setConfirm(null);
                    toast({ title: confirm === "delete" ? "Post deleted" : "Post hidden" });
                  },
                },
              )
            }
          />
        )}
        {reporting && (
          <ReportDialog target={{ itemId: item.id }} what="post" open onOpenChange={setReporting} />
        )}
      </Suspense>
    </article>
  );
}
