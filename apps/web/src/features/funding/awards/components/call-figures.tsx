import { type FundingCallFigures, formatFundingAmount } from "@hatchery/shared";

/** A call's pool, committed, released and remaining amounts, as a definition list. */
export function CallFigures({ call }: { call: FundingCallFigures }) {
  const money = (cents: number) => formatFundingAmount(cents, call.currency);
  const figures = [
    ["Pool", money(call.poolCents)],
    ["Committed", money(call.committedCents)],
    ["Released", money(call.releasedCents)],
    ["Remaining", money(call.remainingCents)],
    ["Largest award", money(call.maxAwardCents)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
