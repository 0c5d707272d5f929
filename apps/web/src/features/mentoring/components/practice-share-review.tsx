import {
  characterCount,
  characterOffsetOf,
  PRACTICE_SHARE_COMMENT_MAX_LENGTH,
  type PracticeShareComment,
  type PracticeShareText,
} from "@hatchery/shared";
import { type FormEvent, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useCommentOnPracticeShare } from "../api/comment-on-practice-share";
import { useDeletePracticeShareComment } from "../api/delete-practice-share-comment";
import { PracticeShareAnnotatedText, PracticeShareCommentList } from "./practice-share-annotated-text";
import { PracticeShareCommentControls } from "./practice-share-comment-edit";

interface Anchor {
  start: number;
  end: number;
  quote: string;
}

/** The selection inside `container` as character offsets into `text`, or null when there is none. */
function selectedAnchor(container: HTMLElement, text: string): Anchor | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  const before = document.createRange();
  before.selectNodeContents(container);
  before.setEnd(range.startContainer, range.startOffset);
  // The container holds the text exactly (no numbers or labels), so its UTF-16 positions are the text's.
  const startUnits = before.toString().length;
  const endUnits = startUnits + range.toString().length;
  const start = characterOffsetOf(text, startUnits);
  const end = characterOffsetOf(text, endUnits);
  const quote = text.slice(startUnits, endUnits);
  return end > start && quote.trim() ? { start, end, quote } : null;
}

/** The anchor for a typed part: the selection when it still says the same, else its first occurrence. */
function anchorFor(text: string, typed: string, selected: Anchor | null): Anchor | null {
  if (selected && selected.quote === typed) return selected;
  const at = typed ? text.indexOf(typed) : -1;
  if (at < 0) return null;
  const start = characterOffsetOf(text, at);
  return { start, end: start + characterCount(typed), quote: typed };
}

/**
 * One text of a shared result as its mentor reviews it: the text with the parts already commented on
 * marked, and a form to comment on a part. The part comes from selecting words in the text, or, for
 * someone not using a mouse, from typing or pasting them into "Part of the answer".
 */
export function PracticeShareTextReview({
  shareId,
  text,
  comments,
  viewerId,
}: {
  shareId: string;
  text: PracticeShareText;
  comments: readonly PracticeShareComment[];
  viewerId: string;
}) {
  const container = useRef<HTMLParagraphElement>(null);
  const [selected, setSelected] = useState<Anchor | null>(null);
  const [part, setPart] = useState("");
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const [notice, setNotice] = useState("");
  const [deleting, setDeleting] = useState<PracticeShareComment | null>(null);
  const comment = useCommentOnPracticeShare(shareId);
  const remove = useDeletePracticeShareComment(shareId);
  const idPrefix = `review-${text.id}`;
  const ordered = [...comments].sort((a, b) => a.start - b.start || a.createdAt.localeCompare(b.createdAt));

  function captureSelection() {
    if (!container.current) return;
    const anchor = selectedAnchor(container.current, text.text);
    if (anchor) {
      setSelected(anchor);
      setPart(anchor.quote);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice("");
    const anchor = anchorFor(text.text, part, selected);
    if (!anchor) {
      setError("Select words in the answer, or type a part of it exactly as it is written.");
      return;
    }
    if (!body.trim()) {
      setError("Write a comment.");
      return;
    }
    setError("");
    comment.mutate(
      { textId: text.id, ...anchor, body },
      {
        onSuccess: () => {
          setPart("");
          setBody("");
          setSelected(null);
          setNotice("Comment added. The mentee is told.");
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <article aria-labelledby={`${idPrefix}-label`} className="space-y-4 rounded-lg border bg-card p-5">
      <h3 id={`${idPrefix}-label`} className="text-lg font-semibold text-balance">
        {text.label}
      </h3>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          <p
            ref={container}
            className="border-l-4 pl-3 whitespace-pre-wrap"
            onMouseUp={captureSelection}
            onKeyUp={captureSelection}
            onTouchEnd={captureSelection}
          >
            <PracticeShareAnnotatedText
              text={text.text}
              comments={ordered}
              idPrefix={idPrefix}
              numbered={false}
            />
          </p>
          <form className="grid gap-3" onSubmit={submit} noValidate>
            <FormField
              label="Part of the answer"
              hint="Select words in the answer above, or type them exactly as written."
            >
              {(control) => (
                <Input
                  {...control}
                  value={part}
                  onChange={(event) => {
                    setPart(event.target.value);
                    setSelected(null);
                  }}
                />
              )}
            </FormField>
            <FormField label="Comment" hint={`Up to ${PRACTICE_SHARE_COMMENT_MAX_LENGTH} characters.`}>
              {(control) => (
                <Textarea {...control} value={body} onChange={(event) => setBody(event.target.value)} />
              )}
            </FormField>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <p aria-live="polite" className="text-sm">
              {notice}
            </p>
            <Button type="submit" className="justify-self-start" disabled={comment.isPending}>
              {comment.isPending ? "Adding…" : "Add comment"}
            </Button>
          </form>
        </div>
        <div className="space-y-2">
          <h4 className="font-medium">Comments on this answer</h4>
          {ordered.length === 0 ? (
            <p className="text-sm text-muted-foreground">No comments yet.</p>
          ) : (
            <PracticeShareCommentList
              comments={ordered}
              idPrefix={idPrefix}
              actions={(item) =>
                item.author.userId === viewerId ? (
                  <PracticeShareCommentControls shareId={shareId} comment={item} onDelete={setDeleting} />
                ) : null
              }
            />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title="Delete this comment?"
        description={`The comment on “${deleting?.quote ?? ""}” is removed for you and the mentee.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </article>
  );
}
