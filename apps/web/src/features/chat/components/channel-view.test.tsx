import { DIRECT_MESSAGE_ERRORS } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { ada, channelFixture, grace, messageFixture } from "../test/chat-fixtures";
import { ChannelView } from "./channel-view";

afterEach(() => {
  vi.unstubAllGlobals();
});

const CHANNEL = channelFixture({ name: "direct", teamId: null, isGeneral: false });
const HISTORY = {
  items: [
    messageFixture({ id: 1, author: grace, body: "Hello Ada", replyCount: 1 }),
    messageFixture({ id: 2, author: ada, body: "Hello Grace" }),
  ],
  nextCursor: null,
};

function renderConversation(writeRefusal: string | null) {
  stubApi({
    [`GET /api/chat/channels/${CHANNEL.id}/messages`]: reply(200, HISTORY),
    [`POST /api/chat/channels/${CHANNEL.id}/read`]: reply(204),
    "GET /api/chat/messages/1/replies": reply(200, {
      parent: HISTORY.items[0],
      replies: [messageFixture({ id: 3, parentId: 1, author: ada, body: "A reply" })],
    }),
  });
  renderWithProviders(
    <ChannelView
      channel={CHANNEL}
      viewerId={ada.id}
      people={[grace]}
      heading={{ text: grace.name }}
      writeRefusal={writeRefusal}
    />,
  );
}

/** What a message's actions offer: opens its menu, reads the choices and closes it again. */
async function actionsOf(scope: HTMLElement, author: string): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(within(scope).getByRole("button", { name: `Actions for ${author}'s message` }));
  const menu = await screen.findByRole("menu");
  const choices = within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
  await user.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  return choices;
}

describe("ChannelView of a direct conversation", () => {
  it("offers writing, editing and reactions while the reader may write", async () => {
    renderConversation(null);
    const messages = await screen.findByRole("region", { name: `Messages in ${grace.name}` });
    await within(messages).findByText("Hello Grace");
    expect(await actionsOf(messages, ada.name)).toEqual(expect.arrayContaining(["Add a reaction", "Edit"]));
    expect(await actionsOf(messages, grace.name)).toContain("Add a reaction");
    expect(screen.getByRole("textbox", { name: `Message ${grace.name}` })).toBeInTheDocument();
  });

  it("hides the composer, edits and reactions, in the thread too, once the reader can no longer write", async () => {
    renderConversation(DIRECT_MESSAGE_ERRORS.noLongerShared);
    const messages = await screen.findByRole("region", { name: `Messages in ${grace.name}` });
    await within(messages).findByText("Hello Grace");
    expect(screen.getByText(DIRECT_MESSAGE_ERRORS.noLongerShared)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: `Message ${grace.name}` })).not.toBeInTheDocument();
    const own = await actionsOf(messages, ada.name);
    expect(own).not.toContain("Edit");
    expect(own).not.toContain("Add a reaction");
    // Deleting one's own message stays possible: it takes words back rather than writing.
    expect(own).toContain("Delete");
    expect(await actionsOf(messages, grace.name)).not.toContain("Add a reaction");

    const user = userEvent.setup();
    await user.click(within(messages).getByRole("button", { name: `Actions for ${grace.name}'s message` }));
    await user.click(await screen.findByRole("menuitem", { name: "Reply in thread" }));
    const thread = await screen.findByRole("complementary", { name: "Thread" });
    await within(thread).findByText("A reply");
    expect(within(thread).queryByRole("textbox", { name: "Reply in the thread" })).not.toBeInTheDocument();
    const inThread = await actionsOf(thread, ada.name);
    expect(inThread).not.toContain("Edit");
    expect(inThread).not.toContain("Add a reaction");
  });
});
