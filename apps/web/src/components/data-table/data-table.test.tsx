import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import type { BulkAction } from "./bulk-action-bar";
import { DataTable, type DataTableColumn } from "./data-table";
import { type TableSort, useTableView } from "./use-table-view";

interface Person {
  id: string;
  name: string;
  status: "active" | "suspended";
}

const PEOPLE: Person[] = [
  { id: "1", name: "Carla", status: "active" },
  { id: "2", name: "Anna", status: "suspended" },
  { id: "3", name: "Bruno", status: "active" },
];

const PAGE_SIZE = 2;

/** A server in miniature: filters, orders by the sort and cuts cursor pages of two. */
async function readPeople(
  sort: TableSort | null,
  filters: Readonly<Record<string, string>>,
  cursor: string | null,
) {
  const direction = sort?.direction === "desc" ? -1 : 1;
  const rows = PEOPLE.filter((person) => !filters.status || person.status === filters.status).sort((a, b) =>
    sort ? a.name.localeCompare(b.name) * direction : a.id.localeCompare(b.id),
  );
  const start = cursor === null ? 0 : Number(cursor);
  const end = start + PAGE_SIZE;
  return { items: rows.slice(start, end), nextCursor: end < rows.length ? String(end) : null };
}

const COLUMNS: DataTableColumn<Person>[] = [
  { id: "name", header: "Name", cell: (person) => person.name, sortable: true },
  { id: "status", header: "Status", cell: (person) => person.status },
];

function PeopleTable({ actions }: { actions?: BulkAction<Person>[] }) {
  const view = useTableView({ sortable: ["name"], filters: ["status"] });
  const query = useInfiniteQuery({
    queryKey: ["people", view.sort, view.filters],
    queryFn: ({ pageParam }) => readPeople(view.sort, view.filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label="People"
      columns={COLUMNS}
      query={query}
      view={view}
      rowKey={(person) => person.id}
      rowLabel={(person) => person.name}
      filters={[
        {
          id: "status",
          label: "Status",
          anyLabel: "Any status",
          options: [
            { value: "active", label: "Active" },
            { value: "suspended", label: "Suspended" },
          ],
        },
      ]}
      bulkActions={actions}
      loadingLabel="Loading people…"
      errorTitle="The people could not be loaded"
      empty={<p>Nobody matches.</p>}
    />
  );
}

function renderTable(path = "/people", actions?: BulkAction<Person>[]) {
  return renderWithProviders(<PeopleTable actions={actions} />, { path });
}

async function names() {
  const table = await screen.findByRole("table", { name: "People" });
  const rows = within(table).getAllByRole("row").slice(1);
  return rows.map((row) => within(row).getAllByRole("cell").at(-2)?.textContent);
}

describe("DataTable", () => {
  it("sorts by a header, says so with aria-sort, and keeps the sort in the address", async () => {
    const { router } = renderTable();
    const user = userEvent.setup();
    expect(await names()).toEqual(["Carla", "Anna"]);
    const header = screen.getByRole("columnheader", { name: "Name" });
    expect(header).toHaveAttribute("aria-sort", "none");
    expect(screen.getByRole("columnheader", { name: "Status" })).not.toHaveAttribute("aria-sort");

    await user.click(within(header).getByRole("button", { name: "Name" }));
    expect(router.state.location.search).toBe("?sort=name&order=asc");
    expect(header).toHaveAttribute("aria-sort", "ascending");
    await vi.waitFor(async () => expect(await names()).toEqual(["Anna", "Bruno"]));
    expect(screen.getByRole("table", { name: "People" })).not.toHaveAttribute("aria-busy");

    await user.click(within(header).getByRole("button", { name: "Name" }));
    expect(router.state.location.search).toBe("?sort=name&order=desc");
    expect(header).toHaveAttribute("aria-sort", "descending");
    await vi.waitFor(async () => expect(await names()).toEqual(["Carla", "Bruno"]));
  });

  it("reads sort and filter from a shared address, and writes a filter there", async () => {
    const { router } = renderTable("/people?sort=name&order=desc&status=active");
    const user = userEvent.setup();
    expect(await names()).toEqual(["Carla", "Bruno"]);
    const filter = screen.getByRole("combobox", { name: "Status" });
    expect(filter).toHaveTextContent("Active");

    await user.click(filter);
    await user.click(await screen.findByRole("option", { name: "Suspended" }));
    expect(new URLSearchParams(router.state.location.search).get("status")).toBe("suspended");
    expect(new URLSearchParams(router.state.location.search).get("sort")).toBe("name");
    await vi.waitFor(async () => expect(await names()).toEqual(["Anna"]));

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Any status" }));
    expect(new URLSearchParams(router.state.location.search).has("status")).toBe(false);
  });

  it("shows the empty state when nothing matches, and a filter value it does not know as chosen", async () => {
    renderTable("/people?status=archived");
    expect(await screen.findByText("Nobody matches.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("archived");
  });

  it("selects rows one by one or all at once, and runs a bulk action on the selection", async () => {
    const suspend = vi.fn(async (_rows: Person[]) => {});
    renderTable("/people", [{ label: "Suspend", run: suspend }]);
    const user = userEvent.setup();
    await names();
    const action = screen.getByRole("button", { name: "Suspend" });
    expect(action).toBeDisabled();
    const all = screen.getByRole("checkbox", { name: "Select all rows" });

    await user.click(screen.getByRole("checkbox", { name: "Select Anna" }));
    expect(all).toHaveAttribute("aria-checked", "mixed");
    expect(screen.getByText("1 selected")).toBeInTheDocument();

    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Carla" })).toBeChecked();
    expect(screen.getByText("2 selected")).toBeInTheDocument();

    // The next page's rows are not selected yet: select-all is half checked again.
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByRole("checkbox", { name: "Select Bruno" });
    expect(all).toHaveAttribute("aria-checked", "mixed");

    await user.click(action);
    expect(suspend).toHaveBeenCalledTimes(1);
    expect(suspend.mock.calls[0]?.[0].map((person) => person.name)).toEqual(["Carla", "Anna"]);
    expect(await screen.findByText("No rows selected")).toBeInTheDocument();
    expect(all).not.toBeChecked();
  });

  it("keeps the selection when a bulk action fails, for another try", async () => {
    renderTable("/people", [{ label: "Suspend", run: async () => Promise.reject(new Error("refused")) }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: "Select Anna" }));
    await user.click(screen.getByRole("button", { name: "Suspend" }));
    expect(await screen.findByRole("button", { name: "Suspend" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Select Anna" })).toBeChecked();
  });

  it("is used from the keyboard: Tab into the rows, arrows between them, Space to select", async () => {
    renderTable("/people", [{ label: "Suspend", run: async () => {} }]);
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "People" });
    const [, carla, anna] = within(table).getAllByRole("row");
    // The filter, the select-all box, the sortable header, then the first row: one stop for the body.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(carla).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(anna).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("checkbox", { name: "Select Anna" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Select Carla" })).not.toBeChecked();
    await user.keyboard("{Home}");
    expect(carla).toHaveFocus();
    // The row last focused is the body's one Tab stop.
    await user.tab();
    expect(screen.getByRole("button", { name: "Load more" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(carla).toHaveFocus();
  });
});
