import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TextField } from "./form-field";

function renderField() {
  render(<TextField label="Password" type="password" autoComplete="current-password" />);
  return {
    user: userEvent.setup(),
    field: screen.getByLabelText("Password") as HTMLInputElement,
    toggle: screen.getByRole("button", { name: "Show password" }),
  };
}

describe("a password field", () => {
  it("hides what is typed until the person asks to see it, and hides it again on request", async () => {
    const { user, field, toggle } = renderField();
    await user.type(field, "Sup3r-secret");
    expect(field).toHaveAttribute("type", "password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");

    await user.click(toggle);
    expect(field).toHaveAttribute("type", "text");
    expect(field).toHaveValue("Sup3r-secret");
    expect(toggle).toHaveAttribute("aria-pressed", "true");

    await user.click(toggle);
    expect(field).toHaveAttribute("type", "password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  it("keeps focus in the field when the toggle is clicked while typing", async () => {
    const { user, field, toggle } = renderField();
    await user.click(field);
    await user.click(toggle);
    expect(field).toHaveFocus();
    await user.keyboard("abc");
    expect(field).toHaveValue("abc");
  });

  it("is reached with Tab and works from the keyboard, keeping focus on the toggle", async () => {
    const { user, field, toggle } = renderField();
    await user.click(field);
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(field).toHaveAttribute("type", "text");
    await user.keyboard(" ");
    expect(field).toHaveAttribute("type", "password");
    expect(toggle).toHaveFocus();
  });

  it("leaves other field types alone", () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.queryByRole("button", { name: "Show password" })).not.toBeInTheDocument();
  });
});
