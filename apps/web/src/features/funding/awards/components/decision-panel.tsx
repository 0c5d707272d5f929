import { FUNDING_APPLICATION_STATUS_LABELS, formatFundingAmount } from "@hatchery/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { errorMessage } from "@/lib/api-client";
import { useFundingReport, useRanking, useReopen, useShortlist } from "../api/funding-award-queries";
import { DecisionForm } from "./decision-form";
import { TranchesList } from "./tranches-list";

/**
 * The owner's panel on an application's page (decision 059): the shortlist mark, the decision, the
 * award's tranches with their release, and reopening a decision. It reads the owner's ranking and
 * report, so it shows nothing to anyone else (the server refuses them those).
 */
export function DecisionPanel({
  applicationId,
  callId,
  milestones = [],
}: {
  applicationId: string;
  callId: string;
  /** The milestones of the application's project, for the tranches. */
  milestones?: readonly { id: string; title: string }[];
}) {
  const ranking = useRanking(callId);
  const report = useFundingReport(callId);
  const shortlist = useShortlist();
  const reopen = useReopen();
  const [reopening, setReopening] = useState(false);
  const entry = ranking.data?.entries.find((item) => item.applicationId === applicationId);
  if (ranking.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading the decision…
      </p>
    );
  }
  if (!ranking.data || !entry) return null;
  const { call } = ranking.data;
  const award = report.data?.awards.find((item) => item.applicationId === applicationId);
  const decidable = entry.status === "submitted" || entry.status === "waitlisted";
  const decided = entry.status === "awarded" || entry.status === "declined" || entry.status === "waitlisted";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Decision</CardTitle>
        <CardDescription>
          {FUNDING_APPLICATION_STATUS_LABELS[entry.status]}
          {entry.weightedAverage !== null &&
            ` · average ${entry.weightedAverage.toFixed(2)} from ${entry.reviewCount} ${entry.reviewCount === 1 ? "review" : "reviews"}`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {entry.status === "submitted" && (
          <Button
            variant={entry.shortlisted ? "secondary" : "outline"}
            size="sm"
            aria-pressed={entry.shortlisted}
            disabled={shortlist.isPending}
            onClick={() => shortlist.mutate({ applicationId, shortlisted: !entry.shortlisted })}
          >
            {entry.shortlisted ? "Shortlisted" : "Shortlist"}
          </Button>
        )}
        {award && (
          <div className="space-y-2">
            <p className="text-sm font-medium">
              Awarded {formatFundingAmount(award.amountCents, call.currency)} · released{" "}
              {formatFundingAmount(award.releasedCents, call.currency)}
            </p>
            <TranchesList tranches={award.tranches} currency={call.currency} mayRelease />
          </div>
        )}
        {decidable && (
          <DecisionForm
            applicationId={applicationId}
            currency={call.currency}
            remainingCents={call.remainingCents}
            milestones={milestones}
          />
        )}
        {decided && (
          <Button
            variant="outline"
            onClick={() => {
              reopen.reset();
              setReopening(true);
            }}
          >
            Reopen the decision
          </Button>
        )}
        <ConfirmDialog
          open={reopening}
          onOpenChange={setReopening}
          title="Reopen this decision?"
          description="The application is submitted again and the team is told. An award goes back to the pool with its tranches; an award with a released tranche cannot be reopened."
          confirmLabel="Reopen"
          pendingLabel="Reopening…"
          pending={reopen.isPending}
          error={reopen.isError ? errorMessage(reopen.error) : undefined}
          onConfirm={() => reopen.mutate(applicationId, { onSuccess: () => setReopening(false) })}
        />
      </CardContent>
    </Card>
  );
}
