import type { MentorReviewSummary, PublicMentorReview } from "@hatchery/shared";
import { FlagIcon } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { QueryList } from "@/components/query-list";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { useMentorReviews } from "../api/list-mentor-reviews";
import { ReviewStars } from "./review-stars";

/** The report form is loaded when someone first reports a review. */
const ReviewReportDialog = lazy(() =>
  import("./review-report-dialog").then((module) => ({ default: module.ReviewReportDialog })),
);

/** "4.5 from 12 reviews", or that there are none yet. */
export function ReviewSummaryLine({ summary }: { summary: MentorReviewSummary }) {
  if (summary.count === 0 || summary.average === null) {
    return <p className="text-sm text-muted-foreground">No reviews yet.</p>;
  }
  return (
    <p className="flex items-center gap-2 text-sm">
      <ReviewStars rating={summary.average} />
      <span>
        {summary.average.toFixed(1)} from {summary.count} {summary.count === 1 ? "review" : "reviews"}
      </span>
    </p>
  );
}

function ReviewItem({ review }: { review: PublicMentorReview }) {
  const [reporting, setReporting] = useState(false);
  return (
    <li className="space-y-1 py-3">
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-2 text-sm">
          <ReviewStars rating={review.rating} />
          <span className="font-medium">{review.author.name}</span>
          <span className="text-muted-foreground">{formatDate(review.createdAt)}</span>
        </p>
        {review.canReport && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Report the review by ${review.author.name}`}
            onClick={() => setReporting(true)}
          >
            <FlagIcon aria-hidden="true" />
            Report
          </Button>
        )}
      </div>
      {review.comment && <p className="text-sm whitespace-pre-wrap">{review.comment}</p>}
      {reporting && (
        <Suspense fallback={null}>
          <ReviewReportDialog reviewId={review.id} open={reporting} onOpenChange={setReporting} />
        </Suspense>
      )}
    </li>
  );
}

/** A mentor's revealed reviews from mentees, on their profile page. */
export function ReviewList({ slug, summary }: { slug: string; summary: MentorReviewSummary }) {
  const titleId = useId();
  const reviews = useMentorReviews(slug, summary.count > 0);
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-2 text-2xl font-semibold tracking-tight">
        Reviews
      </h2>
      <ReviewSummaryLine summary={summary} />
      {summary.count > 0 && (
        <QueryList
          query={reviews}
          loadingLabel="Loading reviews…"
          skeleton={<div className="h-16 animate-pulse rounded-md bg-muted" />}
          errorTitle="The reviews could not be loaded"
          empty={null}
        >
          {(items) => (
            <ul className="divide-y">
              {items.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ul>
          )}
        </QueryList>
      )}
    </section>
  );
}
