// Whole routes: any page's form may be validated, so every schema is loaded up front.
import "@/test/load-form-schemas";
import { documentTitle, NOT_FOUND_TITLE, PRODUCT_NAME, ROUTES } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { quietAppShell } from "@/test/quiet-app-shell";
import { renderRoute } from "@/test/render-route";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { createRoutes, PAGES } from "./router";

const routes = createRoutes(createTestQueryClient());

quietAppShell();

const childPaths = () => (routes[0]?.children ?? []).map((route) => route.path);

/** Gives parameterised patterns a concrete value, e.g. /teams/:slug → /teams/example. */
const samplePath = (pattern: string) => pattern.replace(/:[a-z]+/gi, "example");

const signedOut = apiError(401, "unauthenticated", "Sign in to continue");

describe("router", () => {
  beforeEach(() => {
    stubApi({
      "GET /api/account/me": signedOut,
      "GET /api/config": reply(200, { linkedin: false, devMailbox: true, aiFeedback: false }),
      "GET /api/dev/mailbox": reply(200, { messages: [] }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("has a page for every route id, and nothing else", () => {
    expect(Object.keys(PAGES).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });

  it("finds every page's module and the component it names", async () => {
    for (const load of Object.values(PAGES)) {
      expect((await load()).Component).toBeTypeOf("function");
    }
  });

  it("registers exactly the paths of ROUTES, then a catch-all", () => {
    expect(childPaths()).toEqual([...ROUTES.map((route) => route.path), "*"]);
  });

  it("loads every route lazily", () => {
    for (const route of routes[0]?.children ?? []) expect(route.lazy).toBeTypeOf("function");
  });

  it("puts every guarded route behind the access guard", async () => {
    renderRoute("/teams/example/feed");
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in"));
  });

  it.each(["/no-such-page", "/teams/example/unknown", "/library/unknown-topic"])(
    "shows the not-found page for %s",
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
      expect(within(screen.getByRole("main")).getByRole("link", { name: /home page/i })).toHaveAttribute(
        "href",
        "/",
      );
      await waitFor(() => expect(document.title).toBe(`${NOT_FOUND_TITLE} · ${PRODUCT_NAME}`));
    },
  );

  it.each(ROUTES.map((route) => [route.path, route.title, route.access.kind]))(
    "renders %s with one h1 and its title",
    async (pattern, title, access) => {
      // Guarded pages are seen by someone they admit; public ones (/auth among them) by a visitor.
      if (access !== "public") {
        stubApi({ "GET /api/account/me": reply(200, sessionFixture({ roles: ["admin", "advisor"] })) });
      }
      renderRoute(samplePath(pattern));
      await waitFor(() =>
        expect(screen.getByRole("heading", { level: 1 })).not.toHaveTextContent("Verifying Access"),
      );
      const heading = screen.getByRole("heading", { level: 1 });
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      if (pattern !== "/") expect(heading).toHaveTextContent(title);
      await waitFor(() => expect(document.title).toBe(`${title} · ${PRODUCT_NAME}`));
    },
  );

  it.each(ROUTES.map((route) => [route.path, route.title]))(
    "names %s in the tab from its first render, before its page has loaded",
    (pattern, title) => {
      document.title = PRODUCT_NAME;
      renderRoute(samplePath(pattern));
      expect(screen.queryByRole("heading", { level: 1 })).toBeNull();
      expect(document.title).toBe(documentTitle(title));
    },
  );

  it("shows the not-found page at /dev/mailbox where the installation keeps no mail", async () => {
    const api = stubApi({
      "GET /api/account/me": signedOut,
      "GET /api/config": reply(200, { linkedin: false, devMailbox: false, aiFeedback: false }),
    });
    renderRoute("/dev/mailbox");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle(NOT_FOUND_TITLE)));
    expect(api.calls("GET /api/dev/mailbox")).toHaveLength(0);
  });

  it("prefers a static segment to a parameter", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    renderRoute("/teams/create");
    expect(await screen.findByRole("heading", { level: 1, name: "Create a team" })).toBeInTheDocument();
  });

  it("opens the administration's overview for an admin", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ roles: ["admin"] })) });
    renderRoute("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Administration" })).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("navigation", { name: "Administration" })).toBeInTheDocument();
    expect(main.getAllByRole("link", { name: "Users" })[0]).toHaveAttribute("href", "/admin/users");
  });
});
