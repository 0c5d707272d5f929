// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { TwoFactorForm } from "./two-factor-form";

afterEach(() => {
  vi.unstubAllGlobals();
});

const VERIFY_TOTP = "POST /api/auth/two-factor/verify-totp";
const VERIFY_BACKUP_CODE = "POST /api/auth/two-factor/verify-backup-code";

function renderForm() {
  const api = stubApi();
  const user = userEvent.setup();
  renderWithProviders(<TwoFactorForm onCancel={vi.fn()} />);
  // Switching method gives a new form, so each look finds the current one.
  const form = () => screen.getByRole("form", { name: "Two-factor authentication" });
  const verify = () => user.click(within(form()).getByRole("button", { name: "Verify" }));
  return { api, user, form, verify };
}

describe("TwoFactorForm", () => {
  it("puts the server's issue with the backup code under its field and focuses it", async () => {
    const { api, user, form, verify } = renderForm();
    api.on(
      VERIFY_BACKUP_CODE,
      apiError(422, "validation_failed", "Enter a backup code", [
        { path: ["code"], message: "Enter a backup code" },
      ]),
    );
    await user.click(within(form()).getByRole("button", { name: "Use a backup code" }));
    await user.type(within(form()).getByLabelText("Backup code"), "abcde-12345");
    await verify();

    const code = within(form()).getByLabelText("Backup code");
    expect(await within(form()).findByText("Enter a backup code")).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription(expect.stringContaining("Enter a backup code"));
    expect(code).toHaveFocus();
    expect(within(form()).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a rejected code in the form's alert, and clears it on the next submit", async () => {
    const { api, user, form, verify } = renderForm();
    api.on(VERIFY_TOTP, apiError(401, "unauthenticated", "Invalid code"));
    const code = within(form()).getByLabelText("Authentication code");
    await user.type(code, "000000");
    await verify();
    expect(await within(form()).findByRole("alert")).toHaveTextContent("Invalid code");
    expect(code).toHaveAccessibleDescription(expect.not.stringContaining("Invalid code"));

    api.on(
      VERIFY_TOTP,
      apiError(422, "validation_failed", "Code expired", [{ path: ["code"], message: "Code expired" }]),
    );
    await verify();
    expect(await within(form()).findByText("Code expired")).toBeInTheDocument();
    expect(within(form()).queryByRole("alert")).not.toBeInTheDocument();
    expect(code).toHaveFocus();
  });

  it("starts the other method without the previous method's error", async () => {
    const { api, user, form, verify } = renderForm();
    api.on(VERIFY_TOTP, apiError(401, "unauthenticated", "Invalid code"));
    await user.type(within(form()).getByLabelText("Authentication code"), "000000");
    await verify();
    expect(await within(form()).findByRole("alert")).toHaveTextContent("Invalid code");

    await user.click(within(form()).getByRole("button", { name: "Use a backup code" }));
    expect(within(form()).getByLabelText("Backup code")).toHaveFocus();
    expect(within(form()).queryByRole("alert")).not.toBeInTheDocument();
  });
});
