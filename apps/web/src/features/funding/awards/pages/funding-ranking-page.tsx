import { FUNDING_APPLICATION_STATUS_LABELS, formatFundingAmount } from "@hatchery/shared";
import { Link, useParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useRanking, useShortlist } from "../api/funding-award-queries";
import { OwnerCallFrame } from "../components/owner-call-frame";

function score(value: number | null): string {
  return value === null ? "—" : value.toFixed(2);
}

/**
 * `/funding/calls/{callId}/applications` (decision 059): the owner's ranked list of a call's
 * applications by the average of their reviews' weighted means, with the spread, the number of reviews,
 * the ask and the shortlist mark. Deciding is on each application's page.
 */
export function FundingRankingPage() {
  const { callId = "" } = useParams();
  const ranking = useRanking(callId);
  const shortlist = useShortlist();
  return (
    <OwnerCallFrame
      query={ranking}
      title="Funding applications"
      lead="Ranked by the average of the reviewers' weighted scores. A wide spread means the reviewers disagree."
      loadingLabel="Loading the applications…"
    >
      {(data) => (
        <>
          <p className="text-sm">
            <Link
              to={`/funding/calls/${callId}/report`}
              className="text-primary underline underline-offset-4"
            >
              Report and CSV export
            </Link>
          </p>
          {shortlist.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(shortlist.error)}
            </p>
          )}
          {data.entries.length === 0 ? (
            <p className="rounded-lg border p-6 text-center text-sm text-muted-foreground">
              No application has been submitted to this call yet.
            </p>
          ) : (
            // Scrolls sideways on a narrow screen; focusable so that a keyboard can scroll it too.
            // Positioned, so that it also holds the visually hidden caption (absolutely positioned),
            // which would otherwise widen the whole page at the table's far edge.
            <section
              className="relative overflow-x-auto rounded-lg border"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
              tabIndex={0}
              aria-label="Ranked applications"
            >
              <table className="w-full min-w-[44rem] text-left text-sm">
                <caption className="sr-only">Applications ranked by weighted average</caption>
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-2 font-medium">
                      #
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      Team
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      Status
                    </th>
                    <th scope="col" className="p-2 text-right font-medium">
                      Average
                    </th>
                    <th scope="col" className="p-2 text-right font-medium">
                      Spread
                    </th>
                    <th scope="col" className="p-2 text-right font-medium">
                      Reviews
                    </th>
                    <th scope="col" className="p-2 text-right font-medium">
                      Ask
                    </th>
                    <th scope="col" className="p-2 font-medium">
                      Shortlist
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry, index) => (
                    <tr key={entry.applicationId} className="border-t">
                      <td className="p-2 tabular-nums">{index + 1}</td>
                      <td className="p-2">
                        <Link
                          to={`/funding/applications/${entry.applicationId}`}
                          className="font-medium text-primary underline underline-offset-4"
                        >
                          {entry.team.name}
                        </Link>
                      </td>
                      <td className="p-2">
                        <Badge variant={entry.status === "awarded" ? "secondary" : "outline"}>
                          {FUNDING_APPLICATION_STATUS_LABELS[entry.status]}
                          {entry.awardedCents !== null &&
                            ` · ${formatFundingAmount(entry.awardedCents, data.call.currency)}`}
                        </Badge>
                      </td>
                      <td className="p-2 text-right tabular-nums">{score(entry.weightedAverage)}</td>
                      <td className="p-2 text-right tabular-nums">{score(entry.spread)}</td>
                      <td className="p-2 text-right tabular-nums">{entry.reviewCount}</td>
                      <td className="p-2 text-right tabular-nums">
                        {entry.askCents === null
                          ? "—"
                          : formatFundingAmount(entry.askCents, data.call.currency)}
                      </td>
                      <td className="p-2">
                        {entry.status === "submitted" ? (
                          <Button
                            size="sm"
                            variant={entry.shortlisted ? "secondary" : "outline"}
                            aria-pressed={entry.shortlisted}
                            disabled={shortlist.isPending}
                            onClick={() =>
                              shortlist.mutate({
                                applicationId: entry.applicationId,
                                shortlisted: !entry.shortlisted,
                              })
                            }
                          >
                            {entry.shortlisted ? "Shortlisted" : "Shortlist"}
                            <span className="sr-only"> {entry.team.name}</span>
                          </Button>
                        ) : (
                          <span className="text-muted-foreground">—</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </>
      )}
    </OwnerCallFrame>
  );
}
