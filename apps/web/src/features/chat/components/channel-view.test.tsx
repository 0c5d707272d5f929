import { DIRECT_MESSAGE_ERRORS } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
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

describe("ChannelView of a direct conversation", () => {
  it("offers writing, editing and reactions while the reader may write", async () => {
    renderConversation(null);
    const messages = await screen.findByRole("region", { name: `Messages in ${grace.name}` });
    await within(messages).findByText("Hello Grace");
    expect(within(messages).getByRole("button", { name: "Edit your message" })).toBeInTheDocument();
    expect(within(messages).getAllByRole("button", { name: /^React to/ })).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: `Message ${grace.name}` })).toBeInTheDocument();
  });

  it("hides the composer, edits and reactions, in the thread too, once the reader can no longer write", async () => {
    renderConversation(DIRECT_MESSAGE_ERRORS.noLongerShared);
    const messages = await screen.findByRole("region", { name: `Messages in ${grace.name}` });
    await within(messages).findByText("Hello Grace");
    expect(screen.getByText(DIRECT_MESSAGE_ERRORS.noLongerShared)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: `Message ${grace.name}` })).not.toBeInTheDocument();
    expect(within(messages).queryByRole("button", { name: "Edit your message" })).not.toBeInTheDocument();
    expect(within(messages).queryByRole("button", { name: /^React to/ })).not.toBeInTheDocument();
    // Deleting one's own message stays possible: it takes words back rather than writing.
    expect(within(messages).getByRole("button", { name: "Delete your message" })).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(messages).getByRole("button", { name: /^Reply in thread to Grace/ }));
    const thread = await screen.findByRole("complementary", { name: "Thread" });
    await within(thread).findByText("A reply");
    expect(within(thread).queryByRole("textbox", { name: "Reply in the thread" })).not.toBeInTheDocument();
    expect(within(thread).queryByRole("button", { name: "Edit your message" })).not.toBeInTheDocument();
    expect(within(thread).queryByRole("button", { name: /^React to/ })).not.toBeInTheDocument();
  });
});
