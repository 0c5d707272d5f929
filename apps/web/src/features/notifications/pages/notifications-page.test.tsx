import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { notificationFixture } from "../test/fixtures";
import { NotificationsPage } from "./notifications-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const FIRST = notificationFixture();
const SECOND = notificationFixture({
  id: "22222222-2222-4222-8222-222222222222",
  title: "Ada Lovelace accepted your invite to Sun Team",
  excerpt: "",
  read: true,
  actor: { id: "user-ada", name: "Ada Lovelace", image: null, handle: "ada-lovelace" },
});
const THIRD = notificationFixture({
  id: "33333333-3333-4333-8333-333333333333",
  kind: "subscription",
  actor: null,
  title: "Your trial at Acme Labs has started",
  excerpt: "",
  read: true,
});

type Handlers = Parameters<typeof stubApi>[0];

function renderPage(path = "/notifications", overrides: Handlers = {}) {
  const api = stubApi({
    "GET /api/notifications/unread-count": reply(200, { count: 1, mentions: 0 }),
    "GET /api/notifications": (request) => {
      const query = new URLSearchParams(request.search);
      if (query.get("unread") === "true") return reply(200, { items: [FIRST], nextCursor: null });
      return query.get("cursor") === "next"
        ? reply(200, { items: [THIRD], nextCursor: null })
        : reply(200, { items: [FIRST, SECOND], nextCursor: "next" });
    },
    "POST /api/notifications/read-all": reply(200, { marked: 1 }),
    ...overrides,
  });
  const view = renderWithProviders(<NotificationsPage />, { path });
  return { api, view, user: userEvent.setup() };
}

describe("NotificationsPage", () => {
  it("lists notifications a page at a time, newest first", async () => {
    const { user } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Notifications" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      "Unread: Grace Hopper asked to join Sun Team",
      "Ada Lovelace accepted your invite to Sun Team",
    ]);
    await expectNoAxeViolations();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(3));
    expect(
      within(list).getByRole("link", { name: "Your trial at Acme Labs has started" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("filters the unread ones, keeping the choice in the address", async () => {
    const { user, view, api } = renderPage();
    await screen.findByRole("list", { name: "Notifications" });
    await user.click(screen.getByRole("button", { name: "Unread (1)" }));
    const list = await screen.findByRole("list", { name: "Unread notifications" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Unread (1)" })).toHaveAttribute("aria-pressed", "true");
    expect(view.router.state.location.search).toBe("?show=unread");
    expect(api.calls("GET /api/notifications").at(-1)?.search).toBe("?unread=true");
  });

  it("marks all read", async () => {
    const { user, api } = renderPage();
    await screen.findByRole("list", { name: "Notifications" });
    await user.click(await screen.findByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(api.calls("POST /api/notifications/read-all")).toHaveLength(1));
  });

  it("says so when there is nothing, and when nothing is unread", async () => {
    renderPage("/notifications?show=unread", {
      "GET /api/notifications": reply(200, { items: [], nextCursor: null }),
      "GET /api/notifications/unread-count": reply(200, { count: 0, mentions: 0 }),
    });
    expect(await screen.findByText("You have read everything. Nothing is unread.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });

  it("shows loading, then an error with a way to try again", async () => {
    const { api, user } = renderPage("/notifications", {
      "GET /api/notifications": apiError(500, "internal", "The server had a problem."),
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading notifications…");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The notifications could not be loaded");
    api.on("GET /api/notifications", reply(200, { items: [FIRST], nextCursor: null }));
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Notifications" })).toBeInTheDocument();
  });
});
