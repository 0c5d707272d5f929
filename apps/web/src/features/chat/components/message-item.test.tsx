import { MODERATION_MESSAGES } from "@hatchery/shared";
import { screen } from "@testing-library/react";
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
