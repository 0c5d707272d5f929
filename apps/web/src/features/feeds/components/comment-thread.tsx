import { FEED_COMMENT_MAX_LENGTH, type FeedComment, type FeedItem } from "@hatchery/shared";
import { useState } from "react";
import { PersonAvatar } from "@/components/person-avatar";
import { PersonLink } from "@/components/person-link";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime, formatRelativeTime } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { useCommentChange, useComments } from "../api/comments";
import type { FeedScopeRef } from "../api/feed-target";
import { FeedEntryActions } from "./feed-entry-actions";
import { MarkdownComposer } from "./markdown-composer";
import { PostText } from "./post-text";

function CommentView({
  comment,
  scope,
  canReply,
  onReply,
}: {
  comment: FeedComment;
  scope: FeedScopeRef;
  canReply: boolean;
  onReply: () => void;
}) {
  const change = useCommentChange();
  const [editing, setEditing] = useState(false);
  if (comment.deleted) {
    return <p className="text-sm text-muted-foreground italic">This comment was removed.</p>;
  }
  const author = comment.author ?? { name: "Former member", image: null };
  return (
    <div className="flex gap-3">
      <PersonAvatar person={author} className="size-8 text-xs" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-sm">
          {comment.author ? (
            <PersonLink person={comment.author} />
          ) : (
            <span className="font-medium">{author.name}</span>
          )}{" "}
          <time
            dateTime={comment.createdAt}
            title={formatDateTime(comment.createdAt)}
            className="text-muted-foreground"
          >
            {formatRelativeTime(comment.createdAt)}
          </time>
          {comment.editedAt && <span className="text-muted-foreground"> · edited</span>}
        </p>
        {editing ? (
          <MarkdownComposer
            scope={scope}
            label="Edit your comment"
            hideLabel
            initialBody={comment.body}
            initialMentions={comment.mentions}
            submitLabel="Save"
            pendingLabel="Saving…"
            pending={change.isPending}
            error={change.isError ? errorMessage(change.error) : undefined}
            maxLength={FEED_COMMENT_MAX_LENGTH}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={(value) =>
              change
                .mutateAsync({ kind: "update", itemId: comment.itemId, id: comment.id, ...value })
                .then(() => setEditing(false))
            }
          />
        ) : (
          <PostText html={comment.bodyHtml} size="comment" />
        )}
        {!editing && (
          <div className="flex flex-wrap gap-1">
            {canReply && (
              <Button type="button" variant="ghost" size="sm" className="h-7 px-2" onClick={onReply}>
                Reply
              </Button>
            )}
            <FeedEntryActions
              what="comment"
              authorName={author.name}
              can={{ ...comment.can, report: !comment.can.edit }}
              onEdit={() => setEditing(true)}
              reportTarget={{ commentId: comment.id }}
              onRemove={(how) => change.mutateAsync({ kind: how, itemId: comment.itemId, id: comment.id })}
              removing={change.isPending}
              removeError={change.isError ? errorMessage(change.error) : undefined}
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** An item's comments with one level of replies, and the box to write one. */
export function CommentThread({ item }: { item: FeedItem }) {
  const comments = useComments(item.id);
  const change = useCommentChange();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const scope: FeedScopeRef = { kind: item.scope.kind, slug: item.scope.slug };
  const all = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const topLevel = all.filter((comment) => comment.parentId === null);

  function write(parentId: string | null) {
    return (value: { body: string; mentionIds: string[] }) =>
      change
        .mutateAsync({ kind: "create", itemId: item.id, parentId, ...value })
        .then(() => setReplyTo(null))
        .catch((error: unknown) => {
          toast({
            title: "Your comment was not sent",
            description: errorMessage(error),
            variant: "destructive",
          });
          throw error;
        });
  }

  return (
    <section aria-label="Comments" className="grid gap-4 border-t pt-4">
      {comments.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading comments…
        </p>
      ) : comments.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(comments.error)}
        </p>
      ) : (
        <ul className="grid gap-4" aria-live="polite">
          {topLevel.map((comment) => (
            <li key={comment.id} className="grid gap-3">
              <CommentView
                comment={comment}
                scope={scope}
                canReply={!comment.deleted}
                onReply={() => setReplyTo(comment.id)}
              />
              <ul className="ml-11 grid gap-3">
                {all
                  .filter((reply) => reply.parentId === comment.id)
                  .map((reply) => (
                    <li key={reply.id}>
                      <CommentView comment={reply} scope={scope} canReply={false} onReply={() => undefined} />
                    </li>
                  ))}
                {replyTo === comment.id && (
                  <li>
                    <MarkdownComposer
                      scope={scope}
                      label={`Reply to ${comment.author?.name ?? "this comment"}`}
                      submitLabel="Send reply"
                      pendingLabel="Sending…"
                      pending={change.isPending}
                      maxLength={FEED_COMMENT_MAX_LENGTH}
                      autoFocus
                      onCancel={() => setReplyTo(null)}
                      onSubmit={write(comment.id)}
                    />
                  </li>
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
        >
          {comments.isFetchingNextPage ? "Loading…" : "More comments"}
        </Button>
      )}
      <MarkdownComposer
        scope={scope}
        label="Write a comment"
        hideLabel
        placeholder="Write a comment…"
        submitLabel="Comment"
        pendingLabel="Sending…"
        pending={change.isPending && replyTo === null}
        maxLength={FEED_COMMENT_MAX_LENGTH}
        onSubmit={write(null)}
      />
    </section>
  );
}
