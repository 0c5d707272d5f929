import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { LinkedAccountsSection } from "./linked-accounts-section";

const NOW = Date.parse("2026-11-21T12:00:00.000Z");
const CREDENTIAL = { id: "a1", providerId: "credential", createdAt: "2026-11-01T09:00:00.000Z" };
const LINKEDIN = { id: "a2", providerId: "linkedin", createdAt: "2026-11-02T09:00:00.000Z" };

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderSection() {
  renderWithProviders(
    <>
      <LinkedAccountsSection />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

describe("LinkedAccountsSection", () => {
  it("links LinkedIn, coming back to the profile through the stamped callback", async () => {
    const api = stubApi({
      "GET /api/auth/list-accounts": reply(200, [CREDENTIAL]),
      "POST /api/auth/link-social": reply(200, {
        url: "https://www.linkedin.com/oauth/v2/authorization?x=1",
      }),
    });
    const user = renderSection();
    expect(await screen.findByText("Not linked")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Link LinkedIn" }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://www.linkedin.com/oauth/v2/authorization?x=1"),
    );
    const callbackURL = `/auth/linkedin/callback?redirect=%2Fprofile&ts=${NOW}`;
    expect(api.calls("POST /api/auth/link-social")[0]?.body).toEqual({
      provider: "linkedin",
      callbackURL,
      errorCallbackURL: callbackURL,
    });
    expect(screen.getByRole("button", { name: "Opening LinkedIn…" })).toBeDisabled();
  });

  it("starts the import through the resume callback", async () => {
    const api = stubApi({
      "GET /api/auth/list-accounts": reply(200, [CREDENTIAL, LINKEDIN]),
      "POST /api/auth/link-social": reply(200, {
        url: "https://www.linkedin.com/oauth/v2/authorization?x=2",
      }),
    });
    const user = renderSection();
    expect(await screen.findByText("Linked")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Import from LinkedIn" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(api.calls("POST /api/auth/link-social")[0]?.body).toMatchObject({
      callbackURL: `/auth/linkedin/resume/callback?ts=${NOW}`,
    });
  });

  it("unlinks after confirmation", async () => {
    const api = stubApi({
      "GET /api/auth/list-accounts": reply(200, [CREDENTIAL, LINKEDIN]),
      "POST /api/auth/unlink-account": reply(200, { status: true }),
    });
    const user = renderSection();
    await user.click(await screen.findByRole("button", { name: "Unlink LinkedIn" }));
    const dialog = screen.getByRole("alertdialog", { name: "Unlink LinkedIn?" });
    expect(api.calls("POST /api/auth/unlink-account")).toHaveLength(0);

    api.on("GET /api/auth/list-accounts", reply(200, [CREDENTIAL]));
    await user.click(within(dialog).getByRole("button", { name: "Unlink" }));
    expect(await screen.findByText("LinkedIn unlinked")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/unlink-account")[0]?.body).toEqual({ accountId: LINKEDIN.id });
    expect(await screen.findByText("Not linked")).toBeInTheDocument();
  });

  it("shows the server's refusal to unlink the only way to sign in", async () => {
    stubApi({
      "GET /api/auth/list-accounts": reply(200, [LINKEDIN]),
      "POST /api/auth/unlink-account": apiError(
        400,
        "bad_request",
        "LinkedIn is the only way you sign in. Set a password before unlinking it.",
      ),
    });
    const user = renderSection();
    await user.click(await screen.findByRole("button", { name: "Unlink LinkedIn" }));
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Unlink" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "LinkedIn is the only way you sign in. Set a password before unlinking it.",
    );
  });

  it("says so when the linked accounts cannot be loaded", async () => {
    stubApi({
      "GET /api/auth/list-accounts": apiError(
        500,
        "internal",
        "An unexpected error occurred. Please try again.",
      ),
    });
    renderSection();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load your linked accounts.");
  });
});
