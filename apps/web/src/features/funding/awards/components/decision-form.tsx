import {
  FUNDING_FEEDBACK_MAX,
  FUNDING_TRANCHES_MAX,
  type FundingCurrency,
  type FundingDecisionInput,
  formatFundingAmount,
} from "@hatchery/shared";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { useDecide } from "../api/funding-award-queries";
import { parseFundingAmount } from "../utils/funding-amount";

type Outcome = FundingDecisionInput["outcome"];
interface TrancheDraft {
  key: number;
  amount: string;
  milestoneId: string;
}

const OUTCOMES: { value: Outcome; label: string }[] = [
  { value: "award", label: "Award" },
  { value: "decline", label: "Decline" },
  { value: "waitlist", label: "Waitlist" },
];

/**
 * The decision of a submitted or waitlisted application (decision 059): an award split into tranches on
 * the project's milestones, a decline with feedback, or the waitlist. It tells the team, so it is asked
 * first; the server checks the pool and answers why it refuses.
 */
export function DecisionForm({
  applicationId,
  currency,
  remainingCents,
  milestones,
}: {
  applicationId: string;
  currency: FundingCurrency;
  remainingCents: number;
  milestones: readonly { id: string; title: string }[];
}) {
  const [outcome, setOutcome] = useState<Outcome>("award");
  const [amount, setAmount] = useState("");
  const [tranches, setTranches] = useState<TrancheDraft[]>([{ key: 0, amount: "", milestoneId: "" }]);
  const [feedback, setFeedback] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string>();
  const decide = useDecide();

  function decision(): FundingDecisionInput | string {
    if (outcome === "decline")
      return feedback.trim() ? { outcome, feedback } : "Tell the team why when you decline.";
    if (outcome === "waitlist") return { outcome, feedback };
    const amountCents = parseFundingAmount(amount);
    if (amountCents === null || amountCents === 0) return "Enter the award as an amount such as 1234.56.";
    const parts = tranches.map((tranche) => parseFundingAmount(tranche.amount));
    if (parts.some((part) => part === null || part === 0))
      return "Enter each tranche as an amount such as 1234.56.";
    const sum = parts.reduce<number>((total, part) => total + (part ?? 0), 0);
    if (sum !== amountCents) return "The tranches must add up to the award.";
    return {
      outcome,
      amountCents,
      feedback,
      tranches: tranches.map((tranche, index) => ({
        amountCents: parts[index] ?? 0,
        milestoneId: tranche.milestoneId || null,
      })),
    };
  }

  function ask() {
    const result = decision();
    setProblem(typeof result === "string" ? result : undefined);
    if (typeof result !== "string") {
      decide.reset();
      setConfirming(true);
    }
  }

  function confirm() {
    const result = decision();
    if (typeof result === "string") return;
    decide.mutate(
      { applicationId, decision: result },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({ title: "The decision is made and the team is told." });
        },
      },
    );
  }

  // The dialog sits outside the form: its own form's submit would otherwise bubble (through the
  // portal, as React events do) into this one and ask again.
  return (
    <>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          ask();
        }}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Decision</legend>
          <div className="flex flex-wrap gap-2">
            {OUTCOMES.map((option) => (
              <label
                key={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-2 has-focus-visible:ring-ring"
              >
                <input
                  type="radio"
                  name="outcome"
                  value={option.value}
                  checked={outcome === option.value}
                  onChange={() => setOutcome(option.value)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        {outcome === "award" && (
          <>
            <FormField
              label="Award"
              hint={`At most ${formatFundingAmount(remainingCents, currency)} remains in the pool.`}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              )}
            </FormField>
            <fieldset className="space-y-3">
              <legend className="text-sm font-medium">Tranches</legend>
              {tranches.map((tranche, index) => (
                <div key={tranche.key} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                  <FormField label={`Tranche ${index + 1} amount`}>
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="decimal"
                        value={tranche.amount}
                        onChange={(event) =>
                          setTranches((all) =>
                            all.map((row) =>
                              row.key === tranche.key ? { ...row, amount: event.target.value } : row,
                            ),
                          )
                        }
                      />
                    )}
                  </FormField>
                  <FormField label={`Tranche ${index + 1} milestone`}>
                    {(control) => (
                      <select
                        {...control}
                        className="h-10 rounded-md border bg-background px-3 text-sm"
                        value={tranche.milestoneId}
                        onChange={(event) =>
                          setTranches((all) =>
                            all.map((row) =>
                              row.key === tranche.key ? { ...row, milestoneId: event.target.value } : row,
                            ),
                          )
                        }
                      >
                        <option value="">No milestone</option>
                        {milestones.map((milestone) => (
                          <option key={milestone.id} value={milestone.id}>
                            {milestone.title}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                  {tranches.length > 1 && (
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => setTranches((all) => all.filter((row) => row.key !== tranche.key))}
                    >
                      Remove<span className="sr-only"> tranche {index + 1}</span>
                    </Button>
                  )}
                </div>
              ))}
              {tranches.length < FUNDING_TRANCHES_MAX && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setTranches((all) => [
                      ...all,
                      { key: Math.max(...all.map((row) => row.key)) + 1, amount: "", milestoneId: "" },
                    ])
                  }
                >
                  Add a tranche
                </Button>
              )}
            </fieldset>
          </>
        )}
        <FormField
          label={outcome === "decline" ? "Feedback to the team" : "Feedback to the team (optional)"}
          hint={`At most ${FUNDING_FEEDBACK_MAX} characters.`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={FUNDING_FEEDBACK_MAX}
              value={feedback}
              onChange={(event) => setFeedback(event.target.value)}
            />
          )}
        </FormField>
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        <Button type="submit">Decide…</Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          outcome === "award"
            ? "Award this application?"
            : outcome === "decline"
              ? "Decline this application?"
              : "Put it on the waitlist?"
        }
        description="The team's leader and core members are told at once. Only reopening the decision undoes it."
        confirmLabel="Decide"
        pendingLabel="Deciding…"
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : undefined}
        destructive={outcome === "decline"}
        onConfirm={confirm}
      />
    </>
  );
}
