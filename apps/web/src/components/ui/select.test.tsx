import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Label } from "./label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select";

function StatusSelect() {
  const [value, setValue] = useState("active");
  return (
    <div>
      <Label htmlFor="status">Status</Label>
      <Select value={value} onValueChange={setValue}>
        <SelectTrigger id="status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="active">Active</SelectItem>
          <SelectItem value="paused">Paused</SelectItem>
          <SelectItem value="ended">Ended</SelectItem>
        </SelectContent>
      </Select>
    </div>
  );
}

describe("Select", () => {
  it("is named by its label and shows the chosen value", () => {
    render(<StatusSelect />);
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Active");
  });

  it("opens from the keyboard, moves with the arrows and chooses with Enter", async () => {
    render(<StatusSelect />);
    const user = userEvent.setup();
    const trigger = screen.getByRole("combobox", { name: "Status" });
    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const listbox = await screen.findByRole("listbox");
    expect(screen.getByRole("option", { name: "Active" })).toHaveAttribute("aria-selected", "true");
    expect(listbox).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent("Ended");
    expect(trigger).toHaveFocus();
  });

  it("closes on Escape without changing the value", async () => {
    render(<StatusSelect />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await user.keyboard("{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent("Active");
  });
});
