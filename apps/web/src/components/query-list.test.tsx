import { QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { createTestQueryClient } from "@/test/render-with-providers";
import { QueryList } from "./query-list";

interface Page {
  items: string[];
  nextCursor: string | null;
}

type ReadPage = (cursor: string | null) => Promise<Page>;

function Fruits({ readPage, announce }: { readPage: ReadPage; announce?: boolean }) {
  const query = useInfiniteQuery({
    queryKey: ["fruits"],
    queryFn: ({ pageParam }) => readPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  return (
    <QueryList
      query={query}
      loadingLabel="Loading fruits…"
      skeleton={<div data-testid="skeleton" />}
      errorTitle="The fruits could not be loaded"
      empty={<p>No fruit yet.</p>}
      announce={announce ? (count, more) => `${count}${more ? " or more" : ""} fruits` : undefined}
    >
      {(items) => (
        <ul aria-label="Fruits">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

function renderFruits(readPage: ReadPage, announce = false) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Fruits readPage={readPage} announce={announce} />
    </QueryClientProvider>,
  );
}

const page = (items: string[], nextCursor: string | null = null): Page => ({ items, nextCursor });
const down = () => new ApiError(503, "unavailable", "The service is temporarily down.");

describe("QueryList", () => {
  it("says it is loading and hides the placeholder from assistive technology", async () => {
    renderFruits(() => new Promise(() => {}));
    expect(screen.getByRole("status")).toHaveTextContent("Loading fruits…");
    expect(screen.getByTestId("skeleton").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("shows the empty state when the list holds nothing", async () => {
    renderFruits(async () => page([]));
    expect(await screen.findByText("No fruit yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("reads the next page with Load more until there is none", async () => {
    const readPage = vi.fn(async (cursor: string | null) =>
      cursor === null ? page(["apple"], "next") : page(["pear"]),
    );
    renderFruits(readPage);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const list = await screen.findByRole("list", { name: "Fruits" });
    expect(await within(list).findByText("pear")).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["apple", "pear"]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(readPage).toHaveBeenLastCalledWith("next");
  });

  it("says why the first page failed and tries again on request", async () => {
    let fail = true;
    renderFruits(async () => {
      if (fail) throw down();
      return page(["apple"]);
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The fruits could not be loaded");
    expect(alert).toHaveTextContent("The service is temporarily down.");
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Fruits" })).toHaveTextContent("apple");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the pages read so far when the next one fails, and says why under them", async () => {
    renderFruits(async (cursor) => {
      if (cursor !== null) throw down();
      return page(["apple"], "next");
    });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The service is temporarily down.");
    expect(screen.getByRole("list", { name: "Fruits" })).toHaveTextContent("apple");
    expect(screen.getByRole("button", { name: "Load more" })).toBeEnabled();
  });

  it("announces how many items show when asked to", async () => {
    renderFruits(async () => page(["apple", "pear"], "next"), true);
    expect(await screen.findByText("2 or more fruits")).toHaveAttribute("role", "status");
  });
});
