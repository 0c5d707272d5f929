import { useDeferredValue, useId, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { FormError } from "@/components/form-error";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/api-client";
import { useCallReviewers, useReviewerChange } from "../api/funding-call-reviewers";

/** The owner invites the incubator's members to review, and removes those who have not reviewed yet. */
export function CallReviewersPanel({ callId }: { callId: string }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const reviewers = useCallReviewers(callId, deferred);
  const change = useReviewerChange(callId);
  const [removing, setRemoving] = useState<{ userId: string; name: string } | null>(null);
  const searchId = useId();
  const failure = change.isError ? errorMessage(change.error) : undefined;
  return (
    <section aria-labelledby="call-reviewers" className="grid gap-4 rounded-xl border p-5">
      <h2 id="call-reviewers" className="text-lg font-semibold">
        Reviewers
      </h2>
      {reviewers.isPending ? (
        <p role="status">Loading reviewers…</p>
      ) : reviewers.isError ? (
        <p role="alert" className="text-destructive">
          {errorMessage(reviewers.error)}
        </p>
      ) : reviewers.data.reviewers.length === 0 ? (
        <p className="text-muted-foreground">No reviewer yet. Find a member of the incubator below.</p>
      ) : (
        <ul aria-label="Reviewers" className="grid gap-2">
          {reviewers.data.reviewers.map((reviewer) => (
            <li key={reviewer.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {reviewer.name} <span className="text-sm text-muted-foreground">({reviewer.role})</span>
                {reviewer.hasSubmittedReview && (
                  <span className="text-sm text-muted-foreground"> · has reviewed</span>
                )}
              </span>
              {!reviewer.hasSubmittedReview && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setRemoving({ userId: reviewer.userId, name: reviewer.name })}
                >
                  Remove<span className="sr-only"> {reviewer.name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Invite a member</Label>
        <Input
          id={searchId}
          type="search"
          value={search}
          placeholder="Search the incubator's members by name"
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {deferred !== "" && reviewers.data && (
        <ul aria-label="Members found" className="grid gap-2">
          {reviewers.data.candidates.length === 0 && (
            <li className="text-muted-foreground">No member matches.</li>
          )}
          {reviewers.data.candidates.map((candidate) => (
            <li key={candidate.userId} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {candidate.name} <span className="text-sm text-muted-foreground">({candidate.role})</span>
              </span>
              <Button
                size="sm"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { userId: candidate.userId, change: "add" },
                    { onSuccess: () => setSearch("") },
                  )
                }
              >
                Invite<span className="sr-only"> {candidate.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!removing && <FormError message={failure} />}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? "this reviewer"}?`}
        description="They will no longer read the call's applications."
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={change.isPending}
        error={failure}
        onConfirm={() =>
          removing &&
          change.mutate({ userId: removing.userId, change: "remove" }, { onSuccess: () => setRemoving(null) })
        }
      />
    </section>
  );
}
