import { POINT_REASON_LABELS, type PointsLogEntry } from "@hatchery/shared";
import { QueryList } from "@/components/query-list";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/dates";
import { usePointsLog } from "../api/list-points-log";

/** Every row of the person's ledger: why, where, when and how many, newest first. */
export function PointsLog() {
  const query = usePointsLog();
  return (
    <QueryList<PointsLogEntry>
      query={query}
      loadingLabel="Loading your points log…"
      skeleton={<Skeleton className="h-40 w-full" />}
      errorTitle="Your points log could not be loaded"
      empty={
        <p className="text-sm text-muted-foreground">No points yet. Outcomes you reach will show here.</p>
      }
    >
      {(entries) => (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your points log, newest first</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Reason
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Where
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                When
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Points
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="py-2 pr-3">{POINT_REASON_LABELS[entry.reason]}</td>
                <td className="py-2 pr-3">{entry.incubator?.name ?? "Library and games"}</td>
                <td className="py-2 pr-3">
                  <time dateTime={entry.earnedAt}>{formatDateTime(entry.earnedAt)}</time>
                </td>
                <td className="py-2 text-right tabular-nums">+{entry.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </QueryList>
  );
}
