import { type PracticeShareComment, segmentByAnchors } from "@hatchery/shared";
import type { ReactNode } from "react";
import { formatDateTime } from "@/lib/dates";

/** The anchor id of a comment in a list, so a marked part can link to it. */
export function commentAnchorId(idPrefix: string, commentId: string): string {
  return `${idPrefix}-comment-${commentId}`;
}

/**
 * A shared text with each commented part marked: underlined and tinted, and, when `numbered`, followed
 * by the numbers of its comments as links to them, so the marking is not told by colour alone and each
 * comment is a Tab away. Without numbers the text's characters are exactly the stored text, which the
 * mentor's selection is measured in.
 */
export function PracticeShareAnnotatedText({
  text,
  comments,
  idPrefix,
  numbered,
}: {
  text: string;
  comments: readonly PracticeShareComment[];
  idPrefix: string;
  numbered: boolean;
}) {
  const numbers = new Map(comments.map((comment, index) => [comment.id, index + 1]));
  const segments = segmentByAnchors(text, comments);
  let offset = 0;
  return (
    <>
      {segments.map((segment) => {
        const key = offset;
        offset += segment.text.length;
        if (segment.commentIds.length === 0) return <span key={key}>{segment.text}</span>;
        return (
          <span key={key}>
            <mark className="rounded-sm bg-amber-100 text-foreground underline decoration-amber-700 decoration-2 underline-offset-4 dark:bg-amber-900/40 dark:decoration-amber-300">
              {segment.text}
            </mark>
            {numbered &&
              segment.commentIds.map((id) => (
                <sup key={id}>
                  <a
                    href={`#${commentAnchorId(idPrefix, id)}`}
                    className="px-0.5 font-medium text-primary underline-offset-2 hover:underline"
                    aria-label={`Comment ${numbers.get(id)}`}
                  >
                    [{numbers.get(id)}]
                  </a>
                </sup>
              ))}
          </span>
        );
      })}
    </>
  );
}

/** The comments on one text, numbered as their marks are, each with the part it is about. */
export function PracticeShareCommentList({
  comments,
  idPrefix,
  actions,
}: {
  comments: readonly PracticeShareComment[];
  idPrefix: string;
  /** A control for each comment, such as the mentor's Delete. */
  actions?: (comment: PracticeShareComment) => ReactNode;
}) {
  return (
    <ol className="space-y-3">
      {comments.map((comment, index) => (
        <li
          key={comment.id}
          id={commentAnchorId(idPrefix, comment.id)}
          tabIndex={-1}
          className="space-y-1 rounded-md border bg-card p-3 text-sm"
        >
          <p className="text-muted-foreground">
            <span className="font-medium text-foreground">[{index + 1}]</span> On “
            <q className="italic [quotes:none]">{comment.quote}</q>”
          </p>
          <p className="whitespace-pre-wrap">{comment.body}</p>
          <p className="text-xs text-muted-foreground">
            {comment.author.name}, {formatDateTime(comment.createdAt)}
            {comment.editedAt && " (edited)"}
          </p>
          {actions?.(comment)}
        </li>
      ))}
    </ol>
  );
}
