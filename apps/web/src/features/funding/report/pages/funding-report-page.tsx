import { FUNDING_TRANCHE_STATUS_LABELS, formatFundingAmount } from "@hatchery/shared";
import { Link, useParams } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDate } from "@/lib/dates";
import { reportCsvUrl, useFundingReport } from "../../awards/api/funding-award-queries";
import { OwnerCallFrame } from "../../awards/components/owner-call-frame";

/**
 * `/funding/calls/{callId}/report` (decision 059): the owner's report of a call — pool, committed,
 * released and remaining — and each award with its tranches; the same as a CSV file.
 */
export function FundingReportPage() {
  const { callId = "" } = useParams();
  const report = useFundingReport(callId);
  return (
    <OwnerCallFrame
      query={report}
      title="Funding report"
      lead="What the call committed and released. Payments are made outside Hatchery; their references are as recorded."
      loadingLabel="Loading the report…"
    >
      {(data) => (
        <>
          <p className="flex flex-wrap gap-4 text-sm">
            <a href={reportCsvUrl(callId)} download className="text-primary underline underline-offset-4">
              Download CSV
            </a>
            <Link
              to={`/funding/calls/${callId}/applications`}
              className="text-primary underline underline-offset-4"
            >
              Ranked applications
            </Link>
          </p>
          {data.awards.length === 0 ? (
            <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">No awards yet.</p>
          ) : (
            data.awards.map((award) => (
              <Card key={award.id}>
                <CardHeader>
                  <CardTitle>
                    <Link
                      to={`/funding/applications/${award.applicationId}`}
                      className="underline underline-offset-4"
                    >
                      {award.team.name}
                    </Link>
                    {` · ${formatFundingAmount(award.amountCents, data.call.currency)}`}
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">
                    Released {formatFundingAmount(award.releasedCents, data.call.currency)} · awarded{" "}
                    {formatDate(award.createdAt)}
                  </p>
                </CardHeader>
                <CardContent>
                  <ol className="space-y-2 text-sm">
                    {award.tranches.map((tranche) => (
                      <li key={tranche.id} className="flex flex-wrap justify-between gap-2 border-t pt-2">
                        <span>
                          Tranche {tranche.position}:{" "}
                          {formatFundingAmount(tranche.amountCents, data.call.currency)}
                          {tranche.milestone && ` · on “${tranche.milestone.title}”`}
                        </span>
                        <span className="text-muted-foreground">
                          {FUNDING_TRANCHE_STATUS_LABELS[tranche.status]}
                          {tranche.releasedAt && ` ${formatDate(tranche.releasedAt)}`}
                          {tranche.paymentReference && ` · ref. ${tranche.paymentReference}`}
                        </span>
                      </li>
                    ))}
                  </ol>
                </CardContent>
              </Card>
            ))
          )}
        </>
      )}
    </OwnerCallFrame>
  );
}
