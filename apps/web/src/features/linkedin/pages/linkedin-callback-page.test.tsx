import { ACCOUNT_DISABLED_MESSAGE, CALLBACK_URL_STALE_WARNING_MS } from "@hatchery/shared";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { dismissToast } from "@/lib/toast";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { LinkedInCallbackPage } from "./linkedin-callback-page";

const NOW = Date.parse("2026-11-21T12:00:00.000Z");

beforeEach(() => {
  vi.spyOn(Date, "now").mockReturnValue(NOW);
});

afterEach(() => {
  dismissToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Renders the callback at `search`, with pages at the places it may send the person. */
function renderCallback(search: string, path = "/auth/linkedin/callback") {
  const probe = (name: string) => ({ path: name, element: <h1>{`Arrived at ${name}`}</h1> });
  // The toasts outlive the page, as the app's Toaster does beside the router.
  render(<Toaster />);
  return renderWithProviders(<LinkedInCallbackPage />, {
    path: `${path}${search}`,
    routes: [probe("/dashboard"), probe("/profile"), probe("/auth")],
  });
}

const signedIn = () => stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });

describe("LinkedInCallbackPage", () => {
  it("welcomes the person and takes them to the redirect", async () => {
    signedIn();
    const { router } = renderCallback(`?redirect=%2Fprofile&ts=${NOW - 5_000}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Arrived at /profile" })).toBeInTheDocument();
    expect(screen.getByText("Welcome back!")).toBeInTheDocument();
    expect(screen.getByText("You have been successfully signed in.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("goes to the dashboard without a redirect", async () => {
    signedIn();
    renderCallback("");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Arrived at /dashboard" }),
    ).toBeInTheDocument();
  });

  it.each(["https://evil.example/steal", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "ignores the unsafe redirect %j and goes to the dashboard",
    async (redirect) => {
      signedIn();
      const { router } = renderCallback(`?${new URLSearchParams({ redirect })}`);
      expect(
        await screen.findByRole("heading", { level: 1, name: "Arrived at /dashboard" }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/dashboard");
    },
  );

  it("is also the page at /linkedin-callback", async () => {
    signedIn();
    renderCallback("?redirect=%2Fprofile", "/linkedin-callback");
    expect(await screen.findByRole("heading", { level: 1, name: "Arrived at /profile" })).toBeInTheDocument();
  });

  it("passes LinkedIn's error description through as text, with a way back to sign in", async () => {
    const api = stubApi();
    renderCallback(
      `?${new URLSearchParams({ error: "access_denied", error_description: "The user <b>cancelled</b> the authorization" })}`,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "LinkedIn sign-in didn't complete" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The user <b>cancelled</b> the authorization")).toBeInTheDocument();
    expect(document.querySelector("b")).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/auth");
    expect(api.requests).toHaveLength(0);
  });

  it("says clearly that sign-in didn't complete when only an error code came back", async () => {
    stubApi();
    renderCallback("?error=no_code&redirect=%2Fprofile");
    expect(
      screen.getByRole("heading", { level: 1, name: "LinkedIn sign-in didn't complete" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("LinkedIn didn't send back the code that completes the sign-in."),
    ).toBeInTheDocument();
    expect(screen.getByText("no_code")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fprofile",
    );
  });

  it.each([
    [
      "with the server's words",
      `?error=ACCOUNT_DISABLED&error_description=${encodeURIComponent(ACCOUNT_DISABLED_MESSAGE)}`,
    ],
    ["with only the code", "?error=ACCOUNT_DISABLED"],
  ])("tells a disabled account what a password sign-in tells it, %s", (_label, search) => {
    const api = stubApi();
    renderCallback(search);
    expect(
      screen.getByRole("heading", { level: 1, name: "LinkedIn sign-in didn't complete" }),
    ).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_DISABLED_MESSAGE)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it("explains an unknown error code in general words", () => {
    stubApi();
    renderCallback("?error=something_new");
    expect(screen.getByText("Something went wrong between LinkedIn and Hatchery.")).toBeInTheDocument();
  });

  it("says it couldn't find the session when there is none", async () => {
    stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue") });
    renderCallback("?redirect=%2Fprofile");
    expect(
      await screen.findByRole("heading", { level: 1, name: "LinkedIn sign-in didn't complete" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We couldn't find your session/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fprofile",
    );
    expect(screen.queryByText("Welcome back!")).not.toBeInTheDocument();
  });

  it("warns about a stale link and waits for the person to continue", async () => {
    signedIn();
    const user = userEvent.setup();
    const { router } = renderCallback(`?redirect=%2Fprofile&ts=${NOW - CALLBACK_URL_STALE_WARNING_MS - 1}`);
    expect(await screen.findByText("This link looks stale")).toBeInTheDocument();
    expect(await screen.findByText("You're signed in.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/auth/linkedin/callback");
    expect(screen.queryByText("Welcome back!")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Arrived at /profile" })).toBeInTheDocument();
  });

  it("warns about a stale link beside an error too", () => {
    stubApi();
    renderCallback(`?error=access_denied&ts=${NOW - CALLBACK_URL_STALE_WARNING_MS - 1}`);
    expect(screen.getByText("This link looks stale")).toBeInTheDocument();
  });

  it("lets the person try again when the session cannot be read", async () => {
    const api = stubApi({
      "GET /api/account/me": apiError(503, "unavailable", "The service is unavailable."),
    });
    const user = userEvent.setup();
    renderCallback("?redirect=%2Fprofile");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We couldn't confirm your session. The service is unavailable.",
    );
    api.on("GET /api/account/me", reply(200, sessionFixture()));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Arrived at /profile"),
    );
  });
});
