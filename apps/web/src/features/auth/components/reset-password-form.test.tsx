// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, type StubReply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { ResetPasswordForm } from "./reset-password-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const RESET = "POST /api/auth/reset-password";
const NEW_PASSWORD = "N3w-password";

async function renderAndSubmit(answer: StubReply) {
  const api = stubApi({ [RESET]: answer });
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordForm token="abc" />);
  const form = screen.getByRole("form", { name: "Reset password" });
  await user.type(within(form).getByLabelText("New password"), NEW_PASSWORD);
  await user.type(within(form).getByLabelText("Confirm new password"), NEW_PASSWORD);
  const submit = () => user.click(within(form).getByRole("button", { name: "Set new password" }));
  await submit();
  return { api, form, submit };
}

describe("ResetPasswordForm", () => {
  it("puts the server's issue with the new password under New password and focuses it", async () => {
    const { form } = await renderAndSubmit(
      apiError(422, "validation_failed", "Invalid input detected", [
        { path: ["newPassword"], message: "Invalid input detected" },
      ]),
    );

    const password = within(form).getByLabelText("New password");
    expect(await within(form).findByText("Invalid input detected")).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining("Invalid input detected"));
    expect(password).toHaveFocus();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a refusal without issues in the form's alert, and clears it on the next submit", async () => {
    const incomplete = "The reset link is incomplete.";
    const { api, form, submit } = await renderAndSubmit(
      apiError(422, "validation_failed", incomplete, [{ path: ["token"], message: incomplete }]),
    );
    expect(await within(form).findByRole("alert")).toHaveTextContent(incomplete);

    api.on(
      RESET,
      apiError(422, "validation_failed", "Invalid input detected", [
        { path: ["newPassword"], message: "Invalid input detected" },
      ]),
    );
    await submit();
    expect(await within(form).findByText("Invalid input detected")).toBeInTheDocument();
    expect(within(form).queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([400, 404, 410])(
    "replaces the form with the way to a new link when the server answers %i",
    async (status) => {
      await renderAndSubmit(apiError(status, "invalid_token", "Invalid token"));

      expect(await screen.findByRole("alert")).toHaveTextContent("This link cannot be used");
      expect(screen.queryByText("Invalid token")).not.toBeInTheDocument();
      expect(screen.queryByRole("form", { name: "Reset password" })).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
        "href",
        "/auth?view=forgot-password",
      );
    },
  );
});
