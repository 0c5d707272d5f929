import { STORAGE_KEYS, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPositionInviteIntent } from "@/lib/landing-after-sign-in";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { applicationFixture, positionInviteFixture } from "../../../test/position-fixtures";
import { PositionInvitePage } from "./position-invite-page";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const INVITE = "GET /api/position-invites/tok-1";
const ACCEPT = "POST /api/position-invites/tok-1/accept";
const signedOut = apiError(401, "unauthenticated", "Sign in to continue");

function renderInvite(invite: StubReply, { signedIn = false, emailVerified = true } = {}) {
  if (signedIn) window.localStorage.setItem("hatchery.session", "1");
  const api = stubApi({
    [INVITE]: invite,
    "GET /api/account/me": signedIn ? reply(200, sessionFixture({ emailVerified })) : signedOut,
    "GET /api/config": reply(200, { linkedin: false, devMailbox: false, aiFeedback: false }),
  });
  const router = createMemoryRouter(
    [
      { path: "/position-invite/:token", element: <PositionInvitePage /> },
      { path: "*", element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ["/position-invite/tok-1"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

const member = { isMember: false, isIncubatorMember: true, openApplication: null };

describe("PositionInvitePage", () => {
  it("shows anyone the position and its team", async () => {
    renderInvite(reply(200, positionInviteFixture()));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Founding engineer at Rocket/ }),
    ).toHaveTextContent("Position invitation");
    expect(screen.getByText("Build the first version with us.")).toBeInTheDocument();
    expect(screen.getByText("Equity and a say in the product.")).toBeInTheDocument();
    expect(screen.getByText("Rockets for everyone · A team of Acme Labs")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the team" })).toHaveAttribute("href", "/teams/rocket");
  });

  it.each([
    [404, TEAM_ERROR_MESSAGES.inviteUnknown, "Check that you copied the whole link"],
    [410, TEAM_ERROR_MESSAGES.inviteExpired, "Invite links last a limited time"],
    [410, TEAM_ERROR_MESSAGES.inviteUsedUp, "Someone else took the last place"],
    [410, TEAM_ERROR_MESSAGES.inviteRevoked, "The team withdrew it"],
  ])("says what a link answered %i (%s) means, never an error page", async (status, message, lead) => {
    renderInvite(apiError(status, status === 404 ? "not_found" : "gone", message));
    expect(await screen.findByRole("heading", { level: 1, name: new RegExp(message) })).toBeInTheDocument();
    expect(screen.getByText(lead, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse teams" })).toHaveAttribute("href", "/teams");
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("offers another try when the link could not be checked", async () => {
    const { api, user } = renderInvite(apiError(500, "internal", "Boom"));
    expect(
      await screen.findByRole("heading", { level: 1, name: /The invitation could not be loaded/ }),
    ).toBeInTheDocument();
    api.on(INVITE, reply(200, positionInviteFixture()));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Founding engineer at Rocket/ }),
    ).toBeInTheDocument();
  });

  it("keeps the invite through sign-up: the intent is stored before the sign-up form opens", async () => {
    const { router, user } = renderInvite(reply(200, positionInviteFixture()));
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fposition-invite%2Ftok-1",
    );
    await user.click(screen.getByRole("link", { name: "Create account" }));
    expect(readPositionInviteIntent()?.token).toBe("tok-1");
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("clears the stored intent once the person is back, signed in", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.positionInviteIntent,
      JSON.stringify({ token: "tok-1", expiresAt: "2099-01-01T00:00:00.000Z" }),
    );
    renderInvite(reply(200, positionInviteFixture(member)), { signedIn: true });
    expect(await screen.findByRole("button", { name: "Accept" })).toBeInTheDocument();
    await vi.waitFor(() => expect(readPositionInviteIntent()).toBeUndefined());
  });

  it("sends the application with a message and says so", async () => {
    const { api, user } = renderInvite(reply(200, positionInviteFixture(member)), { signedIn: true });
    await user.type(await screen.findByLabelText("Message to the team (optional)"), "Count me in.");
    api.on(
      ACCEPT,
      reply(201, { application: applicationFixture({ viaInvite: true }), joinedIncubator: false }),
    );
    // Accepting used the link's last use: the card, refreshed, now answers so.
    api.on(INVITE, apiError(410, "gone", TEAM_ERROR_MESSAGES.inviteUsedUp));
    await user.click(screen.getByRole("button", { name: "Accept" }));
    const heading = await screen.findByRole("heading", { name: "Application sent" });
    expect(heading).toHaveFocus();
    await vi.waitFor(() => expect(api.calls(INVITE).length).toBeGreaterThan(1));
    expect(screen.getByRole("heading", { name: "Application sent" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Rocket" })).toHaveAttribute("href", "/teams/rocket");
    expect(api.calls(ACCEPT)[0]?.body).toEqual({ message: "Count me in." });
  });

  it("welcomes a person the link lets in at once, who joined the incubator as a guest on the way", async () => {
    const { api, user } = renderInvite(
      reply(200, positionInviteFixture({ ...member, isIncubatorMember: false })),
      { signedIn: true },
    );
    expect(await screen.findByText("You join Acme Labs as a guest member.")).toBeInTheDocument();
    api.on(
      ACCEPT,
      reply(201, { application: applicationFixture({ status: "accepted" }), joinedIncubator: true }),
    );
    await user.click(screen.getByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("heading", { name: "You're in" })).toBeInTheDocument();
    expect(screen.getByText(/You are now a guest member of the incubator too/)).toBeInTheDocument();
  });

  it("shows a refusal of the accept in place", async () => {
    const { api, user } = renderInvite(reply(200, positionInviteFixture(member)), { signedIn: true });
    api.on(ACCEPT, apiError(409, "conflict", TEAM_ERROR_MESSAGES.positionNotOpen));
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(TEAM_ERROR_MESSAGES.positionNotOpen);
  });

  it("writes the possessive of a team's name ending in s with the apostrophe alone", async () => {
    const invite = positionInviteFixture(member);
    renderInvite(reply(200, { ...invite, team: { ...invite.team, name: "Analytical Engines" } }), {
      signedIn: true,
    });
    expect(
      await screen.findByText(
        "Analytical Engines' leader reviews your application and may start a trial first.",
      ),
    ).toBeInTheDocument();
  });

  it("tells a member of the team, and someone who already applied, where they stand", async () => {
    renderInvite(reply(200, positionInviteFixture({ ...member, isMember: true })), { signedIn: true });
    expect(await screen.findByText("You're already a member of Rocket")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });

  it("tells an applicant their application's state", async () => {
    renderInvite(
      reply(200, positionInviteFixture({ ...member, openApplication: { id: "app-1", status: "trial" } })),
      { signedIn: true },
    );
    expect(await screen.findByText("You've already applied")).toBeInTheDocument();
    expect(screen.getByText(/is on trial/)).toBeInTheDocument();
  });

  it("asks an unverified person to confirm their email first", async () => {
    renderInvite(reply(200, positionInviteFixture(member)), { signedIn: true, emailVerified: false });
    expect(await screen.findByText("Email verification required")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Profile" })).toHaveAttribute("href", "/profile");
  });

  it("shows a position that is no longer open without an Accept button", async () => {
    renderInvite(reply(200, positionInviteFixture(member, { status: "filled" })), { signedIn: true });
    expect(await screen.findByText(TEAM_ERROR_MESSAGES.positionNotOpen)).toBeInTheDocument();
    expect(screen.getByText("Filled")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept" })).not.toBeInTheDocument();
  });
});
