import type { PracticeShareComment, PracticeShareKind } from "@hatchery/shared";
import { usePracticeSharesOfItem } from "../api/list-practice-shares-of-item";
import { PracticeShareAnnotatedText, PracticeShareCommentList } from "./practice-share-annotated-text";

/**
 * The mentors' comments on one of the owner's texts, beside it: the text with each commented part
 * marked and numbered, then the comments. Nothing when no mentor has commented on it.
 *
 * `questionId` picks an interview answer; for a TMAY delivery the one text is the delivery itself.
 */
export function PracticeShareAnswerComments({
  kind,
  itemId,
  questionId,
}: {
  kind: PracticeShareKind;
  itemId: string;
  questionId: string | null;
}) {
  const shares = usePracticeSharesOfItem(kind, itemId);
  if (!shares.data) return null;
  let text: string | null = null;
  const comments: PracticeShareComment[] = [];
  for (const detail of shares.data.items) {
    const match = detail.texts.find((candidate) => candidate.questionId === questionId);
    if (!match) continue;
    text = match.text;
    comments.push(...detail.comments.filter((comment) => comment.textId === match.id));
  }
  if (text === null || comments.length === 0) return null;
  comments.sort((a, b) => a.start - b.start || a.createdAt.localeCompare(b.createdAt));
  const idPrefix = `mentor-${itemId}-${questionId ?? "tmay"}`;
  return (
    <section
      aria-label="Mentor comments"
      className="space-y-3 rounded-md border-l-4 border-amber-600 bg-muted/40 p-4"
    >
      <h3 className="font-semibold">Mentor comments</h3>
      <p className="whitespace-pre-wrap">
        <PracticeShareAnnotatedText text={text} comments={comments} idPrefix={idPrefix} numbered />
      </p>
      <PracticeShareCommentList comments={comments} idPrefix={idPrefix} />
    </section>
  );
}
