import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { type PagedQuery, QueryList } from "@/components/query-list";
import { Checkbox } from "@/components/ui/checkbox";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { type BulkAction, BulkActionBar } from "./bulk-action-bar";
import { type DataTableFilter, DataTableFilters } from "./data-table-filters";
import type { TableView } from "./use-table-view";

export interface DataTableColumn<Row> {
  /** Also the name of the sort in the address, for a sortable column. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The server must order by this column: the table only asks for the sort through the address. */
  sortable?: boolean;
  className?: string;
}

export interface DataTableProps<Row> {
  /** The table's caption, read as its name. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  /**
   * The rows, built by the screen from `view` (its sort and filters). Give it
   * `placeholderData: keepPreviousData`, so a new sort or filter keeps the table in place (marked busy)
   * while its rows load, instead of going back to the loading placeholder.
   */
  query: PagedQuery<Row>;
  view: TableView;
  rowKey: (row: Row) => string;
  /** Names a row for its select box: "Select {rowLabel}". */
  rowLabel: (row: Row) => string;
  filters?: readonly DataTableFilter[];
  /** With actions, rows can be selected (a box on each, a select-all box, Space on a row). */
  bulkActions?: readonly BulkAction<Row>[];
  loadingLabel: string;
  errorTitle: string;
  empty: ReactNode;
}

const NO_SELECTION: ReadonlySet<string> = new Set();

/**
 * A table for administration screens: sortable headers, filters and sort in the address, selection
 * with bulk actions, cursor pages with "Load more", and the loading, error and empty states of
 * QueryList. Import it only from the routes that use it: it is not part of any first view.
 */
export function DataTable<Row>({
  label,
  columns,
  query,
  view,
  rowKey,
  rowLabel,
  filters,
  bulkActions,
  loadingLabel,
  errorTitle,
  empty,
}: DataTableProps<Row>) {
  // A selection belongs to one view: another sort or filter shows other rows, so it starts empty.
  const viewKey = JSON.stringify([view.sort, view.filters]);
  const [selection, setSelection] = useState({ viewKey, ids: NO_SELECTION });
  const selectedIds = selection.viewKey === viewKey ? selection.ids : NO_SELECTION;
  const rows = query.data?.pages.flatMap((page) => page.items) ?? [];
  const selectedRows = rows.filter((row) => selectedIds.has(rowKey(row)));
  const selectable = bulkActions !== undefined && bulkActions.length > 0;

  function select(ids: ReadonlySet<string>) {
    setSelection({ viewKey, ids });
  }

  function toggle(row: Row) {
    const next = new Set(selectedIds);
    const key = rowKey(row);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    select(next);
  }

  return (
    <div>
      {filters && filters.length > 0 && <DataTableFilters filters={filters} view={view} />}
      {selectable && (
        <BulkActionBar actions={bulkActions} selected={selectedRows} onDone={() => select(NO_SELECTION)} />
      )}
      <QueryList
        query={query}
        loadingLabel={loadingLabel}
        skeleton={
          <div className="space-y-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        }
        errorTitle={errorTitle}
        empty={empty}
      >
        {(items) => (
          <div className="overflow-x-auto rounded-xl border">
            <table
              aria-busy={query.isPlaceholderData || undefined}
              className="w-full text-left text-sm aria-busy:opacity-60"
            >
              <caption className="sr-only">{label}</caption>
              <thead className="bg-muted/50 text-muted-foreground">
                <tr>
                  {selectable && (
                    <th scope="col" className="w-10 px-4 py-3">
                      <Checkbox
                        aria-label="Select all rows"
                        checked={
                          selectedRows.length === 0
                            ? false
                            : selectedRows.length === items.length
                              ? true
                              : "indeterminate"
                        }
                        onCheckedChange={(checked) =>
                          select(checked === true ? new Set(items.map(rowKey)) : NO_SELECTION)
                        }
                      />
                    </th>
                  )}
                  {columns.map((column) => (
                    <ColumnHeader key={column.id} column={column} view={view} />
                  ))}
                </tr>
              </thead>
              <TableRows
                rows={items}
                columns={columns}
                rowKey={rowKey}
                rowLabel={rowLabel}
                selectable={selectable}
                selectedIds={selectedIds}
                onToggle={toggle}
              />
            </table>
          </div>
        )}
      </QueryList>
    </div>
  );
}

function ColumnHeader<Row>({ column, view }: { column: DataTableColumn<Row>; view: TableView }) {
  if (!column.sortable) {
    return (
      <th scope="col" className={cn("px-4 py-3 font-medium", column.className)}>
        {column.header}
      </th>
    );
  }
  const direction = view.sort?.column === column.id ? view.sort.direction : undefined;
  const Icon = direction === "asc" ? ArrowUpIcon : direction === "desc" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : "none"}
      className={cn("px-2 py-1.5 font-medium", column.className)}
    >
      <button
        type="button"
        onClick={() => view.toggleSort(column.id)}
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        {column.header}
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    </th>
  );
}

/**
 * The body. One row at a time is in the Tab order (the last one focused): arrow keys, Home and End move
 * between rows, Space selects the focused row. Links and buttons inside the cells keep their own Tab stops.
 */
function TableRows<Row>({
  rows,
  columns,
  rowKey,
  rowLabel,
  selectable,
  selectedIds,
  onToggle,
}: {
  rows: Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  selectable: boolean;
  selectedIds: ReadonlySet<string>;
  onToggle: (row: Row) => void;
}) {
  const body = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState(0);
  const current = Math.min(active, rows.length - 1);

  function focusRow(index: number) {
    const target = Math.max(0, Math.min(index, rows.length - 1));
    body.current?.querySelectorAll<HTMLTableRowElement>(":scope > tr")[target]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) {
    // Keys pressed inside a cell's own control (a link, a button, the box) are that control's.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusRow(to);
    } else if (event.key === " " && selectable) {
      event.preventDefault();
      onToggle(row);
    }
  }

  return (
    <tbody ref={body} className="divide-y">
      {rows.map((row, index) => {
        const key = rowKey(row);
        const selected = selectedIds.has(key);
        return (
          <tr
            key={key}
            tabIndex={index === current ? 0 : -1}
            data-state={selected ? "selected" : undefined}
            onFocus={() => setActive(index)}
            onKeyDown={(event) => onKeyDown(event, index, row)}
            className="outline-none focus-visible:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset data-[state=selected]:bg-muted"
          >
            {selectable && (
              <td className="w-10 px-4 py-3">
                {/* Out of the Tab order: Space on the row selects it, so Tab does not stop on every box. */}
                <Checkbox
                  tabIndex={-1}
                  aria-label={`Select ${rowLabel(row)}`}
                  checked={selected}
                  onCheckedChange={() => onToggle(row)}
                />
              </td>
            )}
            {columns.map((column) => (
              <td key={column.id} className={cn("px-4 py-3", column.className)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}
