import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REALTIME_QUERY_KEYS } from "@/app/realtime/realtime-query-keys";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { unreadEntryFixture } from "../test/chat-fixtures";
import { ChatHeaderButton } from "./chat-header-button";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SUN_GENERAL = unreadEntryFixture({ unreadCount: 3 });
const LAB_IDEAS = unreadEntryFixture({
  channelId: "22222222-2222-4222-8222-222222222222",
  channelName: "ideas",
  teamId: null,
  incubatorId: "inc-1",
  place: { kind: "incubator", slug: "acme-labs", name: "Acme Labs" },
  unreadCount: 1,
  mentionCount: 1,
});
const LAB_GENERAL = unreadEntryFixture({
  channelId: "33333333-3333-4333-8333-333333333333",
  teamId: null,
  incubatorId: "inc-1",
  place: { kind: "incubator", slug: "acme-labs", name: "Acme Labs" },
});

function renderButton(channels = [SUN_GENERAL, LAB_IDEAS, LAB_GENERAL]) {
  const api = stubApi({ "GET /api/chat/unread": reply(200, { channels }) });
  const view = renderWithProviders(
    <>
      <ChatHeaderButton />
      <p>Outside</p>
    </>,
  );
  return { api, view, user: userEvent.setup() };
}

describe("ChatHeaderButton", () => {
  it("adds up every channel's unread messages, marking mentions, in its name and badge", async () => {
    renderButton();
    const button = await screen.findByRole("button", { name: "Chat, 4 unread, 1 mentioning you" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveTextContent("@1");
  });

  it("shows the unread count alone when nothing mentions the person, and 99+ past 99", async () => {
    renderButton([SUN_GENERAL, { ...LAB_GENERAL, unreadCount: 100 }]);
    const button = await screen.findByRole("button", { name: "Chat, 99+ unread" });
    expect(button).toHaveTextContent("99+");
  });

  it("lists the channels where messages wait, mentions first, each leading to its channel", async () => {
    const { user } = renderButton();
    const button = await screen.findByRole("button", { name: /^Chat, 4 unread/ });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const panel = await screen.findByRole("region", { name: "Unread chat" });
    const links = within(
      within(panel).getByRole("list", { name: "Channels with unread messages" }),
    ).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/incubators/acme-labs/communication?channel=${LAB_IDEAS.channelId}`,
      `/teams/sun-team/communication?channel=${SUN_GENERAL.channelId}`,
    ]);
    expect(links[0]).toHaveAccessibleName("ideas in Acme Labs , 1 unread, 1 mention");
    expect(links[1]).toHaveAccessibleName("general in Sun Team , 3 unread");
    await expectNoAxeViolations();

    await user.click(links[1] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
  });

  it("is used by keyboard: Enter opens, Tab reaches the channels, Escape closes and returns focus", async () => {
    const { user } = renderButton();
    const button = await screen.findByRole("button", { name: /^Chat, 4 unread/ });
    button.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("region", { name: "Unread chat" });
    await user.tab();
    expect(screen.getByRole("link", { name: /^ideas in Acme Labs/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Unread chat" })).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await screen.findByRole("region", { name: "Unread chat" });
    await user.click(screen.getByText("Outside"));
    expect(screen.queryByRole("region", { name: "Unread chat" })).not.toBeInTheDocument();
  });

  it("says the person is all caught up when nothing waits", async () => {
    const { api, user } = renderButton([LAB_GENERAL]);
    await waitFor(() => expect(api.calls("GET /api/chat/unread")).toHaveLength(1));
    const button = await screen.findByRole("button", { name: "Chat" });
    expect(button).not.toHaveTextContent(/\d/);
    await user.click(button);
    expect(await screen.findByText("You're all caught up: no unread messages.")).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("follows the person's stream: a new message raises the count and a new mention is announced", async () => {
    const { api, view } = renderButton([SUN_GENERAL]);
    await screen.findByRole("button", { name: "Chat, 3 unread" });
    api.on(
      "GET /api/chat/unread",
      reply(200, { channels: [{ ...SUN_GENERAL, unreadCount: 4, mentionCount: 1 }] }),
    );
    // What the realtime bridge does when a chat message is posted in one of the person's channels.
    await act(async () => {
      for (const queryKey of REALTIME_QUERY_KEYS["chat.message_posted"]) {
        await view.queryClient.invalidateQueries({ queryKey });
      }
    });
    expect(
      await screen.findByRole("button", { name: "Chat, 4 unread, 1 mentioning you" }),
    ).toBeInTheDocument();
    expect(screen.getByText("1 chat message mentions you.")).toHaveAttribute("aria-live", "polite");
  });

  it("keeps the button without a count when the counts cannot be read, and offers to try again", async () => {
    const { api, user } = renderButton();
    api.on("GET /api/chat/unread", apiError(500, "internal", "The server is unwell."));
    const button = await screen.findByRole("button", { name: "Chat" });
    await waitFor(() => expect(api.calls("GET /api/chat/unread")).toHaveLength(1));
    await user.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your chat channels could not be loaded. The server is unwell.");

    api.on("GET /api/chat/unread", reply(200, { channels: [SUN_GENERAL] }));
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /^general in Sun Team/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Chat, 3 unread" })).toBeInTheDocument();
  });
});
