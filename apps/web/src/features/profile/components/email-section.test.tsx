// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/profile/profile-form-schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { EmailSection } from "./email-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(emailVerified: boolean) {
  renderWithProviders(
    <>
      <EmailSection user={sessionFixture({ emailVerified }).user} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe("EmailSection", () => {
  it("shows a verified address without a resend button", () => {
    stubApi();
    renderSection(true);
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resend verification email" })).not.toBeInTheDocument();
  });

  it("resends the verification email for an unverified address", async () => {
    const api = stubApi({ "POST /api/auth/send-verification-email": reply(200, { status: true }) });
    const user = renderSection(false);
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Verification email sent")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/send-verification-email")[0]?.body).toEqual({
      email: "ada@example.com",
      callbackURL: "/profile",
    });
  });

  it("shows why a resend failed", async () => {
    stubApi({
      "POST /api/auth/send-verification-email": apiError(
        429,
        "rate_limited",
        "Please wait before asking again.",
      ),
    });
    const user = renderSection(false);
    await user.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please wait before asking again.");
  });

  it("sends a verification link to the new address and explains what happens next", async () => {
    const api = stubApi({ "POST /api/auth/change-email": reply(200, { status: true }) });
    const user = renderSection(true);
    expect(screen.getByLabelText("New email address")).toHaveAccessibleDescription(
      expect.stringContaining("Your email changes only once you open that link"),
    );
    await user.type(screen.getByLabelText("New email address"), "  Ada@Analytical.ENGINE ");
    await user.click(screen.getByRole("button", { name: "Change email" }));

    expect(await screen.findByText("Verification sent")).toBeInTheDocument();
    expect(screen.getByText("ada@analytical.engine")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/change-email")[0]?.body).toEqual({
      newEmail: "ada@analytical.engine",
      callbackURL: "/profile",
    });
  });

  it("checks the new address with the shared rules", async () => {
    const api = stubApi();
    const user = renderSection(true);
    await user.type(screen.getByLabelText("New email address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(await screen.findByText("Invalid email format")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("New email address"));
    await user.type(screen.getByLabelText("New email address"), "ADA@example.com");
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(await screen.findByText("This is already your email address")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's answer when the change is refused", async () => {
    stubApi({
      "POST /api/auth/change-email": apiError(
        409,
        "conflict",
        "An account with this email already exists. Please sign in instead.",
      ),
    });
    const user = renderSection(true);
    await user.type(screen.getByLabelText("New email address"), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Change email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An account with this email already exists. Please sign in instead.",
    );
  });
});
