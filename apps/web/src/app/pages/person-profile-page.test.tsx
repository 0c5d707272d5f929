import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQueryOptions } from "@/lib/auth/session";
import { reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { PersonProfilePage } from "./person-profile-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function profile(overrides: Record<string, unknown> = {}) {
  return {
    person: { id: "user-grace", name: "Grace Hopper", image: null, handle: "grace-hopper" },
    headline: "Compilers",
    bio: null,
    location: null,
    preferredRoles: [],
    skills: [],
    hoursPerWeek: null,
    rolePreference: "flexible",
    incubators: [],
    teams: [],
    projects: [],
    roleFit: null,
    skillsProfile: null,
    isPublic: false,
    isOwn: false,
    ...overrides,
  };
}

function renderPage(answer: ReturnType<typeof profile>) {
  stubApi({
    "GET /api/account/me": reply(200, sessionFixture()),
    "GET /api/people/grace-hopper": reply(200, answer),
  });
  const router = createMemoryRouter([{ path: "/people/:handle", element: <PersonProfilePage /> }], {
    initialEntries: ["/people/grace-hopper"],
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryOptions().queryKey, sessionFixture());
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("PersonProfilePage", () => {
  it("offers a signed-in reader a message to the person", async () => {
    renderPage(profile());
    expect(await screen.findByRole("button", { name: "Message Grace Hopper" })).toBeInTheDocument();
  });

  it("offers no message to the person on their own profile", async () => {
    renderPage(profile({ isOwn: true }));
    expect(await screen.findByRole("heading", { name: "Grace Hopper" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Message/ })).not.toBeInTheDocument();
  });
});
