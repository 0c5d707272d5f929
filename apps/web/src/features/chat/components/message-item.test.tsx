import { MODERATION_MESSAGES } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { ada, grace, messageFixture } from "../test/chat-fixtures";
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
    expect(screen.queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
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
    screen.getByRole("button", { name: "Actions for Grace Hopper's message" }).focus();
    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "Add a reaction" }));
    const tray = screen.getByRole("group", { name: "Add a reaction" });
    // The closing menu leaves the keyboard in the tray rather than taking it back to its button.
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(within(tray).getAllByRole("button")[0]).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Add a reaction" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Actions for Grace Hopper's message" })).toHaveFocus();
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
    await user.click(screen.getByRole("button", { name: "Actions for Grace Hopper's message" }));
    await user.click(await screen.findByRole("menuitem", { name: "Add a reaction" }));
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await user.keyboard("{Enter}");
    expect(reacted).toHaveLength(1);
    expect(reacted[0]).toMatch(/:true$/);
    expect(screen.getByRole("button", { name: "Actions for Grace Hopper's message" })).toHaveFocus();
  });
});

describe("MessageItem's actions", () => {
  it("offers one's own message's edit and delete, and another's report, behind one button each", async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    const actions = {
      onReact: () => undefined,
      onReply: () => chosen.push("reply"),
      onEdit: () => chosen.push("edit"),
      onDelete: () => chosen.push("delete"),
      onReport: () => chosen.push("report"),
    };
    renderWithProviders(
      <>
        <MessageItem message={messageFixture({ id: 11, body: "Mine" })} viewerId={grace.id} {...actions} />
        <MessageItem message={messageFixture({ id: 12, body: "Theirs" })} viewerId={ada.id} {...actions} />
      </>,
    );
    const [own, theirs] = screen.getAllByRole("button", { name: "Actions for Grace Hopper's message" });
    // Opens a message's menu, checks what it offers and chooses one.
    async function choose(button: HTMLElement | undefined, offered: string[], choice: string) {
      await user.click(button as HTMLElement);
      const menu = await screen.findByRole("menu");
      expect(
        within(menu)
          .getAllByRole("menuitem")
          .map((item) => item.textContent),
      ).toEqual(offered);
      await user.click(within(menu).getByRole("menuitem", { name: choice }));
      await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    }
    await choose(own, ["Add a reaction", "Reply in thread", "Edit", "Delete"], "Edit");
    await choose(theirs, ["Add a reaction", "Reply in thread", "Report"], "Report");
    expect(chosen).toEqual(["edit", "report"]);
  });
});
