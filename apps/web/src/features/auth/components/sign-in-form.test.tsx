// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { SignInForm } from "./sign-in-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SIGN_IN = "POST /api/auth/sign-in/email";

function renderForm() {
  const api = stubApi();
  const user = userEvent.setup();
  renderWithProviders(
    <SignInForm redirectTo="/dashboard" onTwoFactorRequired={vi.fn()} onForgotPassword={vi.fn()} />,
  );
  const form = screen.getByRole("form", { name: "Sign in" });
  const email = within(form).getByLabelText("Email");
  const password = within(form).getByLabelText("Password");
  async function submit() {
    await user.click(within(form).getByRole("button", { name: "Sign in" }));
  }
  return { api, user, form, email, password, submit };
}

describe("SignInForm", () => {
  it("puts the server's field issue under its field and focuses it", async () => {
    const { api, user, form, email, password, submit } = renderForm();
    api.on(
      SIGN_IN,
      apiError(422, "validation_failed", "Invalid input detected", [
        { path: ["email"], message: "Invalid input detected" },
      ]),
    );
    await user.type(email, "ada@example.com");
    await user.type(password, "Sup3r-secret");
    await submit();

    expect(await within(form).findByText("Invalid input detected")).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription("Invalid input detected");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a refusal without issues in the form's alert, and clears it on the next submit", async () => {
    const { api, user, form, email, password, submit } = renderForm();
    const wrongPassword = "Invalid email or password. Please try again.";
    api.on(SIGN_IN, apiError(401, "unauthenticated", wrongPassword));
    await user.type(email, "ada@example.com");
    await user.type(password, "Sup3r-secret");
    await submit();
    expect(await within(form).findByRole("alert")).toHaveTextContent(wrongPassword);
    expect(within(form).queryByRole("button", { name: "Resend verification email" })).not.toBeInTheDocument();

    api.on(
      SIGN_IN,
      apiError(422, "validation_failed", "Too long", [{ path: ["password"], message: "Too long" }]),
    );
    await submit();
    expect(await within(form).findByText("Too long")).toBeInTheDocument();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
    expect(password).toHaveFocus();
  });

  it("offers a fresh verification link beside the unverified-email message", async () => {
    const { api, user, form, email, password, submit } = renderForm();
    api.on(SIGN_IN, apiError(403, "forbidden", "Please verify your email address before signing in."));
    api.on("POST /api/auth/send-verification-email", reply(200, { status: true }));
    await user.type(email, "ada@example.com");
    await user.type(password, "Sup3r-secret");
    await submit();

    const alert = await within(form).findByRole("alert");
    expect(alert).toHaveTextContent("Please verify your email address before signing in.");
    await user.click(within(alert).getByRole("button", { name: "Resend verification email" }));
    await waitFor(() =>
      expect(api.calls("POST /api/auth/send-verification-email")[0]?.body).toEqual({
        email: "ada@example.com",
        callbackURL: "/dashboard",
      }),
    );
  });

  it("offers no fresh link for another 403, such as a request from another site", async () => {
    const { api, user, form, email, password, submit } = renderForm();
    api.on(SIGN_IN, apiError(403, "forbidden", "Cross-site requests are not allowed"));
    await user.type(email, "ada@example.com");
    await user.type(password, "Sup3r-secret");
    await submit();

    expect(await within(form).findByRole("alert")).toHaveTextContent("Cross-site requests are not allowed");
    expect(within(form).queryByRole("button", { name: "Resend verification email" })).not.toBeInTheDocument();
  });
});
