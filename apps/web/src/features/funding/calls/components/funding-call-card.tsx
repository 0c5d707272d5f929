import {
  FUNDING_CALL_PHASE_LABELS,
  type FundingCallPhase,
  type FundingCallSummary,
  formatFundingAmount,
  TEAM_STAGE_LABELS,
} from "@hatchery/shared";
import { Link } from "react-router";
import { ReaderTime } from "@/components/reader-time";
import { Badge } from "@/components/ui/badge";

export function CallPhaseBadge({ phase }: { phase: FundingCallPhase }) {
  return (
    <Badge variant={phase === "open" ? "default" : phase === "closed" ? "outline" : "secondary"}>
      {FUNDING_CALL_PHASE_LABELS[phase]}
    </Badge>
  );
}

/** The pool with what is committed and what remains, in the call's currency. */
export function CallAmounts({ call }: { call: FundingCallSummary }) {
  const money = (cents: number) => formatFundingAmount(cents, call.currency);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <dt className="text-muted-foreground">Pool</dt>
      <dd className="font-medium">{money(call.poolCents)}</dd>
      <dt className="text-muted-foreground">Largest award</dt>
      <dd className="font-medium">{money(call.maxAwardCents)}</dd>
      <dt className="text-muted-foreground">Committed</dt>
      <dd className="font-medium">{money(call.committedCents)}</dd>
      <dt className="text-muted-foreground">Remaining</dt>
      <dd className="font-medium">{money(call.poolCents - call.committedCents)}</dd>
    </dl>
  );
}

/** When a call is open, and for which stages. */
export function CallDates({ call }: { call: FundingCallSummary }) {
  return (
    <p className="text-sm text-muted-foreground">
      Opens <ReaderTime at={call.opensAt} as="date-time" /> · closes{" "}
      <ReaderTime at={call.closedAt ?? call.closesAt} as="date-time" /> · for{" "}
      {call.eligibleStages.map((stage) => TEAM_STAGE_LABELS[stage].toLowerCase()).join(", ")} teams
    </p>
  );
}

export function FundingCallCard({
  call,
  showIncubator = false,
  headingLevel = 3,
}: {
  call: FundingCallSummary;
  showIncubator?: boolean;
  /** 2 where the list sits right under the page's title, 3 inside a section of its own. */
  headingLevel?: 2 | 3;
}) {
  const headingId = `funding-call-${call.id}`;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <Heading id={headingId} className="text-lg font-semibold break-words">
            <Link to={`/funding/calls/${call.id}`} className="underline-offset-4 hover:underline">
              {call.title}
            </Link>
          </Heading>
          <CallPhaseBadge phase={call.phase} />
        </div>
        {showIncubator && <p className="text-sm">{call.incubator.name}</p>}
        <CallDates call={call} />
        <p className="text-sm">
          Up to <strong>{formatFundingAmount(call.maxAwardCents, call.currency)}</strong> per team from a pool
          of {formatFundingAmount(call.poolCents, call.currency)}
        </p>
      </article>
    </li>
  );
}
