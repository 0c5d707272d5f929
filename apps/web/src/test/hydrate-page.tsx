import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import type { ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, vi } from "vitest";
import { HydrationState } from "@/lib/use-hydrating";
import { createTestQueryClient } from "./render-with-providers";

function tree(ui: ReactNode, path: string, queryClient: QueryClient) {
  const pathname = path.split("?")[0] ?? "/";
  const router = createMemoryRouter([{ path: pathname, element: ui }], { initialEntries: [path] });
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationState hydrating>
        <RouterProvider router={router} />
      </HydrationState>
    </QueryClientProvider>
  );
}

/**
 * The page as the build pre-renders it (at `builtAt`, for nothing remembered and no answers), then
 * hydrated at `path` in this browser, as a visitor's first view of a pre-rendered route is. The container
 * is in the document; unmount the root after the test.
 */
async function hydratePage(
  ui: ReactNode,
  {
    builtAt,
    path,
    queryClient = createTestQueryClient(),
  }: { builtAt: string; path: string; queryClient?: QueryClient },
): Promise<{ container: HTMLElement; root: Root }> {
  const html = renderToString(tree(ui, builtAt, createTestQueryClient()));
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(ui, path, queryClient));
  });
  if (!root) throw new Error("hydrateRoot returned no root");
  return { container, root };
}

/**
 * `hydratePage`, then `check` on the hydrated page; fails on anything React logged as an error on the
 * way (a hydration mismatch among them), and unmounts the page whatever happened.
 */
export async function withHydratedPage(
  ui: ReactNode,
  options: { builtAt: string; path: string; queryClient?: QueryClient },
  check: () => Promise<void>,
): Promise<void> {
  const consoleError = vi.spyOn(console, "error");
  try {
    const { root, container } = await hydratePage(ui, options);
    try {
      await check();
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  } finally {
    consoleError.mockRestore();
  }
}
