// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthPage } from "@/features/auth/pages/auth-page";
import { DocumentationPage } from "@/features/documentation/pages/documentation-page";
import { HomePage } from "@/features/home/pages/home-page";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('"Create an account" links', () => {
  it.each([
    ["the home page", "/", <HomePage key="home" />],
    ["the documentation", "/documentation", <DocumentationPage key="documentation" />],
  ] as [string, string, ReactNode][])("on %s open the sign-up tab", async (_, path, page) => {
    stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue"),
      "GET /api/config": reply(200, { linkedin: false, devMailbox: false, aiFeedback: false }),
    });
    renderWithProviders(page, { path, routes: [{ path: "/auth", element: <AuthPage /> }] });

    await userEvent.setup().click(screen.getByRole("link", { name: "Create an account" }));

    expect(await screen.findByRole("tab", { name: "Sign up" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("form", { name: "Sign up" })).toBeInTheDocument();
  });
});
