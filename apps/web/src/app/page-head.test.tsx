import { documentTitle, ROUTE_DESCRIPTIONS } from "@hatchery/shared";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { projectDetailFixture } from "@/features/projects/test/fixtures";
import { teamDetailFixture } from "@/features/teams/test/fixtures";
import { resetDocumentHeadForTests } from "@/lib/page-head";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { quietAppShell } from "@/test/quiet-app-shell";
import { renderRoute } from "@/test/render-route";

/*
 * The document's head as the person moves through the app's real routes: a page about one piece of
 * content keeps its own title, description, canonical link and Open Graph tags after a client-side
 * navigation, and every other page its route's.
 */

quietAppShell();

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute("content"),
  canonical: new URL(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? "")
    .pathname,
  ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute("content"),
  ogDescription: document.head.querySelector('meta[property="og:description"]')?.getAttribute("content"),
  ogUrl: new URL(document.head.querySelector('meta[property="og:url"]')?.getAttribute("content") ?? "")
    .pathname,
});

function clearHead() {
  for (const element of document.head.querySelectorAll("[data-page-head], meta[name='description']")) {
    element.remove();
  }
  document.title = "Hatchery";
}

/**
 * Holds the team's answer until `release` is called, so a test sees the page reading it; `asked` settles
 * once the page has asked.
 */
function holdTeamAnswer(): { release: () => void; asked: Promise<void> } {
  const answered = globalThis.fetch;
  let release: () => void = () => {};
  let wasAsked: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    wasAsked = resolve;
  });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes("/api/teams/night-owls")) {
      wasAsked();
      await held;
    }
    return answered(input, init);
  });
  return { release, asked };
}

beforeEach(() => {
  clearHead();
  resetDocumentHeadForTests();
  stubApi({
    "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue"),
    "GET /api/teams/night-owls": reply(200, teamDetailFixture()),
    "GET /api/projects/solar-kit": reply(200, projectDetailFixture()),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearHead();
});

describe("the document's head on navigation", () => {
  it("names a team's and a project's page after them after a client-side move, and a plain page after its route", async () => {
    const { router } = renderRoute("/about");
    expect(await screen.findByRole("heading", { level: 1, name: "About Hatchery" })).toBeInTheDocument();
    await waitFor(() =>
      expect(head()).toMatchObject({
        title: documentTitle("About"),
        description: ROUTE_DESCRIPTIONS.about,
        canonical: "/about",
      }),
    );

    await router.navigate("/teams/night-owls");
    expect(await screen.findByRole("heading", { level: 1, name: "Night Owls" })).toBeInTheDocument();
    await waitFor(() =>
      expect(head()).toEqual({
        title: documentTitle("Night Owls"),
        description: "Payroll for small shops.",
        canonical: "/teams/night-owls",
        ogTitle: "Night Owls",
        ogDescription: "Payroll for small shops.",
        ogUrl: "/teams/night-owls",
      }),
    );

    await router.navigate("/projects/solar-kit");
    expect(await screen.findByRole("heading", { level: 1, name: "Solar Kit" })).toBeInTheDocument();
    await waitFor(() =>
      expect(head()).toMatchObject({
        title: documentTitle("Solar Kit"),
        description: "Off-grid power for field clinics.",
        canonical: "/projects/solar-kit",
        ogTitle: "Solar Kit",
      }),
    );

    // Back on a page of no content of its own: the route's words, not the project's left behind.
    await router.navigate("/about");
    expect(await screen.findByRole("heading", { level: 1, name: "About Hatchery" })).toBeInTheDocument();
    await waitFor(() =>
      expect(head()).toMatchObject({
        title: documentTitle("About"),
        description: ROUTE_DESCRIPTIONS.about,
        canonical: "/about",
        ogTitle: "About",
      }),
    );
    // One of each tag, however many pages were shown.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });

  it("shows the route's title while a page reads its content, then the content's", async () => {
    const team = holdTeamAnswer();
    const { router } = renderRoute("/about");
    expect(await screen.findByRole("heading", { level: 1, name: "About Hatchery" })).toBeInTheDocument();
    await router.navigate("/teams/night-owls");
    await team.asked;
    await waitFor(() => expect(document.title).toBe(documentTitle("Team")));
    team.release();
    await waitFor(() => expect(document.title).toBe(documentTitle("Night Owls")));
  });

  it("keeps the head the server wrote for the first page while it reads its content", async () => {
    const base = teamDetailFixture();
    stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "Sign in to continue"),
      "GET /api/teams/night-owls": reply(200, {
        ...base,
        team: { ...base.team, name: "Night Owls Renamed" },
      }),
    });
    const team = holdTeamAnswer();
    // As the server sends /teams/night-owls (apps/server/src/lib/page-head.ts).
    document.title = documentTitle("Night Owls");
    document.head.insertAdjacentHTML(
      "beforeend",
      `<link rel="canonical" href="${window.location.origin}/teams/night-owls" data-page-head><meta property="og:title" content="Night Owls" data-page-head>`,
    );
    renderRoute("/teams/night-owls");
    expect(document.title).toBe(documentTitle("Night Owls"));
    await team.asked;
    expect(document.title).toBe(documentTitle("Night Owls"));
    team.release();
    await waitFor(() => expect(document.title).toBe(documentTitle("Night Owls Renamed")));
    await waitFor(() => expect(head().ogTitle).toBe("Night Owls Renamed"));
  });
});
