import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { MessageComposer } from "./message-composer";

function renderComposer(autoFocus: boolean, onSend = vi.fn(async () => undefined)) {
  renderWithProviders(
    <MessageComposer
      label="Message # general"
      placeholder="Message # general"
      onSend={onSend}
      onEdit={async () => undefined}
      lastOwnMessage={() => undefined}
      editing={null}
      onEditingChange={() => undefined}
      mentionSource={null}
      autoFocus={autoFocus}
    />,
  );
  return onSend;
}

describe("MessageComposer", () => {
  it("has the focus when a channel opens, so the person can write and send by keyboard at once", async () => {
    const onSend = renderComposer(true);
    const box = screen.getByRole("textbox", { name: "Message # general" });
    expect(box).toHaveFocus();
    await userEvent.keyboard("Hello team{Enter}");
    expect(onSend).toHaveBeenCalledWith("Hello team", [], []);
    expect(box).toHaveFocus();
  });

  it("leaves the focus where it is otherwise", () => {
    renderComposer(false);
    expect(screen.getByRole("textbox", { name: "Message # general" })).not.toHaveFocus();
  });
});
