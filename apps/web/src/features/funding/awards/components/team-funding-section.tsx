import {
  FUNDING_TRANCHE_STATUS_LABELS,
  formatFundingAmount,
  type TeamFunding,
  type TeamFundingAward,
} from "@hatchery/shared";
import { ReaderTime } from "@/components/reader-time";

/**
 * A team's funding on its page or one of its projects' (decision 059), as the page's own answer
 * carries it: the calls that awarded it and how many tranches were released; the amounts and tranches
 * to those the server shows them to (the team, the people inside its incubator, administrators).
 */
export function TeamFundingSection({ funding }: { funding: NonNullable<TeamFunding> }) {
  if (funding.awards.length === 0) return null;
  return (
    <section aria-labelledby="team-funding">
      <h2 id="team-funding" className="mb-4 text-2xl font-semibold tracking-tight">
        Funding
      </h2>
      <ul className="space-y-3">
        {funding.awards.map((entry) => (
          <li key={entry.applicationId} className="rounded-lg border p-4">
            <FundingEntry entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FundingEntry({ entry }: { entry: TeamFundingAward }) {
  const money = (cents: number) => formatFundingAmount(cents, entry.call.currency);
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">
        {entry.call.title} · {entry.incubator.name}
      </p>
      <p className="text-muted-foreground">
        Awarded <ReaderTime at={entry.awardedAt} as="date" />
        {entry.project && ` for ${entry.project.name}`} · {entry.tranchesReleased} of {entry.tranchesTotal}{" "}
        {entry.tranchesTotal === 1 ? "tranche" : "tranches"} released
      </p>
      {entry.amounts && (
        <>
          <p>
            Received {money(entry.amounts.releasedCents)} of {money(entry.amounts.awardedCents)} · pending{" "}
            {money(entry.amounts.pendingCents)}
          </p>
          <ol className="space-y-1 text-muted-foreground">
            {entry.amounts.tranches.map((tranche) => (
              <li key={tranche.id}>
                Tranche {tranche.position}: {money(tranche.amountCents)}
                {tranche.milestoneTitle && ` on “${tranche.milestoneTitle}”`} ·{" "}
                {FUNDING_TRANCHE_STATUS_LABELS[tranche.status]}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
