import {
  FUNDING_APPLICATION_STATUS_LABELS,
  type FundingReviewQueueItem,
  formatFundingAmount,
} from "@hatchery/shared";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { formatDate } from "@/lib/dates";
import { useReviewQueue } from "../api/funding-review-queries";

const MY_REVIEW_LABELS: Record<FundingReviewQueueItem["myReview"], string> = {
  none: "Not started",
  draft: "Draft saved",
  submitted: "Submitted",
};

/** What the reviewer is asked to do with one application, in the words of its button. */
function actionOf(item: FundingReviewQueueItem): string {
  if (item.conflictOfInterest) return "View (you are in this team)";
  if (item.applicationStatus !== "submitted" || item.myReview === "submitted") return "View";
  return item.myReview === "draft" ? "Continue your review" : "Review";
}

/**
 * `/funding/reviews` (decision 059): the applications of the calls the person was invited to review,
 * with where their own review stands. Nothing here tells of the other reviewers' reviews.
 */
export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const items = queue.data?.items ?? [];
  const waiting = items.filter(
    (item) => item.applicationStatus === "submitted" && item.myReview !== "submitted",
  );
  return (
    <PageContainer className="space-y-6 pb-16">
      <PageHeader
        title="Funding reviews"
        lead="Score each application on its call's rubric. Your review stays yours until you submit it; then you see the other reviewers'."
      />
      {queue.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your reviews…
        </p>
      ) : queue.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your reviews could not be loaded just now.
        </p>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="py-8 text-center text-sm text-muted-foreground">
            No applications to review. When an incubator's owner invites you to review a call, its submitted
            applications appear here.
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {waiting.length === 0
              ? "You are up to date."
              : `${waiting.length} ${waiting.length === 1 ? "application waits" : "applications wait"} for your review.`}
          </p>
          <ul className="space-y-3">
            {items.map((item) => (
              <li key={item.applicationId}>
                <Card>
                  <CardContent className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                    <div className="space-y-1">
                      <p className="font-semibold">
                        {item.team.name}{" "}
                        <span className="font-normal text-muted-foreground">· {item.call.title}</span>
                      </p>
                      <p className="text-sm text-muted-foreground">
                        {item.incubator.name}
                        {item.askCents !== null &&
                          ` · asks ${formatFundingAmount(item.askCents, item.call.currency)}`}
                        {item.submittedAt && ` · submitted ${formatDate(item.submittedAt)}`}
                      </p>
                      <div className="flex flex-wrap gap-2">
                        <Badge variant="outline">
                          {FUNDING_APPLICATION_STATUS_LABELS[item.applicationStatus]}
                        </Badge>
                        <Badge variant={item.myReview === "submitted" ? "secondary" : "outline"}>
                          Your review: {MY_REVIEW_LABELS[item.myReview]}
                        </Badge>
                      </div>
                    </div>
                    <Link
                      to={`/funding/applications/${item.applicationId}`}
                      className="text-sm font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {actionOf(item)}
                      <span className="sr-only"> · {item.team.name}</span>
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageContainer>
  );
}
