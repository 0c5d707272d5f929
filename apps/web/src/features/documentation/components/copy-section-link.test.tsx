import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { CopySectionLink } from "./copy-section-link";

function renderWithToaster() {
  return render(
    <>
      <CopySectionLink sectionId="accounts" sectionTitle="Accounts and signing in" />
      <Toaster />
    </>,
  );
}

describe("CopySectionLink", () => {
  afterEach(() => vi.restoreAllMocks());

  it("copies the section's deep link and confirms with a toast", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    renderWithToaster();

    await user.click(screen.getByRole("button", { name: "Copy link to “Accounts and signing in”" }));

    expect(writeText).toHaveBeenCalledWith(new URL("#accounts", window.location.href).href);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("says so in a destructive toast when the clipboard is refused", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    renderWithToaster();

    await user.click(screen.getByRole("button", { name: /Copy link/ }));

    const title = await screen.findByText("Couldn't copy the link");
    expect(title.closest("[data-variant]")?.getAttribute("data-variant")).toBe("destructive");
  });
});
