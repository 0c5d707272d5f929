import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "@/components/ui/toaster";
import { createTestQueryClient } from "@/test/render-with-providers";

/**
 * A page under its real pattern (so it reads the slug from the address and can move to a new one),
 * with the toaster, and a heading naming any other address a navigation lands on.
 */
export function renderProjectRoute(pattern: string, page: ReactNode, path: string) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: page,
      },
      { path: "*", element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createTestQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Beside the router, as the root layout keeps it: a toast outlives the page that raised it. */}
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

function LocationProbe() {
  return <h1>Elsewhere</h1>;
}
