// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/profile/profile-form-schemas";
import { SOUND_DEFAULT_VOLUME } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubProfileApi } from "@/features/profile/test/profile-api";
import { soundEngine } from "@/lib/sound";
import { apiError, reply } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { ProfilePage } from "./profile-page";

afterEach(() => {
  vi.unstubAllGlobals();
  soundEngine.setMuted(false);
  soundEngine.setVolume(SOUND_DEFAULT_VOLUME);
  localStorage.clear();
});

const renderPage = () => renderWithProviders(<ProfilePage />, { path: "/profile" });

describe("ProfilePage", () => {
  it("has one h1 and a heading per section", async () => {
    stubProfileApi();
    renderPage();
    expect(await screen.findByRole("heading", { level: 2, name: "Personal details" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual([
      "Your profile",
    ]);
    const sections = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      "Personal details",
      "Team preferences",
      "Profile visibility",
      "Your skills",
      "Photo",
      "Email",
      "Password",
      "Two-factor authentication",
      "Sessions",
      "Time zone",
      "Appearance",
      "Notifications",
      "Sound",
      "Mentoring",
      "Become an advisor or coach",
    ]);
  });

  it("links to the person's mentoring sessions, and a coach to what they keep as a mentor", async () => {
    const api = stubProfileApi();
    const { unmount } = renderPage();
    const member = await screen.findByRole("region", { name: "Mentoring" });
    expect(
      within(member)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/mentoring/sessions", "/profile/mentor"]);
    unmount();

    api.on("GET /api/account/me", reply(200, sessionFixture({ roles: ["coach"] })));
    renderPage();
    const coach = await screen.findByRole("region", { name: "Mentoring" });
    expect(
      within(coach)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([
      "/mentoring/sessions",
      "/mentoring/shared",
      "/profile/mentor/availability",
      "/profile/mentor",
    ]);
  });

  it("shows a loading state until the session arrives", async () => {
    stubProfileApi();
    const stubbed = globalThis.fetch;
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]) === "/api/account/me") await held;
      return stubbed(...args);
    });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your profile…");
    release?.();
    expect(await screen.findByRole("heading", { level: 2, name: "Personal details" })).toBeInTheDocument();
  });

  it("says plainly when the profile cannot be loaded, and tries again on request", async () => {
    const api = stubProfileApi();
    api.on(
      "GET /api/account/me",
      apiError(500, "internal", "An unexpected error occurred. Please try again."),
    );
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't load your profile");
    expect(alert).toHaveTextContent("An unexpected error occurred. Please try again.");

    api.on("GET /api/account/me", reply(200, sessionFixture()));
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Personal details" })).toBeInTheDocument();
  });

  it("hides linked accounts when the installation does not offer LinkedIn", async () => {
    const api = stubProfileApi({ linkedin: false });
    renderPage();
    await screen.findByRole("heading", { level: 2, name: "Two-factor authentication" });
    await waitFor(() => expect(api.calls("GET /api/config")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Linked accounts" })).not.toBeInTheDocument();
    expect(api.calls("GET /api/auth/list-accounts")).toHaveLength(0);
  });

  it("offers linked accounts when the installation has LinkedIn", async () => {
    stubProfileApi({ linkedin: true });
    renderPage();
    expect(await screen.findByRole("heading", { level: 2, name: "Linked accounts" })).toBeInTheDocument();
  });

  it("mutes and sets the volume with the same settings as the header", async () => {
    stubProfileApi();
    const user = userEvent.setup();
    renderPage();
    const sound = within(await screen.findByRole("region", { name: "Sound" }));
    await user.click(sound.getByRole("switch", { name: "Mute" }));
    expect(soundEngine.getSettings().muted).toBe(true);
    sound.getByRole("slider", { name: "Volume" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(soundEngine.getSettings().volume).toBeCloseTo(0.69);
  });
});
