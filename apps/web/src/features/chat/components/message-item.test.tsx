import { MODERATION_MESSAGES } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { messageFixture } from "../test/chat-fixtures";
import { MessageItem } from "./message-item";

describe("MessageItem", () => {
  it("shows a message a moderator hid as removed by moderation, without its actions", () => {
    renderWithProviders(
      <MessageItem
        message={messageFixture({ id: 7, body: "", hiddenAt: "2031-03-10T12:05:00.000Z" })}
        viewerId="someone-else"
        onReport={() => undefined}
      />,
    );
    expect(screen.getByText(`${MODERATION_MESSAGES.removedByModeration}.`)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Report/ })).not.toBeInTheDocument();
  });

  it("shows a message as written otherwise", () => {
    renderWithProviders(
      <MessageItem message={messageFixture({ id: 8, body: "Hello there" })} viewerId="someone-else" />,
    );
    expect(screen.getByText("Hello there")).toBeInTheDocument();
    expect(screen.queryByText(`${MODERATION_MESSAGES.removedByModeration}.`)).not.toBeInTheDocument();
  });
});

describe("MessageItem's reaction tray", () => {
  it("takes the keyboard when opened, and gives it back to its button on Escape", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <MessageItem
        message={messageFixture({ id: 9, body: "Shall we ship?" })}
        viewerId="someone-else"
        onReact={() => undefined}
        onReply={() => undefined}
        onReport={() => undefined}
      />,
    );
    const opener = screen.getByRole("button", { name: /^React to/ });
    opener.focus();
    await user.keyboard("{Enter}");
    const tray = screen.getByRole("group", { name: "Add a reaction" });
    expect(within(tray).getAllByRole("button")[0]).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Add a reaction" })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("gives the keyboard back to its button once a reaction is chosen", async () => {
    const user = userEvent.setup();
    const reacted: string[] = [];
    renderWithProviders(
      <MessageItem
        message={messageFixture({ id: 10, body: "Done!" })}
        viewerId="someone-else"
        onReact={(_message, reaction, add) => reacted.push(`${reaction}:${add}`)}
      />,
    );
    const opener = screen.getByRole("button", { name: /^React to/ });
    await user.click(opener);
    await user.keyboard("{Enter}");
    expect(reacted).toHaveLength(1);
    expect(reacted[0]).toMatch(/:true$/);
    expect(opener).toHaveFocus();
  });
});
