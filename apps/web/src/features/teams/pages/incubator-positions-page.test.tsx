import { TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { applicationFixture, page, positionFixture } from "../../../test/position-fixtures";
import { IncubatorPositionsPage } from "./incubator-positions-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = "GET /api/incubators/acme-labs/positions";
const team = { id: "team-1", slug: "rocket", name: "Rocket", logoUrl: null };

const item = (
  id: string,
  title: string,
  openApplication: { id: string; status: "pending" | "trial" } | null = null,
  canApply = openApplication === null,
) => ({
  position: positionFixture({ id, title }),
  team,
  viewer: { openApplication, canApply },
});

function renderPage(
  list: StubReply | ((request: { search: string }) => StubReply),
  path = "/incubators/acme-labs/positions",
) {
  const api = stubApi({ [LIST]: list });
  const router = createMemoryRouter(
    [
      {
        path: "/incubators/:slug/positions",
        element: (
          <>
            <IncubatorPositionsPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const search = (api: ReturnType<typeof stubApi>) => api.calls(LIST).map((call) => call.search);

describe("IncubatorPositionsPage", () => {
  it("lists the open positions of the incubator's teams, with the viewer's applications", async () => {
    renderPage(
      reply(
        200,
        page([item("pos-1", "Founding engineer"), item("pos-2", "Designer", { id: "a", status: "pending" })]),
      ),
    );
    expect(screen.getByRole("heading", { level: 1, name: "Incubator positions" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Positions" });
    const engineer = within(list).getByRole("article", { name: "Founding engineer" });
    expect(within(engineer).getByRole("link", { name: "Rocket" })).toHaveAttribute("href", "/teams/rocket");
    expect(within(engineer).getByRole("button", { name: "Apply for Founding engineer" })).toBeInTheDocument();
    expect(within(list).getByRole("article", { name: "Designer" })).toHaveTextContent("Applied · Pending");
    expect(screen.getByRole("status")).toHaveTextContent("2 positions");
  });

  it("offers Apply only where the viewer may apply: not to the incubator's owner, nor on their own team", async () => {
    renderPage(
      reply(200, page([item("pos-1", "Founding engineer", null, false), item("pos-2", "Designer")])),
    );
    const list = await screen.findByRole("list", { name: "Positions" });
    const engineer = within(list).getByRole("article", { name: "Founding engineer" });
    expect(within(engineer).queryByRole("button")).not.toBeInTheDocument();
    expect(within(engineer).getByRole("link", { name: "Rocket" })).toBeInTheDocument();
    const designer = within(list).getByRole("article", { name: "Designer" });
    expect(within(designer).getByRole("button", { name: "Apply for Designer" })).toBeInTheDocument();
  });

  it("filters by role and commitment through the address", async () => {
    const { api, router, user } = renderPage(reply(200, page([item("pos-1", "Founding engineer")])));
    await screen.findByRole("list", { name: "Positions" });
    await user.selectOptions(screen.getByLabelText("Role"), "other");
    await user.selectOptions(screen.getByLabelText("Time you can give"), "10");
    expect(router.state.location.search).toBe("?role=other&commitment=10");
    await vi.waitFor(() => expect(search(api)).toContain("?role=other&commitment=10"));

    await user.selectOptions(screen.getByLabelText("Role"), "");
    expect(router.state.location.search).toBe("?commitment=10");
  });

  it("reads the filters of a shared link, keeping an unusual commitment as a choice", async () => {
    const { api } = renderPage(
      reply(200, page([])),
      "/incubators/acme-labs/positions?role=cto&commitment=15",
    );
    expect(await screen.findByText("No open position matches these filters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Role")).toHaveValue("cto");
    expect(screen.getByLabelText("Time you can give")).toHaveValue("15");
    expect(search(api)).toEqual(["?role=cto&commitment=15"]);
  });

  it("says when the incubator has no open position", async () => {
    renderPage(reply(200, page([])));
    expect(
      await screen.findByText("No team in this incubator has an open position right now."),
    ).toBeInTheDocument();
  });

  it("pages on with the cursor", async () => {
    const { api, user } = renderPage((request) =>
      new URLSearchParams(request.search).get("cursor") === "next"
        ? reply(200, page([item("pos-2", "Designer")]))
        : reply(200, page([item("pos-1", "Founding engineer")], "next")),
    );
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("article", { name: "Designer" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Founding engineer" })).toBeInTheDocument();
    expect(search(api)).toContain("?cursor=next");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("applies in place and shows Applied", async () => {
    const { api, user } = renderPage(reply(200, page([item("pos-1", "Founding engineer")])));
    await user.click(await screen.findByRole("button", { name: "Apply for Founding engineer" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply for Founding engineer" });
    api.on("POST /api/positions/pos-1/applications", reply(201, { application: applicationFixture() }));
    api.on(LIST, reply(200, page([item("pos-1", "Founding engineer", { id: "app-1", status: "pending" })])));
    await user.click(within(dialog).getByRole("button", { name: "Send application" }));
    expect(await screen.findByText("Application sent")).toBeInTheDocument();
    expect(await screen.findByText("Applied · Pending")).toBeInTheDocument();
  });

  it("tells someone outside the incubator to join it, with a link there", async () => {
    renderPage(apiError(403, "forbidden", TEAM_ERROR_MESSAGES.notIncubatorMember));
    expect(await screen.findByText(TEAM_ERROR_MESSAGES.notIncubatorMember)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the incubator to join" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
  });

  it("says when the incubator does not exist, and offers another try on other failures", async () => {
    renderPage(apiError(404, "not_found", "Incubator not found"));
    expect(await screen.findByText("Incubator not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse incubators" })).toHaveAttribute("href", "/incubators");
  });

  it("offers another try when the list fails", async () => {
    const { api, user } = renderPage(apiError(500, "internal", "Boom"));
    expect(await screen.findByText("The positions could not be loaded")).toBeInTheDocument();
    api.on(LIST, reply(200, page([item("pos-1", "Founding engineer")])));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Founding engineer" })).toBeInTheDocument();
  });
});
