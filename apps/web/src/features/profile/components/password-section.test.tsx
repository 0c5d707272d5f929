// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/profile/profile-form-schemas";
import { PASSWORD_MESSAGES } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { PasswordSection } from "./password-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection() {
  renderWithProviders(
    <>
      <PasswordSection />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, next: string, confirm = next) {
  await user.type(screen.getByLabelText("Current password"), "Analytic1!");
  await user.type(screen.getByLabelText("New password"), next);
  await user.type(screen.getByLabelText("Confirm new password"), confirm);
}

describe("PasswordSection", () => {
  it("changes the password and can sign out the other devices", async () => {
    const api = stubApi({ "POST /api/auth/change-password": reply(200, { token: "t" }) });
    const user = renderSection();
    await fill(user, "Engine2!Difference");
    await user.click(screen.getByRole("switch", { name: "Sign out of my other devices" }));
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText("Password changed")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/change-password")[0]?.body).toEqual({
      currentPassword: "Analytic1!",
      newPassword: "Engine2!Difference",
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("joins every broken sign-up rule with '; ', before sending anything", async () => {
    const api = stubApi();
    const user = renderSection();
    await fill(user, "abcdefgh");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText(
        [
          PASSWORD_MESSAGES.missingUppercase,
          PASSWORD_MESSAGES.missingNumber,
          PASSWORD_MESSAGES.missingSpecialCharacter,
        ].join("; "),
      ),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("asks for the same new password twice", async () => {
    const api = stubApi();
    const user = renderSection();
    await fill(user, "Engine2!Difference", "Engine2!Different");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(screen.getByLabelText("Confirm new password")).toHaveAccessibleDescription(
      "Passwords do not match",
    );
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's answer for a wrong current password", async () => {
    stubApi({
      "POST /api/auth/change-password": apiError(400, "bad_request", "Your current password is not correct"),
    });
    const user = renderSection();
    await fill(user, "Engine2!Difference");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your current password is not correct");
  });
});
