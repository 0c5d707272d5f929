// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthPage } from "@/features/auth/pages/auth-page";
import { PositionInvitePage } from "@/features/teams/pages/position-invite-page";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { positionInviteFixture } from "@/test/position-fixtures";
import { createTestQueryClient } from "@/test/render-with-providers";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("An invite to a position, through sign-up", () => {
  it("brings the new account's verification link back to the invite", async () => {
    const api = stubApi({
      "GET /api/position-invites/tok-1": reply(200, positionInviteFixture()),
      "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue"),
      "GET /api/config": reply(200, { linkedin: false, devMailbox: false, aiFeedback: false }),
    });
    const router = createMemoryRouter(
      [
        { path: "/position-invite/:token", element: <PositionInvitePage /> },
        { path: "/auth", element: <AuthPage /> },
      ],
      { initialEntries: ["/position-invite/tok-1"] },
    );
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("link", { name: "Create account" }));

    const form = await screen.findByRole("form", { name: "Sign up" });
    api.on("POST /api/auth/sign-up/email", reply(200, { token: null, user: { id: "user-2" } }));
    await user.type(within(form).getByLabelText("First name"), "Grace");
    await user.type(within(form).getByLabelText("Last name"), "Hopper");
    await user.type(within(form).getByLabelText("Email"), "grace@example.com");
    await user.type(within(form).getByLabelText("Password"), "Sup3r-secret");
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await vi.waitFor(() => expect(api.calls("POST /api/auth/sign-up/email")).toHaveLength(1));
    expect(api.calls("POST /api/auth/sign-up/email")[0]?.body).toMatchObject({
      callbackURL: "/position-invite/tok-1",
    });
  });
});
