import type { FundingCallDetailResponse } from "@hatchery/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { useCallStep } from "../api/funding-calls";
import { toLocalInput } from "./call-form-values";

/** The owner's steps on a call: edit, publish, close early (asked first) and extend. */
export function CallOwnerActions({ call }: { call: FundingCallDetailResponse["call"] }) {
  const step = useCallStep(call.id);
  const [confirmClose, setConfirmClose] = useState(false);
  const [closesAt, setClosesAt] = useState(() => toLocalInput(call.closesAt));
  const extendId = useId();
  const failure = step.isError ? errorMessage(step.error) : undefined;
  return (
    <section aria-labelledby="call-owner-actions" className="grid gap-4 rounded-xl border p-5">
      <h2 id="call-owner-actions" className="text-lg font-semibold">
        Manage this call
      </h2>
      <div className="flex flex-wrap gap-2">
        <Link to={`/funding/calls/${call.id}/edit`} className={buttonVariants({ variant: "outline" })}>
          Edit
        </Link>
        {call.phase === "draft" && (
          <Button onClick={() => step.mutate({ step: "publish" })} disabled={step.isPending}>
            Publish
          </Button>
        )}
        {(call.phase === "open" || call.phase === "upcoming") && (
          <Button variant="destructive" onClick={() => setConfirmClose(true)} disabled={step.isPending}>
            Close early
          </Button>
        )}
      </div>
      {call.phase !== "draft" && call.closedAt === null && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            step.mutate({ step: "extend", closesAt: new Date(closesAt).toISOString() });
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={extendId}>New closing time</Label>
            <Input
              id={extendId}
              type="datetime-local"
              value={closesAt}
              onChange={(event) => setClosesAt(event.target.value)}
              required
            />
          </div>
          <Button type="submit" variant="outline" disabled={step.isPending}>
            Extend
          </Button>
        </form>
      )}
      {!confirmClose && <FormError message={failure} />}
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title="Close this call early?"
        description="No team can apply or change its application once the call is closed. A call closed early cannot be reopened."
        confirmLabel="Close the call"
        pendingLabel="Closing…"
        pending={step.isPending}
        error={failure}
        onConfirm={() => step.mutate({ step: "close" }, { onSuccess: () => setConfirmClose(false) })}
      />
    </section>
  );
}
