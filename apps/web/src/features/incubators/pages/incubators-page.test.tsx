import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { withHydratedPage } from "@/test/hydrate-page";
import { summaryFixture } from "@/test/incubator-fixtures";
import { renderWithProviders } from "@/test/render-with-providers";
import { IncubatorsPage } from "./incubators-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const cards = async () =>
  within(await screen.findByRole("list", { name: "Incubators" })).getAllByRole("listitem");

describe("IncubatorsPage", () => {
  it("shows cards with name, tagline, member counts and the lowest monthly price", async () => {
    stubApi({
      "GET /api/incubators": reply(200, {
        items: [
          summaryFixture(),
          summaryFixture({ slug: "quiet", name: "Quiet Co", accepting: false, lowestPriceMonthly: null }),
        ],
        nextCursor: null,
      }),
    });
    renderWithProviders(<IncubatorsPage />, { path: "/incubators" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading incubators…");
    const [acme, quiet] = await cards();
    expect(within(acme as HTMLElement).getByRole("link", { name: "Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
    expect(acme).toHaveTextContent("Where founders meet.");
    expect(acme).toHaveTextContent("10 members · 3 subscribers · 7 guests");
    expect(acme).toHaveTextContent("From $19.99 per month");
    expect(acme).toHaveTextContent("Accepting members");
    expect(quiet).toHaveTextContent("Not accepting members");
    expect(quiet).toHaveTextContent("No plans yet");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("searches, filters and loads more pages", async () => {
    const api = stubApi({
      "GET /api/incubators": (request) =>
        request.search.includes("cursor=c2")
          ? reply(200, { items: [summaryFixture({ slug: "b", name: "Beta" })], nextCursor: null })
          : reply(200, { items: [summaryFixture()], nextCursor: "c2" }),
    });
    const user = userEvent.setup();
    renderWithProviders(<IncubatorsPage />, { path: "/incubators" });
    await cards();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Beta")).toBeInTheDocument();
    expect(await cards()).toHaveLength(2);

    await user.type(screen.getByRole("searchbox", { name: "Search incubators" }), "acme");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Show" }), "Not accepting members");
    await cards();
    const searches = api.calls("GET /api/incubators").map((request) => request.search);
    expect(searches).toContain("?search=acme");
    expect(searches).toContain("?search=acme&accepting=false");
  });

  it("says when nothing matches, and when loading fails", async () => {
    const api = stubApi({ "GET /api/incubators": reply(200, { items: [], nextCursor: null }) });
    renderWithProviders(<IncubatorsPage />, { path: "/incubators?search=zzz" });
    expect(await screen.findByText("No incubators match your search.")).toBeInTheDocument();
    expect(api.calls("GET /api/incubators")[0]?.search).toBe("?search=zzz");
  });

  it("offers to try again after a failure", async () => {
    stubApi({ "GET /api/incubators": apiError(503, "unavailable", "The service is busy.") });
    renderWithProviders(<IncubatorsPage />, { path: "/incubators" });
    expect(await screen.findByText("The incubators could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("The service is busy.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("IncubatorsPage hydrating the build's page", () => {
  it("hydrates the unfiltered page at a filtered address without a mismatch, then shows its filters", async () => {
    const api = stubApi({
      "GET /api/incubators": reply(200, { items: [summaryFixture()], nextCursor: null }),
    });
    await withHydratedPage(
      <IncubatorsPage />,
      {
        builtAt: "/incubators",
        path: "/incubators?search=acme&accepting=accepting",
      },
      async () => {
        await cards();
        expect(screen.getByRole("searchbox", { name: "Search incubators" })).toHaveValue("acme");
        expect(screen.getByRole("combobox", { name: "Show" })).toHaveValue("accepting");
        expect(api.calls("GET /api/incubators").map((request) => request.search)).toEqual([
          "?search=acme&accepting=true",
        ]);
      },
    );
  });
});
