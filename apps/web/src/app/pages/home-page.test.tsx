import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { HomePage } from "./home-page";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("HomePage", () => {
  it("introduces the platform to a visitor, with the way to an account", async () => {
    stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue") });
    renderWithProviders(<HomePage />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Build your career with a team behind you" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create an account" })).toBeInTheDocument();
  });

  it("shows someone signed in what is new for them instead", async () => {
    localStorage.setItem("hatchery.session", "1");
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole("heading", { level: 1, name: /^Welcome back, / })).toBeInTheDocument();
    expect(screen.getByText("New in your feeds")).toBeInTheDocument();
    for (const link of screen.getAllByRole("link", { name: "Open your feed" })) {
      expect(link).toHaveAttribute("href", "/feed");
    }
    expect(screen.queryByRole("link", { name: "Create an account" })).not.toBeInTheDocument();
  });
});
