import { FUNDING_APPLICATION_STATUS_LABELS, formatFundingAmount } from "@hatchery/shared";
import { lazy, Suspense, useState } from "react";
import { Link, useParams } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/dates";
import { FundingPageError } from "../../calls/components/funding-page-error";
import { useApplicationStep, useFundingApplication, useStartApplication } from "../api/funding-applications";
import { ApplicationAnswers } from "../components/application-answers";
import { ApplicationComments } from "../components/application-comments";
import { ApplicationForm } from "../components/application-form";

// The reviewer's and the owner's panels load only for them.
const MyReviewPanel = lazy(() =>
  import("../../review/components/my-review-panel").then((module) => ({ default: module.MyReviewPanel })),
);
const DecisionPanel = lazy(() =>
  import("../../awards/components/decision-panel").then((module) => ({ default: module.DecisionPanel })),
);

/**
 * `/funding/applications/{applicationId}`: the team writes, talks over, submits and withdraws its
 * application; once submitted the call's owner and reviewers read it.
 */
export function FundingApplicationPage() {
  const { applicationId = "" } = useParams();
  const detail = useFundingApplication(applicationId);
  const step = useApplicationStep(applicationId);
  const resume = useStartApplication(detail.data?.call.id ?? "");
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  if (detail.isPending) {
    return (
      <PageLoading label="Loading the application…" shapesClassName="grid gap-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-64" />
      </PageLoading>
    );
  }
  if (detail.isError) {
    return (
      <FundingPageError title="Funding application" error={detail.error} onRetry={() => detail.refetch()} />
    );
  }

  const { application, call, viewer } = detail.data;
  const failure = step.isError
    ? errorMessage(step.error)
    : resume.isError
      ? errorMessage(resume.error)
      : undefined;
  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={application.team.name}
        title={call.title}
        lead={
          <>
            Closes {formatDateTime(call.closedAt ?? call.closesAt)} · up to{" "}
            {formatFundingAmount(call.maxAwardCents, call.currency)} per team ·{" "}
            <Link to={`/funding/calls/${call.id}`} className="text-primary underline underline-offset-4">
              the call
            </Link>
          </>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant="secondary">{FUNDING_APPLICATION_STATUS_LABELS[application.status]}</Badge>
            {application.submittedAt && (
              <span className="text-sm text-muted-foreground">
                Submitted {formatDateTime(application.submittedAt)}
              </span>
            )}
          </div>
          {application.feedback && (
            <Alert>
              <AlertTitle>From the incubator</AlertTitle>
              <AlertDescription className="whitespace-pre-wrap">{application.feedback}</AlertDescription>
            </Alert>
          )}
          {viewer.canEdit ? (
            <ApplicationForm key={`${application.id}-${application.status}`} detail={detail.data} />
          ) : (
            <ApplicationAnswers detail={detail.data} />
          )}
          {viewer.isReviewer && application.submittedAt !== null && application.status !== "withdrawn" && (
            <Suspense fallback={<Skeleton className="h-48" />}>
              <MyReviewPanel applicationId={application.id} />
            </Suspense>
          )}
          {viewer.isOwner && application.submittedAt !== null && application.status !== "withdrawn" && (
            <Suspense fallback={<Skeleton className="h-48" />}>
              <DecisionPanel
                applicationId={application.id}
                callId={call.id}
                milestones={detail.data.milestones}
              />
            </Suspense>
          )}
        </div>
        <aside className="grid content-start gap-6">
          {(viewer.canSubmit || viewer.canWithdraw || viewer.canResume) && (
            <section aria-labelledby="application-steps" className="grid gap-3 rounded-xl border p-5">
              <h2 id="application-steps" className="text-lg font-semibold">
                Your application
              </h2>
              {viewer.canSubmit && (
                <Button onClick={() => step.mutate("submit")} disabled={step.isPending}>
                  Submit the application
                </Button>
              )}
              {viewer.canWithdraw && (
                <Button variant="outline" onClick={() => setConfirmWithdraw(true)} disabled={step.isPending}>
                  Withdraw
                </Button>
              )}
              {viewer.canResume && (
                <Button onClick={() => resume.mutate(application.team.id)} disabled={resume.isPending}>
                  Take it up again
                </Button>
              )}
              {!confirmWithdraw && <FormError message={failure} />}
            </section>
          )}
          {viewer.isCoreMember && (
            <ApplicationComments applicationId={application.id} canComment={viewer.canComment} />
          )}
        </aside>
      </div>
      <ConfirmDialog
        open={confirmWithdraw}
        onOpenChange={setConfirmWithdraw}
        title="Withdraw this application?"
        description="The incubator and its reviewers will no longer see it. You may take it up again while the call is open."
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing…"
        pending={step.isPending}
        error={failure}
        onConfirm={() => step.mutate("withdraw", { onSuccess: () => setConfirmWithdraw(false) })}
      />
    </PageContainer>
  );
}
