// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/profile/profile-form-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { TwoFactorSection } from "./two-factor-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOTP_URI = "otpauth://totp/Hatchery:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Hatchery";
const BACKUP_CODES = ["a1b2c-d3e4f", "g5h6i-j7k8l", "m9n0o-p1q2r"];

function renderSection(enabled: boolean) {
  renderWithProviders(
    <>
      <TwoFactorSection enabled={enabled} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe("TwoFactorSection", () => {
  it("enrols: password, then the QR code and key, then the code, then the backup codes once", async () => {
    const api = stubApi({
      "POST /api/auth/two-factor/enable": reply(200, { totpURI: TOTP_URI, backupCodes: BACKUP_CODES }),
      "POST /api/auth/two-factor/verify-totp": reply(200, { token: "t" }),
    });
    const user = renderSection(false);
    expect(screen.getByText("Off")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
    await user.type(screen.getByLabelText("Password"), "Analytic1!");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" });
    expect(qr.tagName.toLowerCase()).toBe("svg");
    expect(qr.querySelector("path")?.getAttribute("d")).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText("JBSWY3DPEHPK3PXP")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/two-factor/enable")[0]?.body).toEqual({ password: "Analytic1!" });
    // The codes wait until the app is confirmed to work.
    expect(screen.queryByText(BACKUP_CODES[0] as string)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("6-digit code"), "123 456");
    await user.click(screen.getByRole("button", { name: "Verify and turn on" }));

    const codes = await screen.findByRole("list", { name: "Backup codes" });
    expect(
      within(codes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);
    expect(screen.getByText("Save these backup codes now")).toBeInTheDocument();
    expect(screen.getByText(/They won't be shown again/)).toBeInTheDocument();
    expect(screen.getByText("Two-factor authentication is on")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/two-factor/verify-totp")[0]?.body).toEqual({ code: "123456" });

    await user.click(screen.getByRole("button", { name: "Copy codes" }));
    expect(await navigator.clipboard.readText()).toBe(BACKUP_CODES.join("\n"));
    expect(screen.getByRole("button", { name: "Download codes" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "I've saved my backup codes" }));
    expect(screen.queryByRole("list", { name: "Backup codes" })).not.toBeInTheDocument();
    expect(screen.queryByText(BACKUP_CODES[0] as string)).not.toBeInTheDocument();
  });

  it("asks for a 6-digit code and shows a wrong one's refusal", async () => {
    const api = stubApi({
      "POST /api/auth/two-factor/enable": reply(200, { totpURI: TOTP_URI, backupCodes: BACKUP_CODES }),
      "POST /api/auth/two-factor/verify-totp": apiError(
        400,
        "bad_request",
        "Invalid code. Please try again.",
      ),
    });
    const user = renderSection(false);
    await user.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
    await user.type(screen.getByLabelText("Password"), "Analytic1!");
    await user.click(screen.getByRole("button", { name: "Continue" }));

    await user.type(await screen.findByLabelText("6-digit code"), "12345");
    await user.click(screen.getByRole("button", { name: "Verify and turn on" }));
    expect(await screen.findByText("Enter the 6-digit code from your authenticator app")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/two-factor/verify-totp")).toHaveLength(0);

    await user.type(screen.getByLabelText("6-digit code"), "6");
    await user.click(screen.getByRole("button", { name: "Verify and turn on" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid code. Please try again.");
    expect(screen.queryByRole("list", { name: "Backup codes" })).not.toBeInTheDocument();
  });

  it("shows a wrong password at enrolment", async () => {
    stubApi({ "POST /api/auth/two-factor/enable": apiError(400, "bad_request", "Invalid password") });
    const user = renderSection(false);
    await user.click(screen.getByRole("button", { name: "Turn on two-factor authentication" }));
    await user.type(screen.getByLabelText("Password"), "nope");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid password");
    expect(screen.queryByRole("img", { name: "QR code for your authenticator app" })).not.toBeInTheDocument();
  });

  it("turns off only after confirming with the password", async () => {
    const api = stubApi({ "POST /api/auth/two-factor/disable": reply(200, { status: true }) });
    const user = renderSection(true);
    expect(screen.getByText("On")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Turn off two-factor authentication" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Turn off two-factor authentication?" });
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(within(dialog).getByLabelText("Password")).toHaveAccessibleDescription("Enter your password");
    expect(api.requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Password"), "Analytic1!");
    await user.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Two-factor authentication is off")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.calls("POST /api/auth/two-factor/disable")[0]?.body).toEqual({ password: "Analytic1!" });
  });

  it("keeps two-factor on when the dialog is cancelled or the password is wrong", async () => {
    const api = stubApi({
      "POST /api/auth/two-factor/disable": apiError(400, "bad_request", "Invalid password"),
    });
    const user = renderSection(true);
    await user.click(screen.getByRole("button", { name: "Turn off two-factor authentication" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Turn off two-factor authentication" }));
    const dialog = screen.getByRole("alertdialog");
    await user.type(within(dialog).getByLabelText("Password"), "wrong{Enter}");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Invalid password");
  });
});
