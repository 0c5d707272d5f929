import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { activeSessionFixture, stubProfileApi } from "../test/profile-api";
import { SessionsSection } from "./sessions-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

const THIS_DEVICE = activeSessionFixture();
const PHONE = activeSessionFixture({
  id: "session-phone",
  ipAddress: "198.51.100.20",
  updatedAt: "2026-11-20T08:00:00.000Z",
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
});
const LAPTOP = activeSessionFixture({
  id: "session-laptop",
  ipAddress: null,
  updatedAt: "2026-11-21T11:00:00.000Z",
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
});

function renderSection() {
  const api = stubProfileApi();
  api.on("GET /api/auth/list-sessions", reply(200, [PHONE, THIS_DEVICE, LAPTOP]));
  renderWithProviders(
    <>
      <SessionsSection />
      <Toaster />
    </>,
  );
  return { api, user: userEvent.setup() };
}

const rows = async () =>
  within(await screen.findByRole("list", { name: "Active sessions" })).getAllByRole("listitem");

describe("SessionsSection", () => {
  it("lists this device first, then the others by last activity, with what identifies them", async () => {
    renderSection();
    await screen.findByText("This device");
    const [first, second, third] = await rows();
    expect(first).toHaveTextContent("This device");
    expect(first).toHaveTextContent("Chrome on macOS");
    expect(first).toHaveTextContent("203.0.113.7");
    expect(within(first as HTMLElement).queryByRole("button", { name: /Revoke/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent("Firefox on Windows");
    expect(second).toHaveTextContent("IP addressUnknown");
    expect(third).toHaveTextContent("Safari on iOS");
    expect(third).toHaveTextContent("198.51.100.20");
    for (const row of [first, second, third]) {
      expect(row).toHaveTextContent(/Signed in/);
      expect(row).toHaveTextContent(/Last active/);
    }
  });

  it("revokes a session only after confirmation", async () => {
    const { api, user } = renderSection();
    await screen.findByText("This device");
    await user.click(screen.getByRole("button", { name: "Revoke Safari on iOS" }));
    const dialog = screen.getByRole("alertdialog", { name: "Revoke this session?" });
    expect(dialog).toHaveTextContent("Safari on iOS will be signed out");

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls("DELETE /api/account/sessions/session-phone")).toHaveLength(0);

    api.on("DELETE /api/account/sessions/session-phone", reply(204));
    api.on("GET /api/auth/list-sessions", reply(200, [THIS_DEVICE, LAPTOP]));
    await user.click(screen.getByRole("button", { name: "Revoke Safari on iOS" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke" }));

    expect(await screen.findByText("Session revoked")).toBeInTheDocument();
    expect(api.calls("DELETE /api/account/sessions/session-phone")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText("Safari on iOS")).not.toBeInTheDocument());
  });

  it("shows why a revoke failed, in the dialog", async () => {
    const { api, user } = renderSection();
    api.on(
      "DELETE /api/account/sessions/session-laptop",
      apiError(500, "internal", "An unexpected error occurred. Please try again."),
    );
    await screen.findByText("This device");
    await user.click(screen.getByRole("button", { name: "Revoke Firefox on Windows" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke" }));
    expect(await within(screen.getByRole("alertdialog")).findByRole("alert")).toHaveTextContent(
      "An unexpected error occurred. Please try again.",
    );
  });

  it("signs out of all other devices after confirmation", async () => {
    const { api, user } = renderSection();
    await screen.findByText("This device");
    await user.click(screen.getByRole("button", { name: "Sign out of all other devices" }));
    const dialog = screen.getByRole("alertdialog", { name: "Sign out of all other devices?" });
    expect(api.calls("POST /api/auth/revoke-other-sessions")).toHaveLength(0);

    api.on("POST /api/auth/revoke-other-sessions", reply(200, { status: true }));
    api.on("GET /api/auth/list-sessions", reply(200, [THIS_DEVICE]));
    await user.click(within(dialog).getByRole("button", { name: "Sign out other devices" }));
    expect(await screen.findByText("Signed out of other devices")).toBeInTheDocument();
    expect(await rows()).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Sign out of all other devices" })).toBeDisabled();
  });

  it("says so when the sessions cannot be loaded", async () => {
    const api = stubProfileApi();
    api.on(
      "GET /api/auth/list-sessions",
      apiError(500, "internal", "An unexpected error occurred. Please try again."),
    );
    renderWithProviders(<SessionsSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your sessions.");
  });
});
