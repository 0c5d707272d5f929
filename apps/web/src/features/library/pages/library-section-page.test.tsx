import { STORAGE_KEYS } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";
import { articleSummaryFixture } from "../test/library-fixtures";

// The app's page-view reports would outlive each test's stubbed network. A spy rather than `vi.mock`, so
// this file shares its worker's modules (quiet-app-shell.tsx says why).
vi.spyOn(pageViewTracker, "PageViewTracker").mockReturnValue(null);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const section = {
  section: "tech-roles",
  articles: [
    articleSummaryFixture({ status: "mastered", bookmarked: true }),
    articleSummaryFixture({
      slug: "choosing-a-stack",
      title: "Choosing a stack",
      readingMinutes: 1,
      level: "practitioner",
    }),
  ],
};

describe("a library section page", () => {
  it("lists the articles with reading time, level, status and bookmark; toggling calls the server", async () => {
    rememberSignedIn();
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/library/sections/tech-roles": reply(200, section),
      "PUT /api/library/articles/tech-roles/choosing-a-stack/bookmark": reply(200, {
        status: "unread",
        bookmarked: true,
      }),
    });
    const user = userEvent.setup();
    renderRoute("/library/tech-roles");
    expect(await screen.findByRole("heading", { level: 1, name: "Tech roles" })).toBeInTheDocument();
    const items = within(await screen.findByRole("list", { name: "Articles" })).getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("Mastered")).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByRole("button", { name: "Bookmark What a CTO does" }),
    ).toHaveAttribute("aria-pressed", "true");
    expect(within(items[1] as HTMLElement).getByText("1 min read")).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText("practitioner")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Bookmark Choosing a stack" }));
    expect(api.calls("PUT /api/library/articles/tech-roles/choosing-a-stack/bookmark")).toHaveLength(1);
  });

  it("keeps a visitor's bookmarks and progress in this browser", async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.libraryVisitorProgress,
      JSON.stringify({ "tech-roles/choosing-a-stack": { status: "read", bookmarked: false } }),
    );
    const api = stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "No"),
      "GET /api/library/sections/tech-roles": reply(200, {
        ...section,
        articles: section.articles.map((article) => ({ ...article, status: "unread", bookmarked: false })),
      }),
    });
    const user = userEvent.setup();
    renderRoute("/library/tech-roles");
    const items = within(await screen.findByRole("list", { name: "Articles" })).getAllByRole("listitem");
    expect(within(items[1] as HTMLElement).getByText("Read")).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Bookmark Choosing a stack" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.libraryVisitorProgress) ?? "{}")).toEqual({
      "tech-roles/choosing-a-stack": { status: "read", bookmarked: true },
    });
    expect(api.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });
});
