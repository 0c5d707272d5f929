import { STORAGE_KEYS } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";
import { articleSummaryFixture, overviewFixture } from "../test/library-fixtures";

// The app's page-view reports would outlive each test's stubbed network. A spy rather than `vi.mock`, so
// this file shares its worker's modules (quiet-app-shell.tsx says why).
vi.spyOn(pageViewTracker, "PageViewTracker").mockReturnValue(null);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const STACK = { section: "tech-roles", slug: "choosing-a-stack", title: "Choosing a stack" };
const SIGNED_OUT = apiError(401, "unauthenticated", "Not signed in.");

describe("the bookmarks page", () => {
  it("lists a signed-in person's bookmarks and removes one", async () => {
    rememberSignedIn();
    let items = [
      STACK,
      { section: "sales-lifecycle", slug: "qualifying-a-lead", title: "Qualifying a lead" },
    ];
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/library/bookmarks": () => reply(200, { items }),
      "DELETE /api/library/articles/tech-roles/choosing-a-stack/bookmark": () => {
        items = items.filter((item) => item.slug !== STACK.slug);
        return reply(200, { status: "read", bookmarked: false });
      },
    });
    renderRoute("/library/bookmarks");
    const list = await screen.findByRole("list", { name: "Bookmarks" });
    expect(within(list).getByRole("link", { name: "Choosing a stack" })).toHaveAttribute(
      "href",
      "/library/tech-roles/choosing-a-stack",
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove the bookmark of Choosing a stack" }));
    await waitFor(() => expect(screen.queryByText("Choosing a stack")).not.toBeInTheDocument());
    expect(api.calls("DELETE /api/library/articles/tech-roles/choosing-a-stack/bookmark")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Qualifying a lead" })).toBeInTheDocument();
  });

  it("says there are none yet, with the way back to the library", async () => {
    rememberSignedIn();
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/library/bookmarks": reply(200, { items: [] }),
    });
    renderRoute("/library/bookmarks");
    expect(await screen.findByText(/No bookmarks yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the library" })).toHaveAttribute("href", "/library");
  });

  it("says when the bookmarks cannot be loaded", async () => {
    rememberSignedIn();
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/library/bookmarks": apiError(500, "internal", "Something went wrong"),
    });
    renderRoute("/library/bookmarks");
    expect(await screen.findByRole("alert")).toHaveTextContent("Your bookmarks could not be loaded");
  });

  it("shows a visitor the bookmarks kept in this browser, with an offer to sign in to keep them", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.libraryVisitorProgress,
      JSON.stringify({
        "tech-roles/choosing-a-stack": { status: "read", bookmarked: true },
        "tech-roles/on-call": { status: "read", bookmarked: false },
        "tech-roles/gone": { status: "unread", bookmarked: true },
      }),
    );
    stubApi({
      "GET /api/account/me": SIGNED_OUT,
      "GET /api/library/sections/tech-roles": reply(200, {
        section: "tech-roles",
        articles: [
          articleSummaryFixture({ slug: "choosing-a-stack", title: "Choosing a stack" }),
          articleSummaryFixture({ slug: "on-call", title: "On call" }),
        ],
      }),
    });
    renderRoute("/library/bookmarks");
    const list = await screen.findByRole("list", { name: "Bookmarks" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Sign in to keep them" }).getAttribute("href")).toContain(
      "/auth",
    );
    await userEvent.click(screen.getByRole("button", { name: "Remove the bookmark of Choosing a stack" }));
    expect(await screen.findByText(/No bookmarks yet/)).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.libraryVisitorProgress)).not.toContain(
      '"bookmarked":true,"status"',
    );
  });
});

describe("continue where you left off, for a visitor", () => {
  it("offers the last article the visitor opened in this browser, and links to the bookmarks", async () => {
    window.localStorage.setItem(STORAGE_KEYS.libraryVisitorLastOpened, JSON.stringify(STACK));
    stubApi({
      "GET /api/account/me": SIGNED_OUT,
      "GET /api/library": reply(200, overviewFixture()),
    });
    renderRoute("/library");
    const resume = await screen.findByRole("region", { name: "Continue where you left off" });
    expect(within(resume).getByRole("link", { name: "Choosing a stack" })).toHaveAttribute(
      "href",
      "/library/tech-roles/choosing-a-stack",
    );
    expect(screen.getByRole("link", { name: "Your bookmarks" })).toHaveAttribute(
      "href",
      "/library/bookmarks",
    );
  });

  it("offers nothing once the visitor mastered that article", async () => {
    window.localStorage.setItem(STORAGE_KEYS.libraryVisitorLastOpened, JSON.stringify(STACK));
    window.localStorage.setItem(
      STORAGE_KEYS.libraryVisitorProgress,
      JSON.stringify({ "tech-roles/choosing-a-stack": { status: "mastered", bookmarked: false } }),
    );
    stubApi({
      "GET /api/account/me": SIGNED_OUT,
      "GET /api/library": reply(200, overviewFixture()),
    });
    renderRoute("/library");
    expect(await screen.findByRole("region", { name: "Sections" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Continue where you left off" })).not.toBeInTheDocument();
  });
});
