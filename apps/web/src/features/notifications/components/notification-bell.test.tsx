import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notificationKeys } from "@/lib/query-keys/notification-keys";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { notificationFixture } from "../test/fixtures";
import { NotificationBell } from "./notification-bell";

afterEach(() => {
  vi.unstubAllGlobals();
});

const LATEST = reply(200, {
  items: [
    notificationFixture(),
    notificationFixture({
      id: "22222222-2222-4222-8222-222222222222",
      kind: "application",
      title: "Your application to Moon Team moved to a trial",
      excerpt: "",
      url: "/teams/moon-team",
      read: true,
    }),
  ],
  nextCursor: null,
});

function renderBell(count = 3) {
  const api = stubApi({
    "GET /api/notifications/unread-count": reply(200, { count, mentions: 0 }),
    "GET /api/notifications": LATEST,
    "POST /api/notifications/read-all": reply(200, { marked: count }),
    "POST /api/notifications/11111111-1111-4111-8111-111111111111/read": reply(200, {
      notification: notificationFixture({ read: true }),
    }),
  });
  const view = renderWithProviders(
    <>
      <NotificationBell />
      <p>Outside</p>
    </>,
  );
  return { api, view, user: userEvent.setup() };
}

describe("NotificationBell", () => {
  it("names the unread count and loads the panel only when opened", async () => {
    const { api } = renderBell(3);
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread notifications" });
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(api.calls("GET /api/notifications")).toHaveLength(0);
  });

  it("says just Notifications with nothing unread", async () => {
    const { api } = renderBell(0);
    await waitFor(() => expect(api.calls("GET /api/notifications/unread-count")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("opens a panel of the latest, marks all read and leads to the page", async () => {
    const { api, user } = renderBell(3);
    const bell = await screen.findByRole("button", { name: /3 unread/ });
    await user.click(bell);
    expect(bell).toHaveAttribute("aria-expanded", "true");
    const panel = await screen.findByRole("region", { name: "Notifications" });
    const list = await within(panel).findByRole("list", { name: "Latest notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(
      within(list).getByRole("link", { name: "Unread: Grace Hopper asked to join Sun Team" }),
    ).toHaveAttribute("href", "/teams/sun-team");
    expect(
      within(list).getByRole("link", { name: "Your application to Moon Team moved to a trial" }),
    ).toBeInTheDocument();
    expect(api.calls("GET /api/notifications")[0]?.search).toBe("?limit=5");
    await expectNoAxeViolations();

    await user.click(within(panel).getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(api.calls("POST /api/notifications/read-all")).toHaveLength(1));
    expect(within(panel).getByRole("link", { name: "See all notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  });

  it("marks one read from the panel", async () => {
    const { api, user } = renderBell(1);
    await user.click(await screen.findByRole("button", { name: /1 unread notification$/ }));
    await user.click(
      await screen.findByRole("button", { name: "Mark read: Grace Hopper asked to join Sun Team" }),
    );
    await waitFor(() =>
      expect(api.calls("POST /api/notifications/11111111-1111-4111-8111-111111111111/read")).toHaveLength(1),
    );
  });

  it("closes on Escape, returning focus to the bell, and on a click elsewhere", async () => {
    const { user } = renderBell(3);
    const bell = await screen.findByRole("button", { name: /3 unread/ });
    await user.click(bell);
    await screen.findByRole("region", { name: "Notifications" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Notifications" })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();

    await user.click(bell);
    await screen.findByRole("region", { name: "Notifications" });
    await user.click(screen.getByText("Outside"));
    expect(screen.queryByRole("region", { name: "Notifications" })).not.toBeInTheDocument();
  });

  it("shows the panel's empty and error states", async () => {
    const { api, user } = renderBell(0);
    api.on("GET /api/notifications", reply(200, { items: [], nextCursor: null }));
    await user.click(await screen.findByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("You have no notifications yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });

  it("announces politely when the count grows", async () => {
    const { api, view } = renderBell(1);
    await screen.findByRole("button", { name: /1 unread/ });
    api.on("GET /api/notifications/unread-count", reply(200, { count: 2, mentions: 0 }));
    await act(() => view.queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
    expect(await screen.findByText("You have 2 unread notifications.")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(screen.getByRole("button", { name: "Notifications, 2 unread notifications" })).toBeInTheDocument();
  });

  it("keeps the bell without a count when the count cannot be read", async () => {
    const { api } = renderBell(0);
    api.on("GET /api/notifications/unread-count", apiError(500, "internal", "Broken"));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });
});
