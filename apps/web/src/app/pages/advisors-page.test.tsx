import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mentorCardFixture } from "@/features/mentoring/test/mentor-fixtures";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { apiError, reply, type StubReply, type StubRequest, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { AdvisorsPage } from "./advisors-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const INCUBATORS = {
  items: [
    {
      id: "inc-1",
      slug: "acme-labs",
      name: "Acme Labs",
      tagline: "",
      logoUrl: null,
      status: "active",
      accepting: true,
      stats: { guestCount: 0, subscriberCount: 0, totalMembers: 0 },
      lowestPriceMonthly: null,
    },
  ],
  nextCursor: null,
};

function renderPage(
  path = "/advisors",
  mentors: StubReply | ((request: StubRequest) => StubReply) = reply(200, {
    items: [
      mentorCardFixture(),
      mentorCardFixture({
        kind: "advisor",
        slug: "ada-byron",
        name: "Ada Byron",
        expertise: [],
        nextFreeAt: null,
      }),
    ],
    nextCursor: null,
  }),
) {
  const api = stubApi({ "GET /api/mentors": mentors, "GET /api/incubators": reply(200, INCUBATORS) });
  const view = renderWithProviders(<AdvisorsPage />, { path });
  return { api, ...view, user: userEvent.setup() };
}

const searches = (api: ReturnType<typeof stubApi>) =>
  api.calls("GET /api/mentors").map((request) => request.search);

describe("AdvisorsPage", () => {
  it("shows each card's next free time in the reader's zone, and filters to this week through the address", async () => {
    setReaderTimeZone("Asia/Kolkata");
    const { api, router, user } = renderPage();
    const list = await screen.findByRole("list", { name: "Advisors and coaches" });
    const [bea, ada] = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    // 14:00 UTC is 19:30 in Kolkata.
    expect(bea).toHaveTextContent(/Next free\s*Dec 2, 2026, 7:30 PM/);
    expect(ada).toHaveTextContent("No free times soon");
    await user.click(screen.getByRole("checkbox", { name: "Free in the next seven days" }));
    expect(router.state.location.search).toBe("?available=week");
    expect(searches(api).at(-1)).toBe("?available=week");
    setReaderTimeZone(null);
  });

  it("shows a card per mentor with photo or initials, name, kind, headline, tags, roles and languages", async () => {
    renderPage();
    const list = await screen.findByRole("list", { name: "Advisors and coaches" });
    const [bea, ada] = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    const card = within(bea as HTMLElement);
    expect(card.getByRole("link", { name: "Bea Chen" })).toHaveAttribute("href", "/coaches/bea-chen");
    expect(bea).toHaveTextContent("Coach");
    expect(bea).toHaveTextContent("Sales from zero");
    expect(bea).toHaveTextContent("CGO");
    expect(bea).toHaveTextContent("English, German");
    expect(card.getByRole("link", { name: "Mentors with expertise in outreach" })).toHaveAttribute(
      "href",
      "/advisors?expertise=outreach",
    );
    expect(within(ada as HTMLElement).getByRole("link", { name: "Ada Byron" })).toHaveAttribute(
      "href",
      "/advisors/ada-byron",
    );
    await expectNoAxeViolations();
  });

  it("keeps the search and filters in the address and asks the API with them", async () => {
    const { api, router, user } = renderPage("/advisors?kind=coach&language=de");
    await screen.findByRole("list", { name: "Advisors and coaches" });
    expect(searches(api)[0]).toBe("?language=de&kind=coach");
    expect(screen.getByLabelText("Advisors or coaches")).toHaveValue("coach");

    await user.type(screen.getByLabelText("Search by name, headline or expertise"), "sales{Enter}");
    await user.selectOptions(screen.getByLabelText("Helps with the role"), "cgo");
    await user.selectOptions(await screen.findByLabelText("Incubator"), "acme-labs");
    expect(router.state.location.search).toBe(
      "?search=sales&role=cgo&language=de&incubator=acme-labs&kind=coach",
    );
    expect(searches(api).at(-1)).toBe("?search=sales&role=cgo&language=de&incubator=acme-labs&kind=coach");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(router.state.location.search).toBe("");
  });

  it("says when nothing matches, and when nobody has published yet", async () => {
    renderPage("/advisors?search=nobody", reply(200, { items: [], nextCursor: null }));
    expect(
      await screen.findByText("No advisor or coach matches your search. Try fewer filters."),
    ).toBeInTheDocument();
  });

  it("offers the mentor profile when the directory is empty", async () => {
    renderPage("/advisors", reply(200, { items: [], nextCursor: null }));
    expect(await screen.findByRole("link", { name: "Set up your mentor profile" })).toHaveAttribute(
      "href",
      "/profile/mentor",
    );
  });

  it("loads the next page with Load more", async () => {
    const { api, user } = renderPage("/advisors", (request) =>
      request.search.includes("cursor=")
        ? reply(200, {
            items: [mentorCardFixture({ slug: "carl-diaz", name: "Carl Diaz" })],
            nextCursor: null,
          })
        : reply(200, { items: [mentorCardFixture()], nextCursor: "next" }),
    );
    await user.click(await screen.findByRole("button", { name: /load more/i }));
    expect(await screen.findByRole("link", { name: "Carl Diaz" })).toBeInTheDocument();
    expect(searches(api).at(-1)).toBe("?cursor=next");
  });

  it("shows the failure with a way to try again", async () => {
    renderPage("/advisors", apiError(500, "internal", "An unexpected error occurred. Please try again."));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The advisors and coaches could not be loaded",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
