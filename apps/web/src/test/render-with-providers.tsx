import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";

/** A query client for tests: no retries, so a failure shows at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export interface RenderOptions {
  /** The first URL (path and query). */
  path?: string;
  /** Other routes beside the one under test, to see where navigation leads. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/**
 * Renders `ui` at `path` inside a memory router and a query client. Any other address renders a
 * heading naming it, so a test can see where a navigation landed.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = "/", routes = [], queryClient = createTestQueryClient() } = options;
  const pathname = path.split("?")[0] ?? "/";
  const router = createMemoryRouter(
    [{ path: pathname, element: ui }, ...routes, { path: "*", element: <LocationProbe /> }],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

function LocationProbe(): ReactNode {
  return <h1>Elsewhere</h1>;
}
