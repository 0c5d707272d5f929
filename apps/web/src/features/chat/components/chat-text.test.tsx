import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render-with-providers";
import { ChatText } from "./chat-text";

describe("ChatText", () => {
  it("links a mentioned person to their profile and names someone unknown without a link", () => {
    renderWithProviders(
      <ChatText
        body="Ask <@user-1> or <@user-gone>"
        mentions={[{ id: "user-1", name: "Ada Lovelace", image: null, handle: "ada-lovelace" }]}
      />,
    );
    expect(screen.getByRole("link", { name: "@Ada Lovelace" })).toHaveAttribute(
      "href",
      "/people/ada-lovelace",
    );
    expect(screen.getByText("@someone")).not.toHaveAttribute("href");
  });
});
