import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";
import { overviewFixture } from "../test/library-fixtures";

// The app's page-view reports would outlive each test's stubbed network. A spy rather than `vi.mock`, so
// this file shares its worker's modules (quiet-app-shell.tsx says why).
vi.spyOn(pageViewTracker, "PageViewTracker").mockReturnValue(null);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the library page", () => {
  it("shows the four sections with their counts, and a signed-in person's progress and where to continue", async () => {
    rememberSignedIn();
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/library": reply(
        200,
        overviewFixture({
          continueReading: { section: "tech-roles", slug: "choosing-a-stack", title: "Choosing a stack" },
        }),
      ),
    });
    renderRoute("/library");
    const sections = await screen.findByRole("region", { name: "Sections" });
    expect(await within(sections).findByText("8 articles · 2 read, 1 mastered")).toBeInTheDocument();
    expect(within(sections).getByRole("link", { name: "The sales lifecycle" })).toHaveAttribute(
      "href",
      "/library/sales-lifecycle",
    );
    expect(within(sections).getByText("1 article · 0 read, 0 mastered")).toBeInTheDocument();
    expect(within(sections).getByText("0 articles")).toBeInTheDocument();
    const resume = screen.getByRole("region", { name: "Continue where you left off" });
    expect(within(resume).getByRole("link", { name: "Choosing a stack" })).toHaveAttribute(
      "href",
      "/library/tech-roles/choosing-a-stack",
    );
  });

  it("searches with the matches marked, and says when nothing matches", async () => {
    const api = stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "No"),
      "GET /api/library": reply(200, overviewFixture()),
      "GET /api/library/search": (request) =>
        new URLSearchParams(request.search).get("q") === "hiring"
          ? reply(200, {
              items: [
                {
                  section: "tech-roles",
                  slug: "what-a-cto-does",
                  title: [{ text: "What a CTO does", match: false }],
                  excerpt: [
                    { text: "Good ", match: false },
                    { text: "hiring", match: true },
                    { text: " lasts.", match: false },
                  ],
                },
              ],
              nextCursor: null,
            })
          : reply(200, { items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute("/library");
    await user.type(await screen.findByRole("searchbox", { name: "Search the library" }), "hiring");
    const link = await screen.findByRole("link", { name: "What a CTO does" });
    expect(link).toHaveAttribute("href", "/library/tech-roles/what-a-cto-does");
    const mark = screen.getByText("hiring", { selector: "mark" });
    expect(mark.parentElement).toHaveTextContent("Good hiring lasts.");
    // Sections give way to the results while searching.
    expect(screen.queryByRole("region", { name: "Sections" })).toBeNull();

    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "zebra");
    expect(await screen.findByText("No article matches “zebra”.")).toBeInTheDocument();
    expect(api.calls("GET /api/library/search").length).toBeGreaterThan(0);
  });
});
