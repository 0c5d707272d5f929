import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeMessageOfEvent } from "@/features/chat/api/chat-messages";
import { ada, channelFixture, grace, messageFixture } from "@/features/chat/test/chat-fixtures";
import { publishRealtimeNotice } from "@/lib/realtime/realtime-notices";
import * as toasts from "@/lib/toast";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { TeamCommunicationPage } from "./team-communication-page";

const toast = vi.spyOn(toasts, "toast");

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
});

const CHANNEL = channelFixture();
const HISTORY = `GET /api/chat/channels/${CHANNEL.id}/messages`;
const SEND = `POST /api/chat/channels/${CHANNEL.id}/messages`;
const PEOPLE = `GET /api/chat/channels/${CHANNEL.id}/people`;

function renderPage(options: { channels?: ReturnType<typeof reply>; history?: unknown } = {}) {
  const api = stubApi({
    "GET /api/account/me": reply(200, sessionFixture()),
    "GET /api/teams/rocket": apiError(404, "not_found", "Team not found"),
    "GET /api/teams/rocket/chat/channels":
      options.channels ??
      reply(200, { channels: [CHANNEL], viewer: { permissions: { manageChannels: false } } }),
    [HISTORY]: reply(200, options.history ?? { items: [], nextCursor: null }),
    [`POST /api/chat/channels/${CHANNEL.id}/read`]: reply(204),
  });
  const router = createMemoryRouter(
    [{ path: "/teams/:slug/communication", element: <TeamCommunicationPage /> }],
    {
      initialEntries: ["/teams/rocket/communication"],
    },
  );
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup(), queryClient };
}

/** A message the person finds in the channel when they open it. */
const BEFORE_YOU_CAME = messageFixture({ id: 1, author: grace, body: "Before you came" });

/** The page with that one message in its history, once it shows. */
async function renderPageWithOneMessage() {
  const view = renderPage({ history: { items: [BEFORE_YOU_CAME], nextCursor: null } });
  expect(await screen.findByText("Before you came")).toBeInTheDocument();
  return view;
}

describe("TeamCommunicationPage", () => {
  it("shows the history oldest first with a separator for each day, and the unread line", async () => {
    renderPage({
      channels: reply(200, {
        channels: [channelFixture({ unreadCount: 1, lastReadMessageId: 2, mentionCount: 1 })],
        viewer: { permissions: { manageChannels: false } },
      }),
      history: {
        items: [
          messageFixture({ id: 3, body: "Newest **bold**", createdAt: "2031-03-11T09:00:00.000Z" }),
          messageFixture({ id: 2, body: "Second", createdAt: "2031-03-10T12:05:00.000Z" }),
          messageFixture({ id: 1, body: "First", author: ada, createdAt: "2031-03-10T12:00:00.000Z" }),
        ],
        nextCursor: null,
      },
    });
    const list = await screen.findByRole("list", { name: "Messages" });
    const texts = within(list)
      .getAllByRole("article")
      .map((article) => article.textContent ?? "");
    expect(texts[0]).toContain("First");
    expect(texts[2]).toContain("Newest bold");
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([expect.stringMatching(/March 10/), expect.stringMatching(/March 11/), "New messages"]);
    expect(screen.getByRole("link", { name: /general.*1 unread, 1 mention/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Jump to first unread" })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("announces a message that arrives with the history read again as the stream goes live, not the history", async () => {
    const { api } = await renderPageWithOneMessage();
    expect(screen.queryByText("Grace Hopper: Before you came")).not.toBeInTheDocument();
    api.on(
      HISTORY,
      reply(200, {
        items: [messageFixture({ id: 2, author: grace, body: "Sent meanwhile" }), BEFORE_YOU_CAME],
        nextCursor: null,
      }),
    );
    act(() => publishRealtimeNotice({ kind: "ready", caughtUp: false }));
    expect(await screen.findByText("Grace Hopper: Sent meanwhile")).toBeInTheDocument();
  });

  it("does not read the history again when the stream went live having caught up, or when every query is read again", async () => {
    const { api } = await renderPageWithOneMessage();
    const reads = api.calls(HISTORY).length;
    // Long enough for a read the notice started to reach the API (the one below, not caught up, does).
    const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
    await act(async () => {
      publishRealtimeNotice({ kind: "ready", caughtUp: true });
      await settle();
    });
    expect(api.calls(HISTORY)).toHaveLength(reads);
    // Nor when the realtime bridge reads every query again for the notice: it reads the history itself.
    await act(async () => {
      publishRealtimeNotice({ kind: "ready", caughtUp: false }, { everyQueryReadAgain: true });
      await settle();
    });
    expect(api.calls(HISTORY)).toHaveLength(reads);
    await act(async () => {
      publishRealtimeNotice({ kind: "ready", caughtUp: false });
      await settle();
    });
    expect(api.calls(HISTORY)).toHaveLength(reads + 1);
  });

  it("sends with Enter, keeps Shift+Enter as a new line, and announces a message from someone else", async () => {
    const { api, user, queryClient } = renderPage();
    api.on(SEND, (request) =>
      reply(201, {
        message: messageFixture({ id: 7, author: ada, body: (request.body as { body: string }).body }),
      }),
    );
    const box = await screen.findByRole("textbox", { name: "Message # general" });
    await user.type(box, "Hello{Shift>}{Enter}{/Shift}world{Enter}");
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    expect(api.calls(SEND)[0]?.body).toEqual({ body: "Hello\nworld" });
    expect(await screen.findByText("world")).toBeInTheDocument();
    expect(box).toHaveValue("");

    // The stream's messages go into the cached history (app/realtime's bridge does this for each event).
    const posted = {
      id: 99,
      type: "chat.message_posted",
      payload: { channelId: CHANNEL.id, message: messageFixture({ id: 8, author: grace, body: "Hi Ada" }) },
    } as const;
    act(() => storeMessageOfEvent(queryClient, posted));
    expect(await screen.findByText("Grace Hopper: Hi Ada")).toBeInTheDocument();
    // The same message again (a replay after a reconnect) is shown once.
    act(() => storeMessageOfEvent(queryClient, posted));
    expect(screen.getAllByText("Hi Ada")).toHaveLength(1);
  });

  it("edits the last own message with Up, cancels with Escape and saves with Enter", async () => {
    const { api, user } = renderPage({
      history: { items: [messageFixture({ id: 5, author: ada, body: "Frist" })], nextCursor: null },
    });
    api.on("PATCH /api/chat/messages/5", () =>
      reply(200, {
        message: messageFixture({ id: 5, author: ada, body: "First", editedAt: "2031-03-10T12:01:00.000Z" }),
      }),
    );
    const box = await screen.findByRole("textbox", { name: "Message # general" });
    await screen.findByText("Frist");
    await user.click(box);
    await user.keyboard("{ArrowUp}");
    const editBox = await screen.findByRole("textbox", { name: "Edit your message" });
    expect(editBox).toHaveValue("Frist");
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("textbox", { name: "Message # general" })).toHaveValue("");
    await user.keyboard("{ArrowUp}");
    await user.clear(await screen.findByRole("textbox", { name: "Edit your message" }));
    await user.keyboard("First{Enter}");
    await waitFor(() => expect(api.calls("PATCH /api/chat/messages/5")[0]?.body).toEqual({ body: "First" }));
    expect(await screen.findByText("(edited)")).toBeInTheDocument();
  });

  it("mentions a reader chosen from the list: arrows move, Enter picks without sending, then sends", async () => {
    const rhea = { id: "user-rhea", name: "Rhea Reader", image: null, handle: "rhea-reader" };
    const { api, user } = renderPage();
    api.on(PEOPLE, reply(200, { people: [grace, rhea] }));
    api.on(SEND, (request) =>
      reply(201, {
        message: messageFixture({ id: 7, author: ada, body: (request.body as { body: string }).body }),
      }),
    );
    const box = await screen.findByRole("textbox", { name: "Message # general" });
    expect(box).toHaveAttribute("aria-autocomplete", "list");
    await user.type(box, "Thanks @R");
    const list = await screen.findByRole("listbox", { name: "People to mention" });
    expect(box).toHaveAttribute("aria-controls", list.id);
    expect(api.calls(PEOPLE).at(-1)?.search).toBe("?q=R");
    const [first, second] = within(list).getAllByRole("option");
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", first?.id);
    await user.keyboard("{ArrowDown}");
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", second?.id);
    await user.keyboard("{ArrowDown}");
    expect(first).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText(/^2 people to mention\./)).toHaveAttribute("aria-live", "polite");
    await expectNoAxeViolations();

    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Thanks @Rhea Reader ");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(api.calls(SEND)).toHaveLength(0);

    await user.keyboard("for this{Enter}");
    await waitFor(() => expect(api.calls(SEND)).toHaveLength(1));
    expect(api.calls(SEND)[0]?.body).toEqual({ body: "Thanks <@user-rhea> for this" });
  });

  it("closes the list with Escape without ending the edit, and picks with Tab", async () => {
    const { api, user } = renderPage({
      history: { items: [messageFixture({ id: 5, author: ada, body: "Thanks" })], nextCursor: null },
    });
    api.on(PEOPLE, reply(200, { people: [grace] }));
    api.on("PATCH /api/chat/messages/5", (request) =>
      reply(200, {
        message: messageFixture({ id: 5, author: ada, body: (request.body as { body: string }).body }),
      }),
    );
    await screen.findByText("Thanks");
    await user.click(await screen.findByRole("textbox", { name: "Message # general" }));
    await user.keyboard("{ArrowUp}");
    const editBox = await screen.findByRole("textbox", { name: "Edit your message" });
    await user.type(editBox, " @Gr");
    await screen.findByRole("listbox", { name: "People to mention" });
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Edit your message" })).toHaveValue("Thanks @Gr");

    await user.keyboard("a");
    await screen.findByRole("option", { name: "Grace Hopper" });
    await user.keyboard("{Tab}");
    expect(editBox).toHaveValue("Thanks @Grace Hopper ");
    expect(editBox).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect(api.calls("PATCH /api/chat/messages/5")[0]?.body).toEqual({ body: `Thanks <@${grace.id}>` }),
    );
  });

  it("keeps a refused message in the box with the server's words", async () => {
    const { api, user } = renderPage();
    api.on(
      SEND,
      apiError(429, "rate_limited", "You are sending messages too fast. Wait a moment and try again."),
    );
    const box = await screen.findByRole("textbox", { name: "Message # general" });
    await user.type(box, "Spam{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("You are sending messages too fast");
    expect(box).toHaveValue("Spam");
  });

  it("shows who is typing and who is here from ephemeral events, and tells others when the viewer types", async () => {
    const { api, user } = renderPage();
    api.on(`POST /api/chat/channels/${CHANNEL.id}/typing`, reply(202));
    const box = await screen.findByRole("textbox", { name: "Message # general" });
    act(() =>
      publishRealtimeNotice({
        kind: "ephemeral",
        message: {
          id: 0,
          type: "chat.typing",
          payload: { channelId: CHANNEL.id, parentId: null, userId: grace.id, name: grace.name },
        },
      }),
    );
    expect(await screen.findByText("Grace Hopper is typing…")).toBeInTheDocument();
    expect(screen.getByText("Here now: Grace Hopper")).toBeInTheDocument();
    await user.type(box, "Hi");
    await waitFor(() => expect(api.calls(`POST /api/chat/channels/${CHANNEL.id}/typing`)).toHaveLength(1));
    expect(api.calls(`POST /api/chat/channels/${CHANNEL.id}/presence`)).toHaveLength(1);
  });

  it("searches the person's channels and links each result to its channel", async () => {
    const { api, user } = renderPage();
    api.on("GET /api/chat/search", () =>
      reply(200, {
        items: [
          {
            message: messageFixture({ id: 4, body: "The roadmap is ready" }),
            channelName: "general",
            place: { kind: "team", slug: "rocket", name: "Rocket" },
          },
        ],
        nextCursor: null,
      }),
    );
    await user.type(await screen.findByRole("searchbox", { name: "Search messages" }), "roadmap{Enter}");
    expect(await screen.findByText("1 message matches “roadmap”.")).toBeInTheDocument();
    expect(api.calls("GET /api/chat/search")[0]?.search).toBe("?q=roadmap");
    expect(screen.getByRole("link", { name: "# general in Rocket" })).toHaveAttribute(
      "href",
      `/teams/rocket/communication?channel=${CHANNEL.id}`,
    );
  });

  it("reports another's message from its actions with the keyboard, with a reason, and thanks the reporter", async () => {
    const { api, user } = renderPage({
      history: {
        items: [
          messageFixture({ id: 12, author: grace, body: "Buy cheap watches" }),
          messageFixture({ id: 11, author: ada, body: "My own words" }),
        ],
        nextCursor: null,
      },
    });
    const REPORT = "POST /api/chat/messages/12/reports";
    api.on(REPORT, () => reply(201, { reportId: "report-1" }));
    // The message box takes focus as it mounts: once it has, focus moves on to the actions only by the
    // person's hand (it arrived after the action on a loaded machine, and took the Enter meant for it).
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Message # general" })).toHaveFocus());
    screen.getByRole("button", { name: "Actions for Grace Hopper's message" }).focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("menu");
    // The menu opens on its first choice; Report is Grace's last.
    await user.keyboard("{End}{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Report this message" });
    await user.click(within(dialog).getByRole("radio", { name: "Harassment or hate" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Details (optional)" }), "Spam links");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    await waitFor(() => expect(api.calls(REPORT)).toHaveLength(1));
    expect(api.calls(REPORT)[0]?.body).toEqual({ reason: "harassment", details: "Spam links" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith({ title: "Thank you. The report was sent to the moderators." });

    // One's own message has no report action: its author edits or deletes it instead.
    await user.click(screen.getByRole("button", { name: "Actions for Ada Lovelace's message" }));
    expect(within(await screen.findByRole("menu")).queryByRole("menuitem", { name: "Report" })).toBeNull();
  });

  it("shows the server's words when a message was already reported", async () => {
    const { api, user } = renderPage({
      history: { items: [messageFixture({ id: 12, author: grace, body: "Again" })], nextCursor: null },
    });
    api.on("POST /api/chat/messages/12/reports", () =>
      apiError(409, "conflict", "You have already reported this"),
    );
    await user.click(await screen.findByRole("button", { name: "Actions for Grace Hopper's message" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Report this message" });
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await within(dialog).findByText("You have already reported this")).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it("tells a person outside the team why they cannot read the channel", async () => {
    renderPage({ channels: apiError(403, "forbidden", "Only the team's members can read its channel") });
    expect(await screen.findByText("Only the team's members can read its channel")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the team" })).toHaveAttribute("href", "/teams/rocket");
  });

  it("says the access ended when the channel is refused to someone who was reading it", async () => {
    const { api, queryClient } = renderPage();
    await screen.findByRole("list", { name: "Messages" });
    api.on(
      "GET /api/teams/rocket/chat/channels",
      apiError(403, "forbidden", "Only the team's members can read its channel"),
    );
    await act(() => queryClient.invalidateQueries());
    expect(
      await screen.findByRole("heading", { name: "Your access to this chat has ended" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Only the team's members can read its channel")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Messages" })).not.toBeInTheDocument();
  });
});
