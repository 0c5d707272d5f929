// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HydrationState } from "@/lib/use-hydrating";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { withHydratedPage } from "@/test/hydrate-page";
import { createTestQueryClient } from "@/test/render-with-providers";
import { AuthPage } from "./auth-page";

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

function visitor({ linkedin = false } = {}) {
  return stubApi({
    "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue"),
    "GET /api/config": reply(200, { linkedin, devMailbox: true, aiFeedback: false }),
    "POST /api/auth/sign-in/email": apiError(401, "invalid_credentials", "Invalid email or password."),
  });
}

/** The page's markup as the build writes it into /auth's HTML: one for every address and visitor. */
function builtHtml(): string {
  const router = createMemoryRouter([{ path: "/auth", element: <AuthPage /> }], {
    initialEntries: ["/auth"],
  });
  return renderToString(
    <QueryClientProvider client={createTestQueryClient()}>
      <HydrationState hydrating>
        <RouterProvider router={router} />
      </HydrationState>
    </QueryClientProvider>,
  );
}

describe("AuthPage pre-rendered", () => {
  it("cannot be sent before the app starts: the build's form has its submit button disabled", () => {
    const container = document.createElement("div");
    container.innerHTML = builtHtml();

    const forms = container.querySelectorAll("form");
    expect(forms).toHaveLength(1);
    const submits = forms[0]?.querySelectorAll('button[type="submit"]') ?? [];
    expect(submits).toHaveLength(1);
    // The default button disabled: neither a press nor Enter in a field submits the form natively.
    expect(submits[0]).toBeDisabled();
  });

  it.each([
    ["/auth", "Sign in to Hatchery", "Sign in"],
    ["/auth?view=sign-up", "Join Hatchery", "Sign up"],
    ["/auth?view=sign-up&redirect=%2Fteams", "Join Hatchery", "Sign up"],
  ])("hydrates the build's page at %s without a mismatch, then shows its view", async (path, title, tab) => {
    visitor();
    await withHydratedPage(<AuthPage />, { builtAt: "/auth", path }, async () => {
      expect(await screen.findByRole("heading", { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      const form = screen.getByRole("form", { name: tab });
      expect(
        within(form).getByRole("button", { name: tab === "Sign in" ? "Sign in" : "Create account" }),
      ).toBeEnabled();
    });
  });

  it("hydrates at a step that replaces the tabs, and loads it after", async () => {
    visitor();
    await withHydratedPage(
      <AuthPage />,
      { builtAt: "/auth", path: "/auth?view=forgot-password" },
      async () => {
        expect(
          await screen.findByRole("heading", { level: 1, name: "Forgot your password?" }),
        ).toBeInTheDocument();
        expect(await screen.findByRole("button", { name: "Send reset link" })).toBeEnabled();
        expect(screen.queryByRole("tab")).not.toBeInTheDocument();
      },
    );
  });

  it("shows a verification link's error and LinkedIn only after hydrating", async () => {
    visitor({ linkedin: true });
    const queryClient = createTestQueryClient();
    await withHydratedPage(
      <AuthPage />,
      { builtAt: "/auth", path: "/auth?redirect=%2Fdashboard%3Ferror%3DINVALID_TOKEN", queryClient },
      async () => {
        expect(await screen.findByText("Your email address is not verified yet")).toBeInTheDocument();
        expect(await screen.findByRole("button", { name: "Continue with LinkedIn" })).toBeEnabled();
      },
    );
  });

  it("keeps what was typed before the app started, and sends it through the app", async () => {
    const api = visitor();
    const container = document.createElement("div");
    container.innerHTML = builtHtml();
    document.body.append(container);
    const form = within(container).getByRole("form", { name: "Sign in" });
    // Typed (or filled in by the browser) into the build's markup, before any script ran.
    (within(form).getByLabelText("Email") as HTMLInputElement).value = "ada@example.com";
    (within(form).getByLabelText("Password") as HTMLInputElement).value = "Sup3r-secret";

    const router = createMemoryRouter([{ path: "/auth", element: <AuthPage /> }], {
      initialEntries: ["/auth"],
    });
    const root = await act(async () =>
      hydrateRoot(
        container,
        <QueryClientProvider client={createTestQueryClient()}>
          <HydrationState hydrating>
            <RouterProvider router={router} />
          </HydrationState>
        </QueryClientProvider>,
      ),
    );
    try {
      const submit = within(form).getByRole("button", { name: "Sign in" });
      expect(submit).toBeEnabled();
      await userEvent.setup().click(submit);
      expect(await within(form).findByRole("alert")).toHaveTextContent("Invalid email or password.");
      expect(api.calls("POST /api/auth/sign-in/email").map((request) => request.body)).toEqual([
        expect.objectContaining({ email: "ada@example.com", password: "Sup3r-secret" }),
      ]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
