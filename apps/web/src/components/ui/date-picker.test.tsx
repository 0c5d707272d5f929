import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DatePicker } from "./date-picker";
import { Label } from "./label";

function StartDate({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState("");
  return (
    <div>
      <Label htmlFor="start">Start date</Label>
      <DatePicker
        id="start"
        value={value}
        min="2026-01-01"
        max="2026-12-31"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}

describe("DatePicker", () => {
  it("is a date field named by its label, with its bounds", () => {
    render(<StartDate />);
    const field = screen.getByLabelText("Start date");
    expect(field).toHaveAttribute("type", "date");
    expect(field).toHaveAttribute("min", "2026-01-01");
    expect(field).toHaveAttribute("max", "2026-12-31");
  });

  it("takes a day typed from the keyboard, as the address writes it", async () => {
    const changes: string[] = [];
    render(<StartDate onChange={(value) => changes.push(value)} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText("Start date")).toHaveFocus();
    await user.keyboard("2026-11-28");
    expect(screen.getByLabelText("Start date")).toHaveValue("2026-11-28");
    expect(changes.at(-1)).toBe("2026-11-28");
  });
});
