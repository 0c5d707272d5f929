// Whole routes: any page's form may be validated, so every schema is loaded up front.
import "@/test/load-form-schemas";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projectKeys } from "@/lib/query-keys/project-keys";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { quietAppShell } from "@/test/quiet-app-shell";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";
import { projectDetailFixture, teamChoicesFixture } from "../test/fixtures";

quietAppShell();

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** The project pages as the app's real route tree serves them, behind its guards. */
describe("project routes", () => {
  it("sends a signed-out visitor from /projects/create to sign in, remembering where they were going", async () => {
    stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "Sign in first") });
    // A browser that once had a session asks who is signed in; the answer says nobody is now.
    window.localStorage.setItem("hatchery.session", "1");
    const { router } = renderRoute("/projects/create?team=sun-team");
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(decodeURIComponent(router.state.location.search)).toContain("/projects/create?team=sun-team");
  });

  it("opens /projects/create for a signed-in person", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/teams": reply(200, teamChoicesFixture()),
    });
    renderRoute("/projects/create");
    expect(await screen.findByRole("form", { name: "New project" })).toBeInTheDocument();
  });

  it("serves /projects/{slug} to visitors without signing in", async () => {
    stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "Sign in first"),
      "GET /api/projects/solar-kit": reply(200, projectDetailFixture()),
    });
    const { queryClient } = renderRoute("/projects/solar-kit");
    expect(await screen.findByRole("heading", { level: 1, name: "Solar Kit" })).toBeInTheDocument();
    // The page reads it under the key the route's loader fills while the page's chunk downloads.
    expect(queryClient.getQueryData(projectKeys.detail("solar-kit"))).toEqual(projectDetailFixture());
  });
});
