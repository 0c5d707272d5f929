import type { RouteObject } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createRouterInSteps, routesDiscoveredOnTheWay } from "./create-router-in-steps";

/** How many times the steps gave the browser a task. */
const yields = vi.hoisted(() => ({ count: 0 }));
vi.mock("@/lib/yield-to-browser", async (original) => {
  const real = await original<typeof import("@/lib/yield-to-browser")>();
  return {
    yieldToBrowser: () => {
      yields.count += 1;
      return real.yieldToBrowser();
    },
  };
});

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

  it("marks the history's first entry in a task before making the router, which then leaves it", async () => {
    window.history.replaceState({ usr: { from: "elsewhere" } }, "", "/teams");
    const replaced: { state: unknown; afterYields: number }[] = [];
    const replaceState = window.history.replaceState.bind(window.history);
    const spy = vi.spyOn(window.history, "replaceState").mockImplementation((state, unused, url) => {
      replaced.push({ state, afterYields: yields.count });
      replaceState(state, unused, url);
    });
    yields.count = 0;
    const router = await createRouterInSteps(appRoutes(), undefined);
    // Once, ours, before the task the router is made in: the entry's state with the history's index.
    expect(replaced).toEqual([{ state: { usr: { from: "elsewhere" }, idx: 0 }, afterYields: 0 }]);
    expect(yields.count).toBe(2);
    router.dispose();

    // An entry already marked (a reload) is left alone, and costs no task.
    replaced.length = 0;
    yields.count = 0;
    const again = await createRouterInSteps(appRoutes(), undefined);
    expect(replaced).toEqual([]);
    expect(yields.count).toBe(1);
    spy.mockRestore();
    await again.navigate("/teams/north");
    expect(window.history.state.idx).toBe(1);
    again.dispose();
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
