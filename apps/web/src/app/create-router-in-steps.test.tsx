import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createRouterInSteps, routesDiscoveredOnTheWay } from "./create-router-in-steps";

const page = (text: string) => () => <p>{text}</p>;

/** A root with a few of the app's pages (their real ids and paths) and the catch-all, as createRoutes makes. */
function appRoutes(loaders: Record<string, () => null> = {}): RouteObject[] {
  const route = (id: string, path: string): RouteObject => ({
    id,
    path,
    loader: loaders[id],
    Component: page(id),
  });
  return [
    {
      id: "root",
      children: [
        route("home", "/"),
        route("teams", "/teams"),
        route("team-create", "/teams/create"),
        route("team", "/teams/:slug"),
        route("not-found", "*"),
      ],
    },
  ];
}

const ids = (routes: RouteObject[]) => routes.map((route) => route.id);
const pageIds = (router: { state: { matches: { route: { id: string } }[] } }) =>
  router.state.matches.map((match) => match.route.id);

describe("routesDiscoveredOnTheWay", () => {
  it("starts with the root and the page at the address, or the not-found page, and adds each other page once", () => {
    const routes = appRoutes();
    expect(ids(routesDiscoveredOnTheWay(routes, "/teams/north").first[0]?.children ?? [])).toEqual(["team"]);
    expect(ids(routesDiscoveredOnTheWay(routes, "/nowhere").first[0]?.children ?? [])).toEqual(["not-found"]);

    const { discover } = routesDiscoveredOnTheWay(routes, "/teams");
    const patch = vi.fn();
    const reach = (path: string) =>
      discover({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined });
    reach("/teams/create");
    reach("/teams/create");
    reach("/teams");
    reach("/nowhere");
    expect(patch.mock.calls.map(([parent, children]) => [parent, ids(children)])).toEqual([
      ["root", ["team-create"]],
      ["root", ["not-found"]],
    ]);
  });
});

describe("createRouterInSteps", () => {
  it("starts the router at the browser's address, in a task after the one that made it", async () => {
    window.history.replaceState(null, "", "/teams");
    const loader = vi.fn(() => null);
    let tasks = 0;
    const counting = setInterval(() => {
      tasks += 1;
    }, 0);
    const router = await createRouterInSteps(appRoutes({ teams: loader }), undefined);
    clearInterval(counting);
    expect(tasks).toBeGreaterThan(0);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe("/teams");
    expect(pageIds(router)).toEqual(["root", "teams"]);
    expect(loader).toHaveBeenCalledOnce();
    router.dispose();
  });

  it("counts the loaders the hydration data names as run, and finds each page it navigates to", async () => {
    window.history.replaceState(null, "", "/teams/north");
    const loader = vi.fn(() => null);
    const router = await createRouterInSteps(appRoutes({ team: loader }), {
      loaderData: { team: null },
    });
    expect(router.state.initialized).toBe(true);
    expect(loader).not.toHaveBeenCalled();
    // A static address the dynamic page would also match goes to its own page.
    await router.navigate("/teams/create");
    expect(pageIds(router)).toEqual(["root", "team-create"]);
    await router.navigate("/teams");
    expect(pageIds(router)).toEqual(["root", "teams"]);
    expect(window.location.pathname).toBe("/teams");
    await router.navigate("/teams/south");
    expect(pageIds(router)).toEqual(["root", "team"]);
    expect(loader).toHaveBeenCalledOnce();
    await router.navigate("/nowhere/at-all");
    expect(pageIds(router)).toEqual(["root", "not-found"]);
    router.dispose();
  });
});
