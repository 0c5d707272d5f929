import { CALLBACK_URL_STALE_WARNING_MS } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { LinkedInResumeCallbackPage } from "./linkedin-resume-callback-page";

const NOW = Date.parse("2026-11-21T12:00:00.000Z");

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function imported() {
  const account = sessionFixture();
  account.user.name = "Ada King";
  account.user.image = "/api/files/avatars/from-linkedin.jpg";
  account.profile.headline = "Analyst of engines";
  return account;
}

const renderResume = (search = `?ts=${NOW - 3_000}`) =>
  renderWithProviders(<LinkedInResumeCallbackPage />, { path: `/auth/linkedin/resume/callback${search}` });

describe("LinkedInResumeCallbackPage", () => {
  it("imports once and shows the name, headline and photo that came from LinkedIn", async () => {
    const api = stubApi({ "POST /api/account/linkedin/import": reply(200, imported()) });
    const { queryClient } = renderResume();
    expect(screen.getByRole("status")).toHaveTextContent("Importing your profile from LinkedIn…");

    expect(
      await screen.findByRole("heading", { level: 1, name: "LinkedIn profile imported" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Ada King")).toBeInTheDocument();
    expect(screen.getByText("Analyst of engines")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Your avatar from LinkedIn" })).toHaveAttribute(
      "src",
      "/api/files/avatars/from-linkedin.jpg",
    );
    expect(screen.getByRole("link", { name: "Go to your profile" })).toHaveAttribute("href", "/profile");
    expect(api.calls("POST /api/account/linkedin/import")).toHaveLength(1);
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(imported());
  });

  it("says what LinkedIn did not provide", async () => {
    const account = sessionFixture();
    stubApi({ "POST /api/account/linkedin/import": reply(200, account) });
    renderResume();
    expect(await screen.findByText("No headline on LinkedIn")).toBeInTheDocument();
    expect(screen.getByText("No photo on LinkedIn")).toBeInTheDocument();
  });

  it("passes the error description through and imports nothing", () => {
    const api = stubApi();
    renderResume(
      `?${new URLSearchParams({ error: "access_denied", error_description: "Permission was refused" })}`,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "LinkedIn profile import didn't complete" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Permission was refused")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to your profile" })).toHaveAttribute("href", "/profile");
    expect(api.requests).toHaveLength(0);
  });

  it("says clearly that it didn't complete when only an error code came back", () => {
    stubApi();
    renderResume("?error=no_code");
    expect(
      screen.getByRole("heading", { level: 1, name: "LinkedIn profile import didn't complete" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("LinkedIn didn't send back the code that completes the sign-in."),
    ).toBeInTheDocument();
  });

  it("says it couldn't find the session when the import answers 401", async () => {
    stubApi({ "POST /api/account/linkedin/import": apiError(401, "unauthenticated", "Sign in to continue") });
    renderResume();
    expect(await screen.findByText(/We couldn't find your session/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fprofile",
    );
  });

  it("shows the server's words for other failures and tries again on request", async () => {
    const api = stubApi({
      "POST /api/account/linkedin/import": apiError(
        409,
        "conflict",
        "Link your LinkedIn account before importing.",
      ),
    });
    const user = userEvent.setup();
    renderResume();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Link your LinkedIn account before importing.",
    );
    api.on("POST /api/account/linkedin/import", reply(200, imported()));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "LinkedIn profile imported" }),
    ).toBeInTheDocument();
  });

  it("warns about a stale link and imports only when asked", async () => {
    const api = stubApi({ "POST /api/account/linkedin/import": reply(200, imported()) });
    const user = userEvent.setup();
    renderResume(`?ts=${NOW - CALLBACK_URL_STALE_WARNING_MS - 1}`);
    expect(screen.getByText("This link looks stale")).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Import anyway" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "LinkedIn profile imported" }),
    ).toBeInTheDocument();
    expect(api.calls("POST /api/account/linkedin/import")).toHaveLength(1);
  });
});
