import type { AdminIncubator } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { AdminIncubatorsPage } from "./admin-incubators-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function incubator(overrides: Partial<AdminIncubator> = {}): AdminIncubator {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    slug: "lumen-lab",
    name: "Lumen Lab",
    status: "active",
    owner: { id: "u1", name: "Ada Lovelace", email: "ada@example.com" },
    memberCount: 12,
    subscriberCount: 1,
    plans: [
      {
        id: "p1",
        name: "Builder",
        priceMonthly: 1900,
        trialPeriodDays: 14,
        isActive: true,
        subscriberCount: 1,
      },
      { id: "p2", name: "Old", priceMonthly: 999, trialPeriodDays: 0, isActive: false, subscriberCount: 0 },
    ],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

describe("AdminIncubatorsPage", () => {
  it("lists incubators with status, owner, members and plans priced as $x.xx", async () => {
    stubApi({
      "GET /api/admin/incubators": reply(200, {
        items: [incubator(), incubator({ id: "2", slug: "demo", name: "Demo", owner: null, plans: [] })],
        nextCursor: null,
      }),
    });
    const view = renderWithProviders(<AdminIncubatorsPage />, { path: "/admin/incubators" });
    const table = await screen.findByRole("table", { name: "Incubators" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Builder $19.00/month, 14-day trial · 1 subscriber");
    expect(first).toHaveTextContent("Old $9.99/month · 0 subscribers · not offered");
    expect(first).toHaveTextContent("Ada Lovelace");
    expect(first).toHaveTextContent("12 members1 subscriber");
    expect(second).toHaveTextContent("No owner");
    expect(second).toHaveTextContent("No plans");
    expect(within(table).getByRole("combobox", { name: "Status of Lumen Lab" })).toHaveValue("active");
    expect(within(table).getByRole("link", { name: "Edit Lumen Lab and its plans" })).toHaveAttribute(
      "href",
      "/incubators/lumen-lab/edit",
    );
    await expectNoAxeViolations(view.container);
  });

  it("searches through the address", async () => {
    const api = stubApi({ "GET /api/admin/incubators": reply(200, { items: [], nextCursor: null }) });
    const user = userEvent.setup();
    renderWithProviders(<AdminIncubatorsPage />, { path: "/admin/incubators" });
    expect(await screen.findByText("No incubator matches.")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Name, address or owner's email" }), "lumen{Enter}");
    await vi.waitFor(() =>
      expect(api.calls("GET /api/admin/incubators").at(-1)?.search).toBe("?search=lumen"),
    );
  });

  it("changes a status only after the confirmation", async () => {
    const api = stubApi({
      "GET /api/admin/incubators": reply(200, { items: [incubator()], nextCursor: null }),
      "PUT /api/admin/incubators/lumen-lab/status": reply(200, {
        incubator: incubator({ status: "paused" }),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminIncubatorsPage />, { path: "/admin/incubators" });
    await user.selectOptions(await screen.findByRole("combobox", { name: "Status of Lumen Lab" }), "paused");
    const dialog = await screen.findByRole("alertdialog", { name: "Make Lumen Lab paused?" });
    expect(api.calls("PUT /api/admin/incubators/lumen-lab/status")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Change status" }));
    await vi.waitFor(() =>
      expect(api.calls("PUT /api/admin/incubators/lumen-lab/status")[0]?.body).toEqual({ status: "paused" }),
    );
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("transfers ownership by email and shows the server's refusal in the dialog", async () => {
    const api = stubApi({
      "GET /api/admin/incubators": reply(200, { items: [incubator()], nextCursor: null }),
      "PUT /api/admin/incubators/lumen-lab/owner": apiError(
        422,
        "validation_failed",
        "The new owner must hold the advisor, coach or admin role: grant it in Users first, then transfer.",
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminIncubatorsPage />, { path: "/admin/incubators" });
    await user.click(await screen.findByRole("button", { name: "Transfer ownership of Lumen Lab" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Transfer Lumen Lab" });
    expect(dialog).toHaveTextContent("Ada Lovelace (ada@example.com) owns it now.");
    await user.type(within(dialog).getByRole("textbox", { name: "New owner's email" }), "grace@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
    expect(await within(dialog).findByText(/grant it in Users first/)).toBeInTheDocument();
    expect(api.calls("PUT /api/admin/incubators/lumen-lab/owner")[0]?.body).toEqual({
      email: "grace@example.com",
    });
    api.on(
      "PUT /api/admin/incubators/lumen-lab/owner",
      reply(200, {
        incubator: incubator({ owner: { id: "u2", name: "Grace Hopper", email: "grace@example.com" } }),
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("says why the list failed", async () => {
    stubApi({
      "GET /api/admin/incubators": apiError(403, "forbidden", "Access denied: this requires the admin role."),
    });
    renderWithProviders(<AdminIncubatorsPage />, { path: "/admin/incubators" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The incubators could not be loaded");
  });
});
