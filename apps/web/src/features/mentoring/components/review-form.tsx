import {
  MENTOR_REVIEW_COMMENT_MAX_LENGTH,
  MENTOR_REVIEW_RATING_MAX,
  MENTOR_REVIEW_RATING_MIN,
  type MentorReview,
  type SessionFollowUp,
} from "@hatchery/shared";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { useReviewMentoringSession } from "../api/review-mentoring-session";
import { ReviewStars } from "./review-stars";

const RATINGS = Array.from(
  { length: MENTOR_REVIEW_RATING_MAX - MENTOR_REVIEW_RATING_MIN + 1 },
  (_, index) => MENTOR_REVIEW_RATING_MIN + index,
);

function ReviewText({ title, review }: { title: string; review: MentorReview }) {
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium">{title}</p>
      <ReviewStars rating={review.rating} />
      {review.comment && <p className="text-sm whitespace-pre-wrap">{review.comment}</p>}
    </div>
  );
}

/**
 * The review of a completed session: the form until the viewer has rated, then their review, and the
 * other side's once both have rated or 14 days have passed (the server decides).
 */
export function ReviewForm({
  sessionId,
  reviews,
  canReview,
  otherName,
}: {
  sessionId: string;
  reviews: SessionFollowUp["reviews"];
  canReview: boolean;
  otherName: string;
}) {
  const ids = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const review = useReviewMentoringSession(sessionId);
  if (!canReview && reviews.mine === null && reviews.theirs === null) return null;
  return (
    <section aria-labelledby={`${ids}-title`} className="space-y-3">
      <h3 id={`${ids}-title`} className="font-semibold">
        Review
      </h3>
      {reviews.mine ? (
        <ReviewText title="Your review" review={reviews.mine} />
      ) : (
        canReview && (
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (rating !== null) review.mutate({ rating, comment });
            }}
          >
            <fieldset>
              <legend className="text-sm font-medium">How was the session with {otherName}?</legend>
              <div className="mt-1 flex gap-3">
                {RATINGS.map((value) => (
                  <label key={value} className="flex items-center gap-1 text-sm">
                    <input
                      type="radio"
                      name={`${ids}-rating`}
                      value={value}
                      checked={rating === value}
                      onChange={() => setRating(value)}
                    />
                    {value}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="space-y-1">
              <Label htmlFor={`${ids}-comment`}>Comment (optional)</Label>
              <Textarea
                id={`${ids}-comment`}
                value={comment}
                maxLength={MENTOR_REVIEW_COMMENT_MAX_LENGTH}
                onChange={(event) => setComment(event.target.value)}
              />
            </div>
            <p className="text-xs text-muted-foreground">
              Neither of you sees the other's review until both have written one, or until{" "}
              {formatDate(reviews.revealsAt)}.
            </p>
            {review.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(review.error)}
              </p>
            )}
            <Button type="submit" size="sm" disabled={rating === null || review.isPending}>
              {review.isPending ? "Sending…" : "Send review"}
            </Button>
          </form>
        )
      )}
      {reviews.theirs ? (
        <ReviewText title={`${otherName}'s review`} review={reviews.theirs} />
      ) : (
        reviews.theyHaveRated && (
          <p className="text-sm text-muted-foreground">
            {otherName} has reviewed this session; you will see it once you have written yours, or on{" "}
            {formatDate(reviews.revealsAt)}.
          </p>
        )
      )}
    </section>
  );
}
