import { FEED_ITEM_KIND_LABELS, FEED_POST_MAX_LENGTH, type FeedItem } from "@hatchery/shared";
import { MessageCircleIcon, PinIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { PersonAvatar } from "@/components/person-avatar";
import { PersonLink } from "@/components/person-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, formatRelativeTime } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { usePinItem, useRemoveItem, useUpdatePost } from "../api/feed-item-mutations";
import { feedPageOf } from "../api/feed-target";
import { FeedEntryActions } from "./feed-entry-actions";
import { MarkdownComposer } from "./markdown-composer";
import { PostText } from "./post-text";
import { ReactionBar } from "./reaction-bar";

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
  const update = useUpdatePost();
  const pin = usePinItem();
  const remove = useRemoveItem();
  const isPost = item.kind === "post";
  const who = item.author ?? { name: isPost ? "Former member" : item.scope.name, image: null };
  const mayReport = isPost && !item.can.edit;

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
            {item.author ? (
              <PersonLink person={item.author} className="font-semibold" />
            ) : (
              <span className="font-semibold">{who.name}</span>
            )}
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
        <FeedEntryActions
          what="post"
          authorName={who.name}
          can={{ edit: item.can.edit, delete: item.can.delete, hide: item.can.hide, report: mayReport }}
          onEdit={() => setEditing(true)}
          pin={
            item.can.pin
              ? {
                  pinned: item.pinnedAt !== null,
                  onToggle: () =>
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
                    ),
                }
              : undefined
          }
          reportTarget={{ itemId: item.id }}
          onRemove={(how) =>
            remove
              .mutateAsync({ id: item.id, how })
              .then(() => toast({ title: how === "delete" ? "Post deleted" : "Post hidden" }))
          }
          removing={remove.isPending}
          removeError={remove.isError ? errorMessage(remove.error) : undefined}
        />
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
        <PostText html={item.bodyHtml ?? ""} />
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

      <ReactionBar item={item}>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-8 rounded-full px-2.5"
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
      </ReactionBar>
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
    </article>
  );
}
