import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { TableView } from "./use-table-view";

/** A filter of a table: one value out of a few, or none. Its id is its name in the address. */
export interface DataTableFilter {
  id: string;
  label: string;
  /** The choice that sets no filter, e.g. "Any status". */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

// A select item may not have "" as its value; this one stands for "no filter" and never reaches the address.
const ANY = "__any__";

export function DataTableFilters({
  filters,
  view,
}: {
  filters: readonly DataTableFilter[];
  view: TableView;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4">
      {filters.map((filter) => (
        <FilterSelect key={filter.id} filter={filter} view={view} />
      ))}
    </div>
  );
}

function FilterSelect({ filter, view }: { filter: DataTableFilter; view: TableView }) {
  const id = useId();
  const value = view.filters[filter.id] ?? "";
  // A value from a shared address that the options do not hold still shows as chosen.
  const known = value === "" || filter.options.some((option) => option.value === value);
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{filter.label}</Label>
      <Select
        value={value === "" ? ANY : value}
        onValueChange={(next) => view.setFilter(filter.id, next === ANY ? "" : next)}
      >
        <SelectTrigger id={id} className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{filter.anyLabel}</SelectItem>
          {filter.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
          {!known && <SelectItem value={value}>{value}</SelectItem>}
        </SelectContent>
      </Select>
    </div>
  );
}
