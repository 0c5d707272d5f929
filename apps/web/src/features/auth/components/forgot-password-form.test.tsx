// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { ForgotPasswordForm } from "./forgot-password-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const REQUEST_RESET = "POST /api/auth/request-password-reset";

function renderForm() {
  const api = stubApi();
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordForm initialEmail="ada@example.com" onBack={vi.fn()} />);
  const form = screen.getByRole("form", { name: "Forgot password" });
  const submit = () => user.click(within(form).getByRole("button", { name: "Send reset link" }));
  return { api, form, submit };
}

describe("ForgotPasswordForm", () => {
  it("puts the server's field issue under Email and focuses it", async () => {
    const { api, form, submit } = renderForm();
    api.on(
      REQUEST_RESET,
      apiError(422, "validation_failed", "Invalid input detected", [
        { path: ["email"], message: "Invalid input detected" },
      ]),
    );
    await submit();

    const email = within(form).getByLabelText("Email");
    expect(await within(form).findByText("Invalid input detected")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription("Invalid input detected");
    expect(email).toHaveFocus();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a refusal without issues in the form's alert, and clears it on the next submit", async () => {
    const { api, form, submit } = renderForm();
    const limited = "Too many requests. Please try again in 10 minutes.";
    api.on(REQUEST_RESET, apiError(429, "rate_limited", limited));
    await submit();
    expect(await within(form).findByRole("alert")).toHaveTextContent(limited);

    api.on(
      REQUEST_RESET,
      apiError(422, "validation_failed", "Email is too long", [
        { path: ["email"], message: "Email is too long" },
      ]),
    );
    await submit();
    expect(await within(form).findByText("Email is too long")).toBeInTheDocument();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });
});
