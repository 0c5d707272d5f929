import type { ModerationCase, ModerationQueueResponse } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { ModerationQueue } from "./moderation-queue";

const POST: ModerationCase = {
  contentKind: "feed_item",
  contentId: "post-1",
  state: "visible",
  author: { id: "ada", name: "Ada Lovelace" },
  body: "Buy my course now",
  rating: null,
  where: "Acme Labs's feed",
  path: "/incubators/acme-labs/feed?post=post-1",
  writtenAt: "2026-11-28T10:00:00.000Z",
  context: [],
  reports: [
    {
      id: "report-1",
      reason: "spam",
      details: "Selling things",
      reporter: { id: "grace", name: "Grace Hopper" },
      status: "open",
      resolution: null,
      handler: null,
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      handledAt: null,
    },
  ],
  can: { hide: true, restore: false, dismiss: true, warn: true, suspend: true },
};

const MESSAGE: ModerationCase = {
  ...POST,
  contentKind: "chat_message",
  contentId: "42",
  body: "Rude words",
  where: "#general in Acme Labs",
  path: "/incubators/acme-labs/communication",
  context: [
    {
      id: "41",
      author: { id: "bob", name: "Bob" },
      body: "Hello",
      createdAt: POST.writtenAt ?? "",
      reported: false,
    },
    { id: "42", author: POST.author, body: "Rude words", createdAt: POST.writtenAt ?? "", reported: true },
  ],
};

const page = (items: ModerationCase[]): ModerationQueueResponse => ({ items, nextCursor: null });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ModerationQueue", () => {
  it("shows each reported piece of content with where it was written, its reports and how long they waited", async () => {
    stubApi({ "GET /api/moderation/reports": reply(200, page([POST, MESSAGE])) });
    renderWithProviders(<ModerationQueue incubatorSlug={null} />, { path: "/admin/moderation" });
    const list = await screen.findByRole("list", { name: "Reported content" });
    expect(within(list).getAllByRole("listitem", { name: "" }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText("Buy my course now")).toBeInTheDocument();
    expect(screen.getByText("Post by Ada Lovelace", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acme Labs's feed" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs/feed?post=post-1",
    );
    expect(screen.getAllByText(/waited 3 hours/).length).toBe(2);
    expect(screen.getAllByText("Selling things").length).toBe(2);
    const context = screen.getByRole("list", { name: "Context" });
    expect(
      within(context)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Bob: Hello", "Ada Lovelace: Rude words (the reported chat message)"]);
    await expectNoAxeViolations();
  });

  it("asks before hiding, then hides through the API", async () => {
    const api = stubApi({
      "GET /api/moderation/reports": reply(200, page([POST])),
      "POST /api/moderation/content/feed_item/post-1/hide": reply(204),
    });
    renderWithProviders(<ModerationQueue incubatorSlug={null} />, { path: "/admin/moderation" });
    await userEvent.click(await screen.findByRole("button", { name: "Hide" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Hide this post?" });
    expect(api.calls("POST /api/moderation/content/feed_item/post-1/hide")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Hide" }));
    await waitFor(() =>
      expect(api.calls("POST /api/moderation/content/feed_item/post-1/hide")).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("sends the moderator's warning, and shows the server's refusal in the dialog", async () => {
    const api = stubApi({
      "GET /api/incubators/acme-labs/moderation/reports": reply(200, page([POST])),
      "POST /api/moderation/content/feed_item/post-1/warn": apiError(
        409,
        "conflict",
        "The author's account no longer exists",
      ),
    });
    renderWithProviders(<ModerationQueue incubatorSlug="acme-labs" />, {
      path: "/incubators/acme-labs/moderation",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Warn the author" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Warn Ada Lovelace?" });
    await userEvent.type(within(dialog).getByLabelText("Message to the author"), "Keep promotions out");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send the warning" }));
    expect(await within(dialog).findByText("The author's account no longer exists")).toBeInTheDocument();
    expect(api.calls("POST /api/moderation/content/feed_item/post-1/warn")[0]?.body).toEqual({
      message: "Keep promotions out",
    });
  });

  it("suspends the author after a confirmation, sending the optional reason", async () => {
    const api = stubApi({
      "GET /api/moderation/reports": reply(200, page([POST])),
      "POST /api/moderation/content/feed_item/post-1/suspend": reply(204),
    });
    renderWithProviders(<ModerationQueue incubatorSlug={null} />, { path: "/admin/moderation" });
    await userEvent.click(await screen.findByRole("button", { name: "Suspend the author" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend Ada Lovelace?" });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), "Spam in every channel");
    await userEvent.click(within(dialog).getByRole("button", { name: "Suspend" }));
    await waitFor(() =>
      expect(api.calls("POST /api/moderation/content/feed_item/post-1/suspend")[0]?.body).toEqual({
        reason: "Spam in every channel",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("filters by status and kind through the address, and says when nothing waits", async () => {
    const api = stubApi({ "GET /api/moderation/reports": reply(200, page([])) });
    renderWithProviders(<ModerationQueue incubatorSlug={null} />, { path: "/admin/moderation" });
    expect(await screen.findByText("No reports are waiting. All clear.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "resolved");
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "chat_message");
    await waitFor(() =>
      expect(api.calls("GET /api/moderation/reports").at(-1)?.search).toBe(
        "?status=resolved&kind=chat_message",
      ),
    );
    expect(await screen.findByText("No handled reports yet.")).toBeInTheDocument();
  });
});
