import { MENTOR_PATH_PREFIX, type PracticeShareKind, type PracticeShareSummary } from "@hatchery/shared";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { usePracticeSharesOfItem } from "../api/list-practice-shares-of-item";
import { useRevokePracticeShare } from "../api/revoke-practice-share";
import { PracticeShareDialog } from "./practice-share-dialog";

/**
 * The owner's side of sharing one result: "Share with a mentor", and the mentors it is shared with,
 * each with Revoke (asked first: the mentor loses access at once).
 */
export function PracticeSharePanel({ kind, itemId }: { kind: PracticeShareKind; itemId: string }) {
  const shares = usePracticeSharesOfItem(kind, itemId);
  const revoke = useRevokePracticeShare();
  const [notice, setNotice] = useState("");
  const [revoking, setRevoking] = useState<PracticeShareSummary | null>(null);
  const headingId = `practice-share-${kind}-${itemId}`;

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking, {
      onSuccess: () => {
        setNotice(`${revoking.mentor.name} no longer sees this result.`);
        setRevoking(null);
      },
    });
  }

  const items = shares.data?.items ?? [];
  return (
    <section aria-labelledby={headingId} className="max-w-3xl space-y-3 rounded-lg border bg-card p-5">
      <h2 id={headingId} className="text-xl font-semibold">
        Mentor feedback
      </h2>
      <p className="text-sm text-muted-foreground">
        Share this result with an advisor or coach; they can comment on parts of your text, and their comments
        appear beside it.
      </p>
      <PracticeShareDialog
        kind={kind}
        itemId={itemId}
        onShared={(share) => setNotice(`Shared with ${share.mentor.name}.`)}
      />
      <p aria-live="polite" className="text-sm">
        {notice}
      </p>
      {shares.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading your shares…
        </p>
      ) : shares.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your shares could not be loaded: {shares.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not shared with anyone yet.</p>
      ) : (
        <ul aria-label="Shared with" className="divide-y rounded-md border">
          {items.map(({ share }) => (
            <li key={share.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="text-sm">
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={`${MENTOR_PATH_PREFIX[share.mentor.kind]}/${share.mentor.slug}`}
                >
                  {share.mentor.name}
                </Link>{" "}
                <span className="text-muted-foreground">
                  shared {formatDateTime(share.createdAt)}, {share.commentCount}{" "}
                  {share.commentCount === 1 ? "comment" : "comments"}
                </span>
              </div>
              {share.revokedAt ? (
                <Badge variant="secondary">Revoked</Badge>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setRevoking(share)}
                  aria-label={`Revoke sharing with ${share.mentor.name}`}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setRevoking(null);
            revoke.reset();
          }
        }}
        title="Stop sharing this result?"
        description={`${revoking?.mentor.name ?? "The mentor"} will no longer see it or be able to comment. Comments already made stay here for you.`}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoke.isPending}
        error={revoke.error?.message}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
