import { useQuery } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import * as toasts from "@/lib/toast";
import { apiError, networkError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { type GuardedAccess, RouteGuard } from "./route-guard";

const toast = vi.spyOn(toasts, "toast");

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
});

function renderGuarded(access: GuardedAccess, path = "/incubators/create") {
  return renderWithProviders(
    <RouteGuard access={access}>
      <h1>The guarded page</h1>
    </RouteGuard>,
    { path },
  );
}

const page = () => screen.findByRole("heading", { level: 1, name: "The guarded page" });
const signedOut = apiError(401, "unauthenticated", "Sign in to continue");

describe("RouteGuard", () => {
  it("shows 'Verifying Access' while the session is checked", async () => {
    vi.stubGlobal("fetch", () => new Promise(() => {}));
    renderGuarded({ kind: "signed-in" });
    expect(screen.getByRole("heading", { level: 1, name: "Verifying Access" })).toBeInTheDocument();
    expect(screen.queryByText("The guarded page")).not.toBeInTheDocument();
  });

  it("sends a signed-out visitor to /auth, remembering the origin with its query", async () => {
    stubApi({ "GET /api/account/me": signedOut });
    const { router } = renderGuarded({ kind: "signed-in" }, "/teams/rocket/feed?tab=latest");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.search).toBe("?redirect=%2Fteams%2Frocket%2Ffeed%3Ftab%3Dlatest");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows the page to a signed-in person", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ emailVerified: false })) });
    renderGuarded({ kind: "signed-in" });
    expect(await page()).toBeInTheDocument();
  });

  it("asks for a verified email where the route requires one, with one toast per visit", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ emailVerified: false })) });
    const { queryClient } = renderGuarded({ kind: "signed-in", verifiedEmail: true }, "/subscription");
    const heading = await screen.findByRole("heading", { level: 1, name: "Email Verification Required" });
    const card = heading.closest("[data-slot=card]") as HTMLElement;
    expect(within(card).getByRole("link", { name: "Go to Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByText("The guarded page")).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Email verification required", variant: "destructive" }),
    );

    // A renewed session (still unverified) re-renders the card without raising the toast again.
    await act(() => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Email Verification Required" }),
    ).toBeInTheDocument();
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it("shows the page once the email is verified", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ emailVerified: true })) });
    renderGuarded({ kind: "signed-in", verifiedEmail: true }, "/subscription");
    expect(await page()).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    ["advisor", "admin"],
    ["admin", "advisor"],
  ] as const)("denies the %s role to someone who only has %s", async (required, held) => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ roles: [held] })) });
    renderGuarded({ kind: "role", role: required, verifiedEmail: true });
    const heading = await screen.findByRole("heading", { level: 1, name: "Access Denied" });
    const card = heading.closest("[data-slot=card]") as HTMLElement;
    expect(within(card).getByText(`This page requires the ${required} role.`)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByText("The guarded page")).not.toBeInTheDocument();
  });

  it.each(["advisor", "coach"] as const)("admits a %s where an advisor is required", async (role) => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ roles: [role] })) });
    renderGuarded({ kind: "role", role: "advisor", verifiedEmail: true });
    expect(await page()).toBeInTheDocument();
  });

  it("admits an admin to an advisor route that lets admins in too, and only there", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ roles: ["admin"] })) });
    renderGuarded(
      { kind: "role", role: "advisor", verifiedEmail: true, adminsToo: true },
      "/incubators/acme/edit",
    );
    expect(await page()).toBeInTheDocument();
  });

  it("checks the role before the email: verifying would not help someone without the role", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["member"], emailVerified: false })),
    });
    renderGuarded({ kind: "role", role: "admin", verifiedEmail: true }, "/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it("asks an admin with an unverified email to verify it", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["admin"], emailVerified: false })),
    });
    renderGuarded({ kind: "role", role: "admin", verifiedEmail: true }, "/admin");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Email Verification Required" }),
    ).toBeInTheDocument();
  });

  it("denies a role route when the role lookup failed (403)", async () => {
    stubApi({ "GET /api/account/me": apiError(403, "forbidden", "Access denied") });
    renderGuarded({ kind: "role", role: "advisor", verifiedEmail: true });
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByText("This page requires the advisor role.")).toBeInTheDocument();
  });

  it("denies a role route when a renewal's role lookup fails, despite the roles read before", async () => {
    const api = stubApi({ "GET /api/account/me": reply(200, sessionFixture({ roles: ["admin"] })) });
    const { queryClient } = renderGuarded({ kind: "role", role: "admin", verifiedEmail: true }, "/admin");
    expect(await page()).toBeInTheDocument();
    api.on("GET /api/account/me", apiError(403, "forbidden", "Access denied"));
    await act(() => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }));
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
  });

  it("lets a signed-in person whose roles could not be read open a route that needs no role", async () => {
    stubApi({ "GET /api/account/me": apiError(403, "forbidden", "Access denied") });
    renderGuarded({ kind: "signed-in" }, "/feed");
    expect(await page()).toBeInTheDocument();
  });

  it("keeps the page through a network failure once the session is known", async () => {
    const api = stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    const { queryClient } = renderGuarded({ kind: "signed-in" }, "/feed");
    expect(await page()).toBeInTheDocument();
    api.on("GET /api/account/me", networkError());
    await act(() => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY }));
    expect(screen.getByRole("heading", { level: 1, name: "The guarded page" })).toBeInTheDocument();
  });

  it("says when access cannot be checked at all, and tries again on request", async () => {
    const api = stubApi({ "GET /api/account/me": networkError() });
    renderGuarded({ kind: "signed-in" }, "/feed");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't reach the server");
    expect(screen.getByRole("heading", { level: 1, name: "Verifying Access" })).toBeInTheDocument();

    api.on("GET /api/account/me", reply(200, sessionFixture()));
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await page()).toBeInTheDocument();
  });

  it("sends the person to /auth when their session expires during the visit", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/feed": reply(200, []),
    });
    function FeedPage() {
      useQuery({ queryKey: ["feed"], queryFn: () => apiRequest("/api/feed") });
      return <h1>The guarded page</h1>;
    }
    const { router, queryClient } = renderWithProviders(
      <RouteGuard access={{ kind: "signed-in" }}>
        <FeedPage />
      </RouteGuard>,
      { path: "/feed?unread=1" },
    );
    expect(await page()).toBeInTheDocument();

    api.on("GET /api/account/me", signedOut);
    api.on("GET /api/feed", signedOut);
    await act(() => queryClient.refetchQueries({ queryKey: ["feed"] }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.search).toBe("?redirect=%2Ffeed%3Funread%3D1");
  });
});
