import {
  FUNDING_COMMENT_MAX,
  FUNDING_SCORE_MAX,
  FUNDING_SCORE_MIN,
  type MyFundingReviewResponse,
} from "@hatchery/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useMyReview, useSaveMyReview } from "../api/funding-review-queries";

const SCORES = Array.from(
  { length: FUNDING_SCORE_MAX - FUNDING_SCORE_MIN + 1 },
  (_, index) => FUNDING_SCORE_MIN + index,
);

/** The scores as the form holds them: criterion id → score. */
type Scores = Record<string, number>;

function scoresOf(data: MyFundingReviewResponse): Scores {
  return Object.fromEntries((data.review?.scores ?? []).map((entry) => [entry.criterionId, entry.score]));
}

/**
 * The reviewer's panel on an application's page (decision 059): a score from 1 to 5 for each criterion of
 * the call's rubric and a comment, saved as a draft or submitted (asked first: it is final). Shown only
 * to the call's reviewers; the server refuses everyone else, and a member of the team is told why.
 */
export function MyReviewPanel({ applicationId }: { applicationId: string }) {
  const review = useMyReview(applicationId);
  if (review.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading your review…
      </p>
    );
  }
  if (review.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Your review</CardTitle>
        </CardHeader>
        <CardContent>
          <p role="alert" className="text-sm text-muted-foreground">
            {errorMessage(review.error)}
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <ReviewForm
      key={review.data.review?.updatedAt ?? "new"}
      applicationId={applicationId}
      data={review.data}
    />
  );
}

function ReviewForm({ applicationId, data }: { applicationId: string; data: MyFundingReviewResponse }) {
  const [scores, setScores] = useState<Scores>(() => scoresOf(data));
  const [comment, setComment] = useState(data.review?.comment ?? "");
  const [confirming, setConfirming] = useState(false);
  const save = useSaveMyReview(applicationId);
  const readOnly = !data.canEdit;
  const complete = data.criteria.every((criterion) => scores[criterion.id] !== undefined);
  const body = {
    comment,
    scores: Object.entries(scores).map(([criterionId, score]) => ({ criterionId, score })),
  };

  function run(submit: boolean) {
    save.mutate(
      { review: body, submit },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: submit ? "Your review is submitted." : "Your draft is saved." });
        },
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your review</CardTitle>
        <CardDescription>
          {data.review?.status === "submitted"
            ? "Submitted: your review is final, and the other reviewers' are now open to you."
            : readOnly
              ? "Reviewing has ended for this application."
              : "Score each criterion from 1 (weak) to 5 (strong). Only you see this review until you submit it."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            run(false);
          }}
        >
          {data.criteria.map((criterion) => (
            <fieldset key={criterion.id} className="space-y-2" disabled={readOnly}>
              <legend className="text-sm font-medium">
                {criterion.name} <span className="text-muted-foreground">(weight {criterion.weight})</span>
              </legend>
              {criterion.description && (
                <p className="text-sm text-muted-foreground">{criterion.description}</p>
              )}
              <div className="flex flex-wrap gap-2">
                {SCORES.map((score) => (
                  <label
                    key={score}
                    className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-2 has-focus-visible:ring-ring"
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`score-${criterion.id}`}
                      value={score}
                      checked={scores[criterion.id] === score}
                      onChange={() => setScores((current) => ({ ...current, [criterion.id]: score }))}
                    />
                    {score}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <FormField
            label="Comment"
            hint={`What the owner should know; at most ${FUNDING_COMMENT_MAX} characters.`}
          >
            {(control) => (
              <Textarea
                {...control}
                value={comment}
                maxLength={FUNDING_COMMENT_MAX}
                rows={5}
                readOnly={readOnly}
                onChange={(event) => setComment(event.target.value)}
              />
            )}
          </FormField>
          {data.review?.weightedMean != null && (
            <p className="text-sm">Your weighted score: {data.review.weightedMean.toFixed(2)} of 5</p>
          )}
          {!confirming && <FormError message={save.isError ? errorMessage(save.error) : undefined} />}
          {!readOnly && (
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="outline" disabled={save.isPending}>
                {save.isPending && !confirming ? "Saving…" : "Save draft"}
              </Button>
              <Button
                type="button"
                disabled={!complete || save.isPending}
                onClick={() => setConfirming(true)}
              >
                Submit review
              </Button>
            </div>
          )}
          {!readOnly && !complete && (
            <p className="text-sm text-muted-foreground">Score every criterion to submit.</p>
          )}
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Submit your review?"
        description="A submitted review is final: you cannot change it afterwards. You will then see the other reviewers' reviews."
        confirmLabel="Submit review"
        pendingLabel="Submitting…"
        pending={save.isPending}
        error={confirming && save.isError ? errorMessage(save.error) : undefined}
        destructive={false}
        onConfirm={() => run(true)}
      />
    </Card>
  );
}
