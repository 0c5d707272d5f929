import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as soundSettings from "@/components/sound-settings";
import { expectSession } from "@/lib/auth/session";
import * as toasts from "@/lib/toast";
import { apiError, networkError, reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const toast = vi.spyOn(toasts, "toast");

vi.spyOn(soundSettings, "SoundSettings").mockImplementation(() => (
  <button type="button">Sound settings</button>
));

function renderAt(path: string) {
  const frame = (
    <>
      <SiteHeader />
      <SiteFooter />
    </>
  );
  const router = createMemoryRouter([{ path: "*", element: frame }], { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const signedOut = apiError(401, "unauthenticated", "Sign in to continue");

beforeEach(() => {
  stubApi({ "GET /api/account/me": signedOut });
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  toast.mockClear();
});

describe("SiteHeader", () => {
  it("links the logo to the home page", () => {
    renderAt("/about");
    expect(screen.getByRole("link", { name: "Hatchery home" })).toHaveAttribute("href", "/");
  });

  it("renders the primary navigation", () => {
    renderAt("/about");
    const nav = screen.getByRole("navigation", { name: "Primary" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Incubators", "/incubators"],
      ["Teams", "/teams"],
      ["Projects", "/projects"],
      ["Library", "/library"],
      ["Games", "/games"],
      ["Advisors", "/advisors"],
    ]);
  });

  it("marks the current section", () => {
    renderAt("/teams");
    const nav = screen.getByRole("navigation", { name: "Primary" });
    expect(within(nav).getByRole("link", { name: "Teams" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Projects" })).not.toHaveAttribute("aria-current");
  });

  it("offers sign-in and the sound settings", async () => {
    renderAt("/");
    const header = screen.getByRole("banner");
    expect(await within(header).findByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    expect(await within(header).findByRole("button", { name: "Sound settings" })).toBeInTheDocument();
  });

  it("does not look the session up for a browser that never had one", async () => {
    const api = stubApi({ "GET /api/account/me": signedOut });
    renderAt("/teams");
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
    expect(api.calls("GET /api/account/me")).toHaveLength(0);
  });

  it("brings the person back to the page they signed in from", async () => {
    renderAt("/teams/rocket?tab=members");
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fteams%2Frocket%3Ftab%3Dmembers",
    );
  });

  /** The list the "Menu" button opens, found through the button's wiring. */
  function menuList() {
    const button = screen.getByRole("button", { name: "Menu" });
    const list = document.getElementById(button.getAttribute("popovertarget") ?? "");
    if (!list) throw new Error("The Menu button names no element");
    return list;
  }

  /*
   * The test DOM has no popovers: the menu is stubbed as the browser's, open or closed, with its
   * `hidePopover` watched.
   */
  function stubPopover(list: HTMLElement, open: boolean) {
    const hidePopover = vi.fn();
    const matches = list.matches.bind(list);
    list.hidePopover = hidePopover;
    vi.spyOn(list, "matches").mockImplementation((selector) =>
      selector === ":popover-open" ? open : matches(selector),
    );
    return hidePopover;
  }

  it("folds the navigation behind a menu button on small screens, a popover that needs no script", () => {
    renderAt("/");
    const button = screen.getByRole("button", { name: "Menu" });
    const list = menuList();
    expect(list.tagName).toBe("UL");
    expect(list).toHaveAttribute("popover", "auto");
    expect(list).toContainElement(screen.getByRole("link", { name: "Incubators" }));
    expect(list).toContainElement(screen.getByRole("link", { name: "Advisors" }));
    // The browser keeps the open state and tells assistive technology of it from the popover's button.
    expect(button).not.toHaveAttribute("aria-expanded");
    expect(button).not.toHaveAttribute("aria-controls");
  });

  it("closes the menu when a link is followed", async () => {
    const { router } = renderAt("/");
    const hidePopover = stubPopover(menuList(), true);
    fireEvent.click(screen.getByRole("link", { name: "Library" }));
    expect(hidePopover).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(router.state.location.pathname).toBe("/library"));
  });

  it("leaves a closed menu alone when a link is followed", () => {
    renderAt("/");
    const hidePopover = stubPopover(menuList(), false);
    fireEvent.click(screen.getByRole("link", { name: "Library" }));
    expect(hidePopover).not.toHaveBeenCalled();
  });

  // As in a browser without popovers: the test DOM has none.
  it("opens and closes the panel itself where there are no popovers, and follows a link", async () => {
    const { router } = renderAt("/");
    const button = screen.getByRole("button", { name: "Menu" });
    const list = menuList();
    expect(list).toHaveClass("hidden");

    fireEvent.click(button);
    expect(list).toHaveAttribute("data-open");
    fireEvent.click(button);
    expect(list).not.toHaveAttribute("data-open");

    fireEvent.click(button);
    fireEvent.click(screen.getByRole("link", { name: "Games" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/games"));
    expect(list).not.toHaveAttribute("data-open");
  });
});

describe("SiteHeader account menu", () => {
  // This browser found a session before, so the header asks the server.
  beforeEach(() => {
    expectSession();
  });

  async function openMenu() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    return { user, menu: await screen.findByRole("menu") };
  }

  it("replaces sign-in with the account menu once signed in", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    renderAt("/teams");
    const { menu } = await openMenu();
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(within(menu).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(within(menu).getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    expect(within(menu).getByRole("menuitem", { name: "Subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
    expect(within(menu).getByRole("menuitem", { name: "Notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
    // Admin is for admins only.
    expect(within(menu).queryByRole("menuitem", { name: "Admin" })).not.toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Sign out" })).toBeInTheDocument();
    expect(within(menu).getByRole("menuitem", { name: "Sign out of all devices" })).toBeInTheDocument();
  });

  it("links an admin to the administration from the account menu", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ roles: ["admin"] })) });
    renderAt("/teams");
    const { menu } = await openMenu();
    expect(within(menu).getByRole("menuitem", { name: "Admin" })).toHaveAttribute("href", "/admin");
  });

  it("signs out: 'Signed out', the session forgotten, a guarded page left for the home page", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "POST /api/auth/sign-out": reply(200, { success: true }),
    });
    const { router, queryClient } = renderAt("/dashboard");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Signed out" }));
    expect(api.calls("POST /api/auth/sign-out")).toHaveLength(1);
    expect(router.state.location.pathname).toBe("/");
    expect(queryClient.getQueryData(["session"])).toBeNull();
    expect(await screen.findByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });

  it("stays on a public page after signing out", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "POST /api/auth/sign-out": reply(200, { success: true }),
    });
    const { router } = renderAt("/teams");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Signed out" }));
    expect(router.state.location.pathname).toBe("/teams");
  });

  it("signs out of all devices: revokes every session, then signs out", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "POST /api/auth/revoke-sessions": reply(200, { status: true }),
      // Revoking every session ended this one too.
      "POST /api/auth/sign-out": apiError(401, "unauthenticated", "Sign in to continue"),
    });
    renderAt("/teams");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out of all devices" }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Signed out" }));
    expect(
      api.requests.filter((request) => request.method === "POST").map((request) => request.path),
    ).toEqual(["/api/auth/revoke-sessions", "/api/auth/sign-out"]);
  });

  it.each([401, 403, 404])("treats a %i answer to sign-out as signed out", async (status) => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "POST /api/auth/sign-out": apiError(status, "any", "No session"),
    });
    const { queryClient } = renderAt("/teams");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: "Signed out" }));
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ variant: "destructive" }));
    expect(queryClient.getQueryData(["session"])).toBeNull();
  });

  it.each([
    ["a server error", apiError(500, "internal", "An unexpected error occurred. Please try again.")],
    ["a network failure", networkError()],
  ])("says so when signing out fails with %s, and keeps the session", async (_, failure) => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()), "POST /api/auth/sign-out": failure });
    const { queryClient } = renderAt("/teams");
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole("menuitem", { name: "Sign out" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "An error occurred while signing out",
        variant: "destructive",
      }),
    );
    expect(toast).not.toHaveBeenCalledWith({ title: "Signed out" });
    expect(queryClient.getQueryData(["session"])).toEqual(sessionFixture());
  });
});

describe("SiteFooter", () => {
  it("links to the information pages", () => {
    renderAt("/");
    const nav = screen.getByRole("navigation", { name: "Footer" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["About", "/about"],
      ["Who is this for?", "/who-is-this-for"],
      ["FAQ", "/faq"],
      ["Documentation", "/documentation"],
      ["Contact support", "/support"],
      ["Terms", "/terms"],
      ["Privacy", "/privacy"],
      ["Sitemap", "/sitemap"],
    ]);
  });
});
