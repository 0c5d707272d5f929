import { STORAGE_KEYS } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pageViewTracker from "@/lib/analytics/page-view-tracker";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";
import { articleFixture } from "../test/library-fixtures";

// The app's page-view reports would outlive each test's stubbed network. A spy rather than `vi.mock`, so
// this file shares its worker's modules (quiet-app-shell.tsx says why).
vi.spyOn(pageViewTracker, "PageViewTracker").mockReturnValue(null);

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const ARTICLE = "/api/library/articles/tech-roles/what-a-cto-does";

describe("a library article page", () => {
  it("shows the article with its contents, neighbours and related articles", async () => {
    stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "No"),
      [`GET ${ARTICLE}`]: reply(200, articleFixture()),
    });
    renderRoute("/library/tech-roles/what-a-cto-does");
    expect(await screen.findByRole("heading", { level: 1, name: "What a CTO does" })).toBeInTheDocument();
    const contents = screen.getByRole("navigation", { name: "Contents" });
    expect(within(contents).getByRole("link", { name: "A week" })).toHaveAttribute("href", "#a-week");
    expect(screen.getByText("The CTO decides how the product is built.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Next\s*Choosing a stack/ })).toHaveAttribute(
      "href",
      "/library/tech-roles/choosing-a-stack",
    );
    expect(screen.getByRole("link", { name: "Roadmaps" })).toHaveAttribute(
      "href",
      "/library/product/roadmaps",
    );
  });

  it("checks the answers with the keyboard and shows each explanation", async () => {
    const api = stubApi({
      "GET /api/account/me": apiError(401, "unauthenticated", "No"),
      [`GET ${ARTICLE}`]: reply(200, articleFixture()),
      [`POST ${ARTICLE}/answers`]: reply(200, {
        results: [
          { correct: true, explanation: "The CTO owns the technical decisions." },
          { correct: false, explanation: "A small team's CTO still builds." },
        ],
        mastered: false,
        status: "read",
      }),
    });
    const user = userEvent.setup();
    renderRoute("/library/tech-roles/what-a-cto-does");
    const check = await screen.findByRole("button", { name: "Check answers" });
    expect(check).toBeDisabled();
    const first = screen.getByRole("group", { name: /Who decides/ });
    await user.click(within(first).getByRole("radio", { name: "The CTO" }));
    // Arrow keys move within a group of radio buttons.
    const second = screen.getByRole("group", { name: /small startup/ });
    await user.click(within(second).getByRole("radio", { name: "Writes code" }));
    await user.keyboard("{ArrowUp}");
    expect(within(second).getByRole("radio", { name: "Leases offices" })).toBeChecked();
    await user.click(check);
    expect(await screen.findByText("A small team's CTO still builds.")).toBeInTheDocument();
    expect(screen.getByText(/Some answers are not right yet/)).toBeInTheDocument();
    expect(api.calls(`POST ${ARTICLE}/answers`)[0]?.body).toEqual({ answers: [0, 0] });
    // A visitor's result is kept in this browser.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.libraryVisitorProgress) ?? "{}")).toEqual({
      "tech-roles/what-a-cto-does": { status: "read", bookmarked: false },
    });
  });

  it("marks a signed-in person's article read with the button at its end", async () => {
    // A reader who has not scrolled to the end: nothing comes into view.
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    rememberSignedIn();
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      [`GET ${ARTICLE}`]: reply(200, articleFixture()),
      [`POST ${ARTICLE}/read`]: reply(200, { status: "read", bookmarked: false }),
    });
    const user = userEvent.setup();
    renderRoute("/library/tech-roles/what-a-cto-does");
    await user.click(await screen.findByRole("button", { name: "Mark as read" }));
    expect(api.calls(`POST ${ARTICLE}/read`)).toHaveLength(1);
  });

  it("shows the not-found page for an unknown article", async () => {
    stubApi({ "GET /api/account/me": apiError(401, "unauthenticated", "No") });
    renderRoute("/library/tech-roles/no-such-article");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Library article not found" }),
    ).toBeInTheDocument();
  });
});
