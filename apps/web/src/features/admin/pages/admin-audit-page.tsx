import { ADMIN_OPERATIONS_MESSAGES, type AdminAuditEntry, AUDIT_ACTIONS } from "@hatchery/shared";
import { DataTable, type DataTableColumn } from "@/components/data-table/data-table";
import { useTableView } from "@/components/data-table/use-table-view";
import { formatDateTimeWithSeconds } from "@/lib/dates";
import { useAuditLog } from "../api/search-audit-log";
import { AdminFrame } from "../components/admin-frame";
import { AdminSearchForm } from "../components/admin-search-form";

const FILTERS = ["actor", "action", "targetType", "targetId", "from", "to"] as const;

/** The areas of the actions (`team` of `team.member.leave`), offered beside the actions themselves. */
const ACTION_SUGGESTIONS = [
  ...new Set(AUDIT_ACTIONS.map((action) => action.split(".")[0] ?? action)),
  ...AUDIT_ACTIONS,
];

/** A stored value as one line of text: strings as they are, anything else as JSON. */
function shown(value: unknown): string {
  if (value === undefined) return "—";
  if (typeof value === "string") return value === "" ? '""' : value;
  return JSON.stringify(value);
}

function checkRange(values: Record<string, string>): string | null {
  const { from, to } = values;
  return from && to && from > to ? ADMIN_OPERATIONS_MESSAGES.dateRange : null;
}

/** `/admin/audit`: every change people and the system made, searchable by actor, action, target and date. */
export function AdminAuditPage() {
  const view = useTableView({ sortable: [], filters: FILTERS });
  const query = useAuditLog(
    Object.fromEntries(
      FILTERS.map((id) => [id, view.filters[id]]).filter(([, value]) => value !== undefined),
    ),
  );

  const columns: DataTableColumn<AdminAuditEntry>[] = [
    {
      id: "when",
      header: "When",
      cell: (entry) => (
        <span className="whitespace-nowrap">{formatDateTimeWithSeconds(entry.createdAt)}</span>
      ),
    },
    {
      id: "actor",
      header: "Actor",
      cell: (entry) =>
        entry.actor ? (
          <div>
            <div>{entry.actor.name}</div>
            <div className="text-xs text-muted-foreground">{entry.actor.email}</div>
          </div>
        ) : entry.actorUserId ? (
          <span className="text-muted-foreground">Deleted account ({entry.actorUserId})</span>
        ) : (
          <span className="text-muted-foreground">System{entry.reason ? `: ${entry.reason}` : ""}</span>
        ),
    },
    {
      id: "action",
      header: "Action",
      cell: (entry) => <code className="text-xs">{entry.action}</code>,
    },
    {
      id: "target",
      header: "Target",
      cell: (entry) => (
        <div className="text-xs">
          <div>{entry.target.type}</div>
          <div className="break-all text-muted-foreground">{entry.target.id}</div>
        </div>
      ),
    },
    {
      id: "changes",
      header: "Changes",
      cell: (entry) => <Changes entry={entry} />,
    },
  ];

  return (
    <AdminFrame
      title="Audit log"
      lead="Every change made with authority over others, newest first. Dates are days in UTC, both included."
    >
      <AdminSearchForm
        label="Search the audit log"
        check={checkRange}
        fields={[
          { id: "actor", label: "Actor (email or name)" },
          { id: "action", label: "Action or area", suggestions: ACTION_SUGGESTIONS },
          { id: "targetType", label: "Target type", placeholder: "e.g. incubator" },
          { id: "targetId", label: "Target id" },
          { id: "from", label: "From (UTC)", type: "date" },
          { id: "to", label: "To (UTC)", type: "date" },
        ]}
      />
      <DataTable
        label="Audit log entries"
        columns={columns}
        query={query}
        view={view}
        rowKey={(entry) => entry.id}
        rowLabel={(entry) => `${entry.action} ${entry.id}`}
        loadingLabel="Loading the audit log…"
        errorTitle="The audit log could not be searched"
        empty={<p className="text-muted-foreground">No entry matches.</p>}
      />
    </AdminFrame>
  );
}

/** The fields the change touched, each as it was and as it became. */
function Changes({ entry }: { entry: AdminAuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.summary.before), ...Object.keys(entry.summary.after)])];
  return (
    <details className="max-w-md">
      <summary className="cursor-pointer">
        {fields.length === 1 ? "1 field" : `${fields.length} fields`}: {fields.join(", ")}
      </summary>
      <dl className="mt-2 space-y-2 text-xs">
        {fields.map((field) => (
          <div key={field}>
            <dt className="font-medium">{field}</dt>
            <dd className="break-all">
              <span className="text-muted-foreground">{shown(entry.summary.before[field])}</span>
              {" → "}
              <span>{shown(entry.summary.after[field])}</span>
            </dd>
          </div>
        ))}
        {entry.requestId && (
          <div>
            <dt className="font-medium">Request</dt>
            <dd className="break-all text-muted-foreground">{entry.requestId}</dd>
          </div>
        )}
      </dl>
    </details>
  );
}
