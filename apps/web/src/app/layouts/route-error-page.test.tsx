// Whole routes: any page's form may be validated, so every schema is loaded up front.
import "@/test/load-form-schemas";
import { PRODUCT_NAME } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutes } from "@/app/router";
import { apiError, stubApi } from "@/test/api-stub";
import { quietAppShell } from "@/test/quiet-app-shell";
import { createTestQueryClient } from "@/test/render-with-providers";

// The tests restore all mocks as they end, so the frame is quietened before each.
beforeEach(quietAppShell);

describe("route errors", () => {
  it("shows a friendly error page, inside the site frame, when a page cannot load", async () => {
    // React Router reports the failure on the console; the assertion is about what the person sees.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const [root] = createRoutes(createTestQueryClient());
    if (!root || root.index) throw new Error("the route tree starts with the root layout route");
    const router = createMemoryRouter(
      [
        {
          ...root,
          children: [{ path: "/", lazy: () => Promise.reject(new Error("Failed to fetch a page module")) }],
        },
      ],
      { initialEntries: ["/"] },
    );
    stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue") });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    expect(
      await screen.findByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole("main"));
    expect(main.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(main.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("navigation", { name: "Primary" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Something went wrong · ${PRODUCT_NAME}`));
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
});
