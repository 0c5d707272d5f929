import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "@/lib/toast";
import { LazyToaster } from "./lazy-toaster";

describe("LazyToaster", () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it("renders nothing until the first toast, then shows it in the notifications region", async () => {
    render(<LazyToaster />);
    expect(screen.queryByRole("region", { name: /notifications/i })).toBeNull();
    act(() => {
      toast({ title: "Profile saved", description: "Your personal details have been updated." });
    });
    expect(await screen.findByRole("region", { name: /notifications/i })).toBeInTheDocument();
    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
  });
});
