// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { SignUpForm } from "./sign-up-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SIGN_UP = "POST /api/auth/sign-up/email";

async function renderAndSubmit(answer: ReturnType<typeof apiError>) {
  const api = stubApi({ [SIGN_UP]: answer });
  const onSignIn = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(<SignUpForm redirectTo="/dashboard" onSignIn={onSignIn} />);
  const form = screen.getByRole("form", { name: "Sign up" });
  await user.type(within(form).getByLabelText("First name"), "Grace");
  await user.type(within(form).getByLabelText("Last name"), "Hopper");
  await user.type(within(form).getByLabelText("Email"), "grace@example.com");
  await user.type(within(form).getByLabelText("Password"), "Sup3r-secret");
  const submit = () => user.click(within(form).getByRole("button", { name: "Create account" }));
  await submit();
  return { api, user, form, onSignIn, submit };
}

describe("SignUpForm", () => {
  it("puts the server's field issues under their fields and focuses the first", async () => {
    const { form } = await renderAndSubmit(
      apiError(422, "validation_failed", "Invalid input detected", [
        { path: ["lastName"], message: "Invalid input detected" },
        { path: ["email"], message: "Email is too long" },
      ]),
    );

    const lastName = within(form).getByLabelText("Last name");
    expect(await within(form).findByText("Email is too long")).toBeInTheDocument();
    expect(lastName).toHaveAccessibleDescription("Invalid input detected");
    expect(lastName).toHaveFocus();
    expect(within(form).getByLabelText("Email")).toHaveAccessibleDescription("Email is too long");
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a refusal without issues in the form's alert, and clears it on the next submit", async () => {
    const limited = "Too many sign-up attempts. Please try again in 10 minutes.";
    const { api, form, submit } = await renderAndSubmit(apiError(429, "rate_limited", limited));
    expect(await within(form).findByRole("alert")).toHaveTextContent(limited);
    expect(within(form).queryByRole("button", { name: "Go to sign in" })).not.toBeInTheDocument();

    api.on(
      SIGN_UP,
      apiError(422, "validation_failed", "Invalid input detected", [
        { path: ["firstName"], message: "Invalid input detected" },
      ]),
    );
    await submit();
    expect(await within(form).findByText("Invalid input detected")).toBeInTheDocument();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(form).getByLabelText("First name")).toHaveFocus();
  });

  it("offers the way to sign in when the account already exists", async () => {
    const exists = "An account with this email already exists. Please sign in instead.";
    const { user, form, onSignIn } = await renderAndSubmit(apiError(409, "conflict", exists));

    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent(exists);
    await user.click(within(alert).getByRole("button", { name: "Go to sign in" }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});
