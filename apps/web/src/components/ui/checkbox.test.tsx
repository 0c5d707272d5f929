import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

function Terms() {
  const [checked, setChecked] = useState(false);
  return (
    <div>
      <Checkbox id="terms" checked={checked} onCheckedChange={(next) => setChecked(next === true)} />
      <Label htmlFor="terms">I accept the terms</Label>
    </div>
  );
}

describe("Checkbox", () => {
  it("is named by its label and toggles with Space", async () => {
    render(<Terms />);
    const user = userEvent.setup();
    const box = screen.getByRole("checkbox", { name: "I accept the terms" });
    expect(box).not.toBeChecked();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(" ");
    expect(box).toBeChecked();
    await user.keyboard(" ");
    expect(box).not.toBeChecked();
  });

  it("toggles when its label is clicked", async () => {
    render(<Terms />);
    await userEvent.setup().click(screen.getByText("I accept the terms"));
    expect(screen.getByRole("checkbox", { name: "I accept the terms" })).toBeChecked();
  });

  it("says when it is half checked", () => {
    render(<Checkbox aria-label="Select all rows" checked="indeterminate" />);
    expect(screen.getByRole("checkbox", { name: "Select all rows" })).toHaveAttribute(
      "aria-checked",
      "mixed",
    );
  });
});
