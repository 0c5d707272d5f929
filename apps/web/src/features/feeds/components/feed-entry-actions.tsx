import { EllipsisIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { LazyMenu, type MenuEntry } from "@/components/lazy-menu";
import { Button } from "@/components/ui/button";

const ConfirmDialog = lazy(() =>
  import("@/components/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })),
);
const ReportDialog = lazy(() =>
  import("./report-dialog").then((module) => ({ default: module.ReportDialog })),
);

export type FeedEntryRemoval = "delete" | "hide";

/** What each confirmation says: the step, and what the people reading the feed will see. */
const REMOVAL_WORDS = {
  post: {
    delete: {
      title: "Delete this post?",
      description: "It disappears from the feed for everyone, with its comments. This cannot be undone.",
      confirm: "Delete",
    },
    hide: {
      title: "Hide this post?",
      description: "It disappears from the feed for everyone at once, until the moderators decide.",
      confirm: "Hide",
    },
  },
  comment: {
    delete: {
      title: "Delete this comment?",
      description: "It disappears for everyone. This cannot be undone.",
      confirm: "Delete",
    },
    hide: {
      title: "Hide this comment?",
      description: "It disappears for everyone at once, until the moderators decide.",
      confirm: "Hide",
    },
  },
} as const;

/**
 * What the reader may do with a post or a comment, behind one "…" menu: edit, pin (posts), delete and
 * hide (each asked first), report (someone else's). The confirmation and the report form load the
 * first time they are asked for. Renders nothing when the reader may do none of it.
 */
export function FeedEntryActions({
  what,
  authorName,
  can,
  onEdit,
  pin,
  reportTarget,
  onRemove,
  removing,
  removeError,
}: {
  what: "post" | "comment";
  authorName: string;
  can: { edit: boolean; delete: boolean; hide: boolean; report: boolean };
  onEdit: () => void;
  /** Posts only: whether it is pinned, and the toggle. */
  pin?: { pinned: boolean; onToggle: () => void };
  reportTarget: { itemId: string } | { commentId: string };
  /** Resolves once removed; a refusal stays in the dialog as `removeError`. */
  onRemove: (how: FeedEntryRemoval) => Promise<unknown>;
  removing: boolean;
  removeError: string | undefined;
}) {
  const [confirm, setConfirm] = useState<FeedEntryRemoval | null>(null);
  const [reporting, setReporting] = useState(false);
  if (!(can.edit || can.delete || can.hide || can.report || pin)) return null;
  const words = confirm ? REMOVAL_WORDS[what][confirm] : undefined;
  const entries: MenuEntry[] = [
    ...(can.edit ? [{ key: "edit", label: "Edit", onSelect: onEdit }] : []),
    ...(pin ? [{ key: "pin", label: pin.pinned ? "Unpin" : "Pin to the top", onSelect: pin.onToggle }] : []),
    ...(can.delete ? [{ key: "delete", label: "Delete", onSelect: () => setConfirm("delete") }] : []),
    ...(can.hide
      ? [
          {
            key: "hide",
            label: what === "post" ? "Hide from the feed" : "Hide",
            onSelect: () => setConfirm("hide"),
          },
        ]
      : []),
    ...(can.report ? [{ key: "report", label: "Report", onSelect: () => setReporting(true) }] : []),
  ];

  return (
    <>
      <LazyMenu
        align="end"
        trigger={
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Actions for the ${what} by ${authorName}`}
          >
            <EllipsisIcon aria-hidden="true" />
          </Button>
        }
        entries={entries}
      />
      <Suspense fallback={null}>
        {confirm && words && (
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setConfirm(null)}
            title={words.title}
            description={words.description}
            confirmLabel={words.confirm}
            pendingLabel="Working…"
            pending={removing}
            error={removeError}
            onConfirm={() =>
              onRemove(confirm).then(
                () => setConfirm(null),
                // The refusal shows in the dialog (removeError), which stays open to try again.
                () => undefined,
              )
            }
          />
        )}
        {reporting && <ReportDialog target={reportTarget} what={what} open onOpenChange={setReporting} />}
      </Suspense>
    </>
  );
}
