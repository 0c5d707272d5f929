// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { passwordProblems } from "@hatchery/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as toasts from "@/lib/toast";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { ResetPasswordPage } from "./reset-password-page";

const toast = vi.spyOn(toasts, "toast");

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
});

const NEW_PASSWORD = "N3w-password";

function renderAt(path: string) {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<ResetPasswordPage />, { path }) };
}

function expectInvalidLink() {
  expect(
    screen.getByText("This password reset link is invalid or has expired.", { exact: false }),
  ).toBeVisible();
  expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
    "href",
    "/auth?view=forgot-password",
  );
}

describe("ResetPasswordPage", () => {
  it.each([
    "/auth/reset-password",
    "/auth/reset-password?token=",
    "/auth/reset-password?error=INVALID_TOKEN",
  ])("explains that the link %s cannot be used and offers a new one", (path) => {
    stubApi();
    renderAt(path);
    expect(screen.getByRole("heading", { level: 1, name: "Reset your password" })).toBeInTheDocument();
    expectInvalidLink();
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });

  it("holds the new password to the sign-up rules and asks for it twice", async () => {
    const api = stubApi();
    const { user } = renderAt("/auth/reset-password?token=abc");
    const password = screen.getByLabelText("New password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(screen.getByLabelText("Confirm new password")).toHaveAttribute("autocomplete", "new-password");
    await user.type(password, "short");
    await user.type(screen.getByLabelText("Confirm new password"), "shorter");
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(screen.getByText(passwordProblems("short").join("; "))).toBeInTheDocument();
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "Passwords do not match",
    );
    expect(api.requests).toHaveLength(0);
  });

  it("sets the new password and goes to sign in", async () => {
    const api = stubApi({ "POST /api/auth/reset-password": reply(200, { status: true }) });
    const { user, router } = renderAt("/auth/reset-password?token=abc");
    await user.type(screen.getByLabelText("New password"), NEW_PASSWORD);
    await user.type(screen.getByLabelText("Confirm new password"), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(api.calls("POST /api/auth/reset-password")[0]?.body).toEqual({
      newPassword: NEW_PASSWORD,
      token: "abc",
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Password changed" }));
  });

  it("explains an expired token the server refuses", async () => {
    stubApi({ "POST /api/auth/reset-password": apiError(400, "invalid_token", "Invalid token") });
    const { user } = renderAt("/auth/reset-password?token=old");
    await user.type(screen.getByLabelText("New password"), NEW_PASSWORD);
    await user.type(screen.getByLabelText("Confirm new password"), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set new password" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This password reset link is invalid or has expired.",
    );
    expectInvalidLink();
  });

  it("shows any other refusal in the server's words", async () => {
    stubApi({
      "POST /api/auth/reset-password": apiError(422, "validation_failed", "Invalid input detected"),
    });
    const { user } = renderAt("/auth/reset-password?token=abc");
    await user.type(screen.getByLabelText("New password"), NEW_PASSWORD);
    await user.type(screen.getByLabelText("Confirm new password"), NEW_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid input detected");
    expect(screen.getByLabelText("New password")).toBeInTheDocument();
  });
});
