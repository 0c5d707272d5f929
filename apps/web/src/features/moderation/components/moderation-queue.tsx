import {
  MODERATION_QUEUE_STATUSES,
  type ModerationQueueStatus,
  REPORT_CONTENT_KIND_LABELS,
  REPORT_CONTENT_KINDS,
  type ReportContentKind,
} from "@hatchery/shared";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { QueryList } from "@/components/query-list";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useModerationQueue } from "../api/list-moderation-queue";
import { ModerationCaseCard } from "./moderation-case-card";

const SELECT_CLASS =
  "flex h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

const STATUS_LABELS: Record<ModerationQueueStatus, string> = { open: "Open", resolved: "Resolved" };

function isStatus(value: string | null): value is ModerationQueueStatus {
  return MODERATION_QUEUE_STATUSES.some((status) => status === value);
}
function isKind(value: string | null): value is ReportContentKind {
  return REPORT_CONTENT_KINDS.some((kind) => kind === value);
}

/**
 * The queue of reported content (decision 055), every report for administrators or one incubator's for
 * its owner. The filters live in the address, so a filtered queue can be shared; the list refreshes
 * by itself when a report arrives or is handled (the realtime events `report.created` and `report.handled`).
 */
export function ModerationQueue({ incubatorSlug }: { incubatorSlug: string | null }) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const kindParam = params.get("kind");
  const status: ModerationQueueStatus = isStatus(statusParam) ? statusParam : "open";
  const kind = isKind(kindParam) ? kindParam : null;
  const query = useModerationQueue(incubatorSlug, { status, kind });
  const statusId = useId();
  const kindId = useId();

  function setFilter(name: "status" | "kind", value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "" || (name === "status" && value === "open")) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="grid gap-6">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Filters</legend>
        <div className="grid gap-1">
          <Label htmlFor={statusId}>Status</Label>
          <select
            id={statusId}
            className={SELECT_CLASS}
            value={status}
            onChange={(event) => setFilter("status", event.target.value)}
          >
            {MODERATION_QUEUE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={kindId}>Kind</Label>
          <select
            id={kindId}
            className={SELECT_CLASS}
            value={kind ?? ""}
            onChange={(event) => setFilter("kind", event.target.value)}
          >
            <option value="">Every kind</option>
            {REPORT_CONTENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {REPORT_CONTENT_KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <QueryList
        query={query}
        loadingLabel="Loading reports…"
        skeleton={
          <div className="grid gap-4">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        }
        errorTitle="The reports could not be loaded"
        empty={
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
            {status === "open" ? "No reports are waiting. All clear." : "No handled reports yet."}
          </p>
        }
        announce={(count, more) =>
          `${count} reported ${count === 1 ? "item" : "items"}${more ? ", more to load" : ""}`
        }
      >
        {(items) => (
          <ul aria-label="Reported content" className="grid gap-4">
            {items.map((item) => (
              <li key={`${item.contentKind}:${item.contentId}`}>
                <ModerationCaseCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </div>
  );
}
