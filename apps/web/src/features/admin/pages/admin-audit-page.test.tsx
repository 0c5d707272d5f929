import type { AdminAuditEntry } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { AdminAuditPage } from "./admin-audit-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function entry(overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    id: "2",
    action: "incubator.update",
    actor: { id: "u1", name: "Grace Hopper", email: "grace@example.com" },
    actorUserId: "u1",
    reason: null,
    target: { type: "incubator", id: "11111111-1111-4111-8111-111111111111" },
    summary: { before: { status: "active" }, after: { status: "paused" } },
    requestId: "req-1",
    createdAt: "2026-11-29T12:00:00.000Z",
    ...overrides,
  };
}

describe("AdminAuditPage", () => {
  it("shows who did what to which target, with the changed fields readable", async () => {
    stubApi({
      "GET /api/admin/audit": reply(200, {
        items: [
          entry(),
          entry({
            id: "1",
            action: "subscription.change",
            actor: null,
            actorUserId: null,
            reason: "stripe webhook",
            summary: { before: {}, after: { features: ["a"] } },
          }),
        ],
        nextCursor: null,
      }),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<AdminAuditPage />, { path: "/admin/audit" });
    const table = await screen.findByRole("table", { name: "Audit log entries" });
    const [, first, second] = within(table).getAllByRole("row");
    expect(first).toHaveTextContent("Grace Hopper");
    expect(first).toHaveTextContent("incubator.update");
    await user.click(within(first as HTMLElement).getByText("1 field: status"));
    expect(first).toHaveTextContent("statusactive → paused");
    expect(second).toHaveTextContent("System: stripe webhook");
    await user.click(within(second as HTMLElement).getByText("1 field: features"));
    expect(second).toHaveTextContent('features— → ["a"]');
    await expectNoAxeViolations(view.container);
  });

  it("searches by actor, action, target and days in one request, and refuses a reversed range", async () => {
    const api = stubApi({ "GET /api/admin/audit": reply(200, { items: [], nextCursor: null }) });
    const user = userEvent.setup();
    renderWithProviders(<AdminAuditPage />, { path: "/admin/audit" });
    expect(await screen.findByText("No entry matches.")).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Search the audit log" });
    await user.type(within(form).getByRole("textbox", { name: "Actor (email or name)" }), "grace");
    await user.type(within(form).getByRole("combobox", { name: "Action or area" }), "incubator");
    await user.type(within(form).getByRole("textbox", { name: "Target type" }), "incubator");
    await user.type(within(form).getByLabelText("From (UTC)"), "2026-11-30");
    await user.type(within(form).getByLabelText("To (UTC)"), "2026-11-01");
    await user.click(within(form).getByRole("button", { name: "Search" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "The start date must be on or before the end date",
    );
    expect(api.calls("GET /api/admin/audit")).toHaveLength(1);
    await user.clear(within(form).getByLabelText("To (UTC)"));
    await user.click(within(form).getByRole("button", { name: "Search" }));
    await vi.waitFor(() =>
      expect(api.calls("GET /api/admin/audit").at(-1)?.search).toBe(
        "?actor=grace&action=incubator&targetType=incubator&from=2026-11-30",
      ),
    );
  });
});
