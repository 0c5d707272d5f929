import { Link, useParams } from "react-router";
import { MarkdownText } from "@/components/markdown/markdown-text";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Skeleton } from "@/components/ui/skeleton";
import { useFundingCall } from "../api/funding-calls";
import { CallApplyPanel } from "../components/call-apply-panel";
import { CallOwnerActions } from "../components/call-owner-actions";
import { CallReviewersPanel } from "../components/call-reviewers-panel";
import { CallAmounts, CallDates, CallPhaseBadge } from "../components/funding-call-card";
import { FundingPageError } from "../components/funding-page-error";

/**
 * `/funding/calls/{callId}`: the call with its pool, dates, eligibility, questions and rubric; a team's
 * leader applies or continues; the owner publishes, closes, extends and invites reviewers.
 */
export function FundingCallPage({ onUpgrade }: { onUpgrade?: () => void }) {
  const { callId = "" } = useParams();
  const detail = useFundingCall(callId);
  if (detail.isPending) {
    return (
      <PageLoading label="Loading the call…" shapesClassName="grid gap-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="h-40" />
      </PageLoading>
    );
  }
  if (detail.isError) {
    return <FundingPageError title="Funding call" error={detail.error} onRetry={() => detail.refetch()} />;
  }

  const { call, viewer } = detail.data;
  return (
    <PageContainer className="pb-16">
      <PageHeader title={call.title} eyebrow={call.incubator.name} />
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <div className="flex flex-wrap items-center gap-3">
            <CallPhaseBadge phase={call.phase} />
            <Link
              to={`/incubators/${call.incubator.slug}/funding`}
              className="text-sm text-primary underline underline-offset-4"
            >
              All of {call.incubator.name}'s calls
            </Link>
          </div>
          <CallDates call={call} />
          <CallAmounts call={call} />
          {call.description && <MarkdownText source={call.description} />}
          <section aria-labelledby="call-questions">
            <h2 id="call-questions" className="mb-3 text-lg font-semibold">
              What applicants answer
            </h2>
            <ol className="grid list-decimal gap-2 pl-6">
              {call.questions.map((question) => (
                <li key={question.id}>
                  {question.prompt}
                  <span className="text-sm text-muted-foreground">
                    {" "}
                    ({question.required ? "required" : "optional"}, up to {question.maxLength} characters)
                  </span>
                  {question.helpText && <p className="text-sm text-muted-foreground">{question.helpText}</p>}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="call-rubric">
            <h2 id="call-rubric" className="mb-3 text-lg font-semibold">
              How reviewers score
            </h2>
            <ul className="grid gap-2">
              {call.criteria.map((criterion) => (
                <li key={criterion.id}>
                  <span className="font-medium">{criterion.name}</span>{" "}
                  <span className="text-sm text-muted-foreground">
                    weight {criterion.weight}, scored 1 to 5
                  </span>
                  {criterion.description && (
                    <p className="text-sm text-muted-foreground">{criterion.description}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className="grid content-start gap-6">
          {viewer === null && call.phase === "open" && (
            <p className="rounded-xl border p-5 text-sm">
              <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
                Sign in
              </Link>{" "}
              to apply for your team.
            </p>
          )}
          {viewer && <CallApplyPanel callId={call.id} viewer={viewer} onUpgrade={onUpgrade} />}
          {viewer?.isReviewer && (
            <p className="rounded-xl border p-5 text-sm">
              You review this call's applications once teams submit them.
            </p>
          )}
          {viewer?.canManage && <CallOwnerActions call={call} />}
          {viewer?.canManage && <CallReviewersPanel callId={call.id} />}
        </aside>
      </div>
    </PageContainer>
  );
}
