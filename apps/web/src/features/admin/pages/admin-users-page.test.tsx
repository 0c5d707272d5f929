import type { AdminUserRow, RoleRequest } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { AdminUsersPage } from "./admin-users-page";

afterEach(() => vi.unstubAllGlobals());

const grace: AdminUserRow = {
  id: "u-grace",
  name: "Grace Hopper",
  email: "grace@example.com",
  emailVerified: true,
  roles: ["coach"],
  disabled: false,
  createdAt: "2026-11-01T10:00:00.000Z",
};
const linus: AdminUserRow = {
  ...grace,
  id: "u-linus",
  name: "Linus",
  email: "linus@example.com",
  roles: [],
  emailVerified: false,
  disabled: true,
};

const request: RoleRequest = {
  id: "00000000-0000-4000-8000-000000000001",
  userId: "u-linus",
  userName: "Linus",
  userEmail: "linus@example.com",
  role: "coach",
  statement: "I have coached teams for ten years.",
  status: "open",
  reason: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  decidedAt: null,
};

describe("AdminUsersPage", () => {
  it("lists people with roles, verification and status, and searches by name or email in the address", async () => {
    const api = stubApi({
      "GET /api/admin/users": (req) =>
        reply(200, { items: req.search.includes("q=lin") ? [linus] : [grace, linus], nextCursor: null }),
    });
    const { router } = renderWithProviders(<AdminUsersPage />, { path: "/admin/users" });
    expect(await screen.findByRole("heading", { level: 1, name: "Users" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "People" });
    expect(within(table).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "/admin/users/u-grace",
    );
    expect(within(table).getByText("Not verified")).toBeInTheDocument();
    expect(within(table).getByText("Disabled")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Search by name or email"), "lin");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(router.state.location.search).toBe("?q=lin");
    expect(await screen.findByText("linus@example.com")).toBeInTheDocument();
    expect(api.calls("GET /api/admin/users").at(-1)?.search).toContain("q=lin");
  });

  it("answers an open role request after a confirmation", async () => {
    const api = stubApi({
      "GET /api/admin/users": reply(200, { items: [], nextCursor: null }),
      "GET /api/admin/users/role-requests": reply(200, { items: [request], nextCursor: null }),
      [`POST /api/admin/users/role-requests/${request.id}/approve`]: reply(200, {
        ...request,
        status: "approved",
      }),
    });
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users?tab=requests" });
    const table = await screen.findByRole("table", { name: "Open role requests" });
    expect(within(table).getByText(request.statement)).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "Approve Linus's coach request" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Give Linus the coach role?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await vi.waitFor(() =>
      expect(api.calls(`POST /api/admin/users/role-requests/${request.id}/approve`)).toHaveLength(1),
    );
  });

  it("says when no request is waiting", async () => {
    stubApi({ "GET /api/admin/users/role-requests": reply(200, { items: [], nextCursor: null }) });
    renderWithProviders(<AdminUsersPage />, { path: "/admin/users?tab=requests" });
    expect(await screen.findByText("No role requests are waiting.")).toBeInTheDocument();
  });
});
