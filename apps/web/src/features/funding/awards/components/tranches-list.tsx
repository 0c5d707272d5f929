import {
  FUNDING_PAYMENT_REFERENCE_MAX,
  FUNDING_TRANCHE_STATUS_LABELS,
  type FundingCurrency,
  type FundingTranche,
  formatFundingAmount,
} from "@hatchery/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/api-client";
import { formatDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { useReleaseTranche } from "../api/funding-award-queries";

/**
 * An award's tranches in order; the owner (`mayRelease`) releases a due one, or one tied to no
 * milestone, recording the payment made outside Hatchery. Asked first: a release is final.
 */
export function TranchesList({
  tranches,
  currency,
  mayRelease,
}: {
  tranches: FundingTranche[];
  currency: FundingCurrency;
  mayRelease: boolean;
}) {
  const [releasing, setReleasing] = useState<FundingTranche | null>(null);
  const [reference, setReference] = useState("");
  const release = useReleaseTranche();
  const money = (cents: number) => formatFundingAmount(cents, currency);
  return (
    <>
      <ol className="space-y-2 text-sm">
        {tranches.map((tranche) => {
          const releasable =
            mayRelease &&
            (tranche.status === "due" || (tranche.status === "pending" && tranche.milestone === null));
          return (
            <li key={tranche.id} className="flex flex-wrap items-center justify-between gap-2 border-t pt-2">
              <span>
                Tranche {tranche.position}: {money(tranche.amountCents)}
                {tranche.milestone ? ` on “${tranche.milestone.title}”` : " (no milestone)"}
                <span className="block text-muted-foreground">
                  {FUNDING_TRANCHE_STATUS_LABELS[tranche.status]}
                  {tranche.releasedAt && ` ${formatDate(tranche.releasedAt)}`}
                  {tranche.paymentReference && ` · ref. ${tranche.paymentReference}`}
                </span>
              </span>
              {releasable && (
                <Button
                  size="sm"
                  onClick={() => {
                    release.reset();
                    setReference("");
                    setReleasing(tranche);
                  }}
                >
                  Release<span className="sr-only"> tranche {tranche.position}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={releasing !== null}
        onOpenChange={(open) => !open && setReleasing(null)}
        title={releasing ? `Release ${money(releasing.amountCents)}?` : "Release the tranche?"}
        description="Record the payment you made outside Hatchery. A released tranche is final, and the team is told."
        confirmLabel="Release"
        pendingLabel="Releasing…"
        pending={release.isPending}
        error={release.isError ? errorMessage(release.error) : undefined}
        destructive={false}
        onConfirm={() =>
          releasing &&
          release.mutate(
            { trancheId: releasing.id, paymentReference: reference },
            {
              onSuccess: () => {
                setReleasing(null);
                toast({ title: "The tranche is released." });
              },
            },
          )
        }
      >
        <FormField
          label="Payment reference (optional)"
          hint="A transfer or invoice number, as your records have it."
        >
          {(control) => (
            <Input
              {...control}
              value={reference}
              maxLength={FUNDING_PAYMENT_REFERENCE_MAX}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
        </FormField>
      </ConfirmDialog>
    </>
  );
}
