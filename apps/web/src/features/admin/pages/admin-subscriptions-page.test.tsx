import type { AdminSubscription } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { AdminSubscriptionsPage } from "./admin-subscriptions-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function subscription(overrides: Partial<AdminSubscription> = {}): AdminSubscription {
  return {
    id: "s1",
    status: "active",
    cancelAtPeriodEnd: false,
    provider: "builtin",
    person: { id: "u1", name: "Ada Lovelace", email: "ada@example.com" },
    incubator: { slug: "lumen-lab", name: "Lumen Lab" },
    plan: { id: "p1", name: "Builder", priceMonthly: 1900 },
    trialEndsAt: null,
    currentPeriodEnd: "2026-12-01T00:00:00.000Z",
    canceledAt: null,
    createdAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

const REVENUE = {
  total: { mrrCents: 8798, activeCount: 4, trialCount: 1, trialValueCents: 4900 },
  incubators: [
    {
      slug: "lumen-lab",
      name: "Lumen Lab",
      mrrCents: 6800,
      activeCount: 2,
      trialCount: 1,
      trialValueCents: 4900,
    },
    { slug: "harbor", name: "Harbor", mrrCents: 1998, activeCount: 2, trialCount: 0, trialValueCents: 0 },
  ],
};

describe("AdminSubscriptionsPage", () => {
  it("shows monthly recurring revenue in total and per incubator as $x.xx, and the subscriptions", async () => {
    stubApi({
      "GET /api/admin/subscriptions/revenue": reply(200, REVENUE),
      "GET /api/admin/subscriptions": reply(200, {
        items: [subscription(), subscription({ id: "s2", status: "trial", cancelAtPeriodEnd: true })],
        nextCursor: null,
      }),
    });
    const view = renderWithProviders(<AdminSubscriptionsPage />, { path: "/admin/subscriptions" });
    expect(await screen.findByText("$87.98")).toBeInTheDocument();
    expect(screen.getByText("$49.00/month once they pay")).toBeInTheDocument();
    const byIncubator = screen.getByRole("table", { name: "Monthly recurring revenue by incubator" });
    expect(within(byIncubator).getByRole("row", { name: /Lumen Lab/ })).toHaveTextContent(
      "Lumen Lab$68.0021",
    );
    expect(within(byIncubator).getByRole("row", { name: /Harbor/ })).toHaveTextContent("$19.98");
    const table = await screen.findByRole("table", { name: "Subscriptions" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Builder · $19.00/month");
    expect(first).toHaveTextContent("Active");
    expect(second).toHaveTextContent("Trial");
    expect(second).toHaveTextContent("Ends at the period's end");
    await expectNoAxeViolations(view.container);
  });

  it("shows a person's history from their row, and filters by incubator", async () => {
    const api = stubApi({
      "GET /api/admin/subscriptions/revenue": reply(200, { total: REVENUE.total, incubators: [] }),
      "GET /api/admin/subscriptions": reply(200, { items: [subscription()], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminSubscriptionsPage />, { path: "/admin/subscriptions" });
    await user.click(await screen.findByRole("button", { name: "History of ada@example.com" }));
    await vi.waitFor(() =>
      expect(api.calls("GET /api/admin/subscriptions").at(-1)?.search).toBe("?person=ada%40example.com"),
    );
    expect(screen.getByRole("textbox", { name: "Person's email" })).toHaveValue("ada@example.com");
    await user.type(screen.getByRole("textbox", { name: "Incubator (address)" }), "lumen-lab{Enter}");
    await vi.waitFor(() =>
      expect(api.calls("GET /api/admin/subscriptions").at(-1)?.search).toBe(
        "?incubator=lumen-lab&person=ada%40example.com",
      ),
    );
    expect(screen.getByText("No paying or trial subscriptions yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Subscriptions of Lumen Lab" }));
    expect(screen.getByRole("textbox", { name: "Incubator (address)" })).toHaveValue("lumen-lab");
  });

  it("says when the revenue or the list could not be loaded", async () => {
    stubApi({
      "GET /api/admin/subscriptions/revenue": apiError(
        500,
        "internal",
        "An unexpected error occurred. Please try again.",
      ),
      "GET /api/admin/subscriptions": reply(200, { items: [], nextCursor: null }),
    });
    renderWithProviders(<AdminSubscriptionsPage />, { path: "/admin/subscriptions" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The revenue could not be loaded");
    expect(await screen.findByText("No subscription matches.")).toBeInTheDocument();
  });
});
