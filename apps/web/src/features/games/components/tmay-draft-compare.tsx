import { TMAY_PART_GUIDES, TMAY_PARTS, type TmayDraft, wordDiff, wordDiffCounts } from "@hatchery/shared";
import { useId, useState } from "react";
import { formatDate } from "@/lib/dates";

function versionLabel(draft: TmayDraft): string {
  return `Version ${draft.version}, ${formatDate(draft.createdAt)}`;
}

/** One part of two versions side by side: words removed marked in the earlier, added in the later. */
function PartComparison({ label, before, after }: { label: string; before: string; after: string }) {
  const pieces = wordDiff(before, after);
  const counts = wordDiffCounts(pieces);
  return (
    <div className="space-y-2">
      <h4 className="font-semibold">
        {label}{" "}
        <span className="text-sm font-normal text-muted-foreground">
          ({counts.added} {counts.added === 1 ? "word" : "words"} added, {counts.removed} removed)
        </span>
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <p className="rounded-md border p-3 text-sm leading-relaxed" data-testid="compare-before">
          <span className="sr-only">Earlier: </span>
          {pieces.map((piece, index) =>
            piece.kind === "added" ? null : piece.kind === "removed" ? (
              <del
                key={index}
                className="rounded bg-red-100 px-0.5 text-red-900 dark:bg-red-950 dark:text-red-100"
              >
                {piece.text}{" "}
              </del>
            ) : (
              <span key={index}>{piece.text} </span>
            ),
          )}
        </p>
        <p className="rounded-md border p-3 text-sm leading-relaxed" data-testid="compare-after">
          <span className="sr-only">Later: </span>
          {pieces.map((piece, index) =>
            piece.kind === "removed" ? null : piece.kind === "added" ? (
              <ins
                key={index}
                className="rounded bg-emerald-100 px-0.5 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-100"
              >
                {piece.text}{" "}
              </ins>
            ) : (
              <span key={index}>{piece.text} </span>
            ),
          )}
        </p>
      </div>
    </div>
  );
}

interface TmayDraftCompareProps {
  /** Newest version first, as the server lists them. */
  drafts: readonly TmayDraft[];
  onEdit: (draft: TmayDraft) => void;
}

/** The saved versions, and any two of them compared part by part. */
export function TmayDraftCompare({ drafts, onEdit }: TmayDraftCompareProps) {
  const baseId = useId();
  const [earlierId, setEarlierId] = useState(drafts[1]?.id ?? drafts[0]?.id ?? "");
  const [laterId, setLaterId] = useState(drafts[0]?.id ?? "");
  const earlier = drafts.find((draft) => draft.id === earlierId) ?? drafts[1] ?? drafts[0];
  const later = drafts.find((draft) => draft.id === laterId) ?? drafts[0];
  return (
    <div className="space-y-4">
      <ul className="space-y-2">
        {drafts.map((draft) => (
          <li key={draft.id} className="flex flex-wrap items-center gap-3">
            <span>{versionLabel(draft)}</span>
            <button
              type="button"
              className="text-sm font-medium text-primary underline underline-offset-4"
              onClick={() => onEdit(draft)}
            >
              Edit from version {draft.version}
            </button>
          </li>
        ))}
      </ul>
      {drafts.length < 2 || !earlier || !later ? (
        <p className="text-muted-foreground">Save a second version to compare two side by side.</p>
      ) : (
        <section aria-labelledby={`${baseId}-compare`} className="space-y-4">
          <h3 id={`${baseId}-compare`} className="text-lg font-semibold">
            Compare two versions
          </h3>
          <div className="flex flex-wrap gap-4">
            {(
              [
                ["Earlier version", earlier.id, setEarlierId],
                ["Later version", later.id, setLaterId],
              ] as const
            ).map(([label, value, set]) => (
              <label key={label} className="flex flex-col gap-1 text-sm font-medium">
                {label}
                <select
                  value={value}
                  onChange={(event) => set(event.target.value)}
                  className="h-9 rounded-md border bg-background px-2"
                >
                  {drafts.map((draft) => (
                    <option key={draft.id} value={draft.id}>
                      {versionLabel(draft)}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <p className="text-sm text-muted-foreground">
            Words removed are struck through on the left; words added are highlighted on the right.
          </p>
          {TMAY_PARTS.map((part) => (
            <PartComparison
              key={part}
              label={TMAY_PART_GUIDES[part].label}
              before={earlier[part]}
              after={later[part]}
            />
          ))}
        </section>
      )}
    </div>
  );
}
