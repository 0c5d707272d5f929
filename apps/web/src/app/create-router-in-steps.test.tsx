import { describe, expect, it, vi } from "vitest";
import { createRouterInSteps } from "./create-router-in-steps";

const page = (text: string) => () => <p>{text}</p>;

describe("createRouterInSteps", () => {
  it("starts the router at the browser's address, in a task after the one that made it", async () => {
    window.history.replaceState(null, "", "/teams");
    const loader = vi.fn(() => null);
    let tasks = 0;
    const counting = setInterval(() => {
      tasks += 1;
    }, 0);
    const router = await createRouterInSteps(
      [
        {
          id: "root",
          path: "/",
          children: [{ id: "teams", path: "teams", loader, Component: page("Teams") }],
        },
      ],
      undefined,
    );
    clearInterval(counting);
    expect(tasks).toBeGreaterThan(0);
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(router.state.location.pathname).toBe("/teams");
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "teams"]);
    expect(loader).toHaveBeenCalledOnce();
    router.dispose();
  });

  it("counts the loaders the hydration data names as run, as createBrowserRouter does", async () => {
    window.history.replaceState(null, "", "/teams");
    const loader = vi.fn(() => null);
    const router = await createRouterInSteps(
      [
        {
          id: "root",
          path: "/",
          children: [{ id: "teams", path: "teams", loader, Component: page("Teams") }],
        },
      ],
      { loaderData: { teams: null } },
    );
    expect(router.state.initialized).toBe(true);
    expect(loader).not.toHaveBeenCalled();
    await router.navigate("/");
    expect(router.state.location.pathname).toBe("/");
    expect(window.location.pathname).toBe("/");
    router.dispose();
  });
});
