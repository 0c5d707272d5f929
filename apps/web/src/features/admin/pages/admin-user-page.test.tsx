import type { AdminUserDetail } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { AdminUserPage } from "./admin-user-page";

afterEach(() => vi.unstubAllGlobals());

const person: AdminUserDetail = {
  id: "u-grace",
  name: "Grace Hopper",
  email: "grace@example.com",
  emailVerified: true,
  roles: ["coach"],
  disabled: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  firstName: "Grace",
  lastName: "Hopper",
  twoFactorEnabled: false,
  sessionCount: 2,
  disabledAt: null,
  disabledReason: null,
  roleRequests: [],
  permissions: { disable: true, enable: false, signOutEverywhere: true, revoke: ["coach"] },
};

async function open() {
  const view = renderWithProviders(<p>Start</p>, {
    path: "/start",
    routes: [{ path: "/admin/users/:id", element: <AdminUserPage /> }],
  });
  await view.router.navigate("/admin/users/u-grace");
  return view;
}

describe("AdminUserPage", () => {
  it("shows the person's facts and disables the account after a confirmation with a reason", async () => {
    const disabled: AdminUserDetail = {
      ...person,
      disabled: true,
      disabledReason: "Spam",
      sessionCount: 0,
      permissions: { ...person.permissions, disable: false, enable: true },
    };
    let current = person;
    const api = stubApi({
      "GET /api/admin/users/u-grace": () => reply(200, current),
      "POST /api/admin/users/u-grace/disable": () => {
        current = disabled;
        return reply(200, disabled);
      },
    });
    await open();
    expect(await screen.findByRole("heading", { level: 1, name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.getByText("Active, signed in on 2 devices.")).toBeInTheDocument();
    expect(screen.getByText("No role requests.")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Disable account" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Disable Grace Hopper's account?" });
    await userEvent.type(within(dialog).getByLabelText("Reason (optional, for other admins)"), "Spam");
    await userEvent.click(within(dialog).getByRole("button", { name: "Disable account" }));
    expect(await screen.findByText("Disabled: Spam. They cannot sign in.")).toBeInTheDocument();
    expect(api.calls("POST /api/admin/users/u-grace/disable")[0]?.body).toEqual({ reason: "Spam" });
    expect(screen.getByRole("button", { name: "Enable account" })).toBeInTheDocument();
  });

  it("shows the server's refusal inside the dialog", async () => {
    stubApi({
      "GET /api/admin/users/u-grace": reply(200, person),
      "DELETE /api/admin/users/u-grace/roles": apiError(409, "conflict", "This is the last administrator."),
    });
    await open();
    await userEvent.click(await screen.findByRole("button", { name: "Revoke the coach role" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Revoke the coach role?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await within(dialog).findByText("This is the last administrator.")).toBeInTheDocument();
  });

  it("offers to try again when the person cannot be loaded", async () => {
    stubApi({ "GET /api/admin/users/u-grace": apiError(404, "not_found", "There is no such person.") });
    await open();
    expect(await screen.findByText("There is no such person.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
