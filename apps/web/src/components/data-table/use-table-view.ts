import { useSearchParams } from "react-router";

export type SortDirection = "asc" | "desc";

export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** What a table shows: its sort and filters, read from and written to the address. */
export interface TableView {
  sort: TableSort | null;
  /** The value of every filter the table declares that the address sets. */
  filters: Readonly<Record<string, string>>;
  /** Sorts by a column: ascending first, the other way when it already sorts by it. */
  toggleSort: (column: string) => void;
  /** Sets a filter, or clears it with "". */
  setFilter: (id: string, value: string) => void;
}

export const SORT_PARAM = "sort";
export const ORDER_PARAM = "order";

export interface TableViewOptions {
  /** The columns a person may sort by; a `sort` naming any other is ignored. */
  sortable: readonly string[];
  /** The filters' ids, which are also their names in the address. */
  filters: readonly string[];
  /** The sort when the address names none. */
  defaultSort?: TableSort;
}

/**
 * A table's sort and filters live in the address (`?sort=name&order=desc&status=active`), so a view can
 * be shared and survives a reload, like the directories' filters. The screen reads them to build its
 * query; the table writes them when a header or a filter is used.
 */
export function useTableView({ sortable, filters: filterIds, defaultSort }: TableViewOptions): TableView {
  const [params, setParams] = useSearchParams();
  const column = params.get(SORT_PARAM);
  const sort =
    column && sortable.includes(column)
      ? { column, direction: params.get(ORDER_PARAM) === "desc" ? ("desc" as const) : ("asc" as const) }
      : (defaultSort ?? null);
  const filters: Record<string, string> = {};
  for (const id of filterIds) {
    const value = params.get(id)?.trim();
    if (value) filters[id] = value;
  }

  // Other parameters of the address (a tab, a dialog) are kept; replacing the entry keeps Back useful.
  function write(change: (next: URLSearchParams) => void) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  }

  return {
    sort,
    filters,
    toggleSort: (target) =>
      write((next) => {
        const direction = sort?.column === target && sort.direction === "asc" ? "desc" : "asc";
        next.set(SORT_PARAM, target);
        next.set(ORDER_PARAM, direction);
      }),
    setFilter: (id, value) =>
      write((next) => {
        if (value.trim()) next.set(id, value.trim());
        else next.delete(id);
      }),
  };
}
