import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { lazy } from "react";
import { describe, expect, it } from "vitest";
import { HeaderPanelButton } from "./header-panel-button";

// A panel whose code never arrives: the button is open while it loads.
const NeverLoadingPanel = lazy(() => new Promise<never>(() => {}));

describe("HeaderPanelButton", () => {
  it("controls an element that exists while its lazy panel loads", async () => {
    render(
      <HeaderPanelButton
        label="Chat"
        icon={null}
        badge={null}
        announcement=""
        loadingLabel="Loading your chats…"
        panel={() => <NeverLoadingPanel />}
      />,
    );
    const button = screen.getByRole("button", { name: "Chat" });
    expect(button).not.toHaveAttribute("aria-controls");

    await userEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const controlled = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(controlled).toHaveTextContent("Loading your chats…");
  });
});
