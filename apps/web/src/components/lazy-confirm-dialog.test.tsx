import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LazyConfirmDialog } from "./lazy-confirm-dialog";

const props = {
  onOpenChange: vi.fn(),
  title: "Leave Rocket?",
  description: "You will no longer be a member.",
  confirmLabel: "Leave team",
  pendingLabel: "Leaving...",
  pending: false,
  onConfirm: vi.fn(),
};

describe("LazyConfirmDialog", () => {
  it("renders nothing while it has never been open, then the confirmation once opened", async () => {
    const { container, rerender } = render(<LazyConfirmDialog {...props} open={false} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    rerender(<LazyConfirmDialog {...props} open />);
    const dialog = await screen.findByRole("alertdialog", { name: "Leave Rocket?" });
    expect(dialog).toHaveTextContent("You will no longer be a member.");

    rerender(<LazyConfirmDialog {...props} open={false} />);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
