import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { feedKeys } from "@/lib/query-keys/feed-keys";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { FEED_HEAD_POLL_MS } from "../api/list-feed";
import { feedItemFixture, feedPageFixture, teamScope } from "../test/fixtures";
import { HomeFeedPage, TeamFeedPage } from "./feed-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const FEED = "GET /api/teams/rocket/feed";

function renderFeed(
  handlers: Record<string, StubReply | ((request: { search: string; body: unknown }) => StubReply)>,
  path = "/teams/rocket/feed",
) {
  const api = stubApi(handlers);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: "/teams/:slug/feed",
        element: (
          <>
            <TeamFeedPage />
            <Toaster />
          </>
        ),
      },
      { path: "/feed", element: <HomeFeedPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, queryClient, user: userEvent.setup() };
}

describe("TeamFeedPage", () => {
  it("shows the team's posts under its name, pinned ones first, with the reason for the order", async () => {
    renderFeed({
      [FEED]: reply(
        200,
        feedPageFixture({
          pinned: [
            feedItemFixture({ id: "pinned", body: "House rules", pinnedAt: "2026-11-19T10:00:00.000Z" }),
          ],
        }),
      ),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Rocket feed" })).toBeInTheDocument();
    const pinned = screen.getByRole("region", { name: "Pinned posts" });
    expect(within(pinned).getByText("Pinned")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Posts" })).toHaveTextContent("Milo Maker");
    expect(screen.getByText("Everything, newest first.")).toBeInTheDocument();
  });

  it("shows a long page of posts whole, its first cards at once and the rest soon after, then Show older posts", async () => {
    const items = Array.from({ length: 10 }, (_, index) =>
      feedItemFixture({ id: `item-${index}`, body: `Post number ${index}` }),
    );
    renderFeed({ [FEED]: reply(200, feedPageFixture({ items, nextCursor: "next" })) });
    expect(await screen.findByText("Post number 0")).toBeInTheDocument();
    expect(await screen.findByText("Post number 9")).toBeInTheDocument();
    const posts = screen.getByRole("region", { name: "Posts" });
    expect(within(posts).getAllByRole("article")).toHaveLength(10);
    expect(screen.getByRole("button", { name: "Show older posts" })).toBeInTheDocument();
  });

  it("focuses a linked post far down the page", async () => {
    const items = Array.from({ length: 10 }, (_, index) =>
      feedItemFixture({ id: `item-${index}`, body: `Post number ${index}` }),
    );
    renderFeed(
      {
        [FEED]: reply(200, feedPageFixture({ items })),
        "GET /api/feed/items/item-8": reply(200, { item: items[8] }),
      },
      "/teams/rocket/feed?post=item-8",
    );
    const article = (await screen.findByText("Post number 8")).closest("article");
    await vi.waitFor(() => expect(article).toHaveFocus());
  });

  it("switches to Top this week and says how it ranks", async () => {
    const { api, user } = renderFeed({ [FEED]: reply(200, feedPageFixture()) });
    await user.click(await screen.findByRole("button", { name: "Top this week" }));
    expect(await screen.findByText(/ranked by reactions and comments/)).toBeInTheDocument();
    expect(api.calls(FEED).at(-1)?.search).toContain("mode=top");
    expect(screen.getByRole("button", { name: "Top this week" })).toHaveAttribute("aria-pressed", "true");
  });

  it("shows an item once when its rank moves it onto the next page of Top this week", async () => {
    const first = feedItemFixture({ id: "first", body: "Launch day" });
    const sunk = feedItemFixture({ id: "sunk", body: "Demo video is up" });
    const { user } = renderFeed(
      {
        [FEED]: ({ search }) =>
          search.includes("cursor=next")
            ? reply(
                200,
                feedPageFixture({ items: [sunk, feedItemFixture({ id: "older", body: "Older news" })] }),
              )
            : reply(200, feedPageFixture({ items: [first, sunk], nextCursor: "next" })),
      },
      "/teams/rocket/feed?mode=top",
    );
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const posts = screen.getByRole("region", { name: "Posts" });
    expect(await within(posts).findByText("Older news")).toBeInTheDocument();
    expect(within(posts).getAllByText("Demo video is up")).toHaveLength(1);
  });

  it("posts with the people chosen from the @mention list, and shows the post on top", async () => {
    const { api, user } = renderFeed({
      [FEED]: reply(200, feedPageFixture()),
      "GET /api/teams/rocket/feed/people": reply(200, {
        people: [{ id: "user-rhea", name: "Rhea Reader", image: null, handle: "rhea-reader" }],
      }),
      "POST /api/teams/rocket/feed": (request) =>
        reply(201, {
          item: feedItemFixture({
            id: "new",
            body: (request.body as { body: string }).body,
            author: { id: "me", name: "Me Myself", image: null, handle: "me-myself" },
          }),
        }),
    });
    const box = await screen.findByLabelText("Post to Rocket");
    await user.type(box, "Thanks @Rh");
    const option = await screen.findByRole("option", { name: "Rhea Reader" });
    expect(option).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(box).toHaveValue("Thanks @Rhea Reader ");
    await user.type(box, "for the help");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await vi.waitFor(() => expect(api.calls("POST /api/teams/rocket/feed")).toHaveLength(1));
    expect(api.calls("POST /api/teams/rocket/feed")[0]?.body).toEqual({
      body: "Thanks @Rhea Reader for the help",
      mentionIds: ["user-rhea"],
    });
    const posts = within(screen.getByRole("region", { name: "Posts" })).getAllByRole("article");
    expect(posts[0]).toHaveTextContent("Me Myself");
    expect(box).toHaveValue("");
  });

  it("offers new posts in a pill and adds them above what the reader sees", async () => {
    let head = feedPageFixture();
    const { queryClient, user } = renderFeed({ [FEED]: () => reply(200, head) });
    expect(await screen.findByRole("region", { name: "Posts" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /new post/ })).not.toBeInTheDocument();
    head = feedPageFixture({
      items: [
        feedItemFixture({ id: "newer", body: "Fresh news", createdAt: "2026-11-21T10:00:00.000Z" }),
        feedItemFixture(),
      ],
    });
    // What the realtime bridge does when a new item is announced.
    await act(() => queryClient.invalidateQueries({ queryKey: feedKeys.heads() }));
    await user.click(await screen.findByRole("button", { name: "1 new post" }));
    const posts = within(screen.getByRole("region", { name: "Posts" })).getAllByRole("article");
    expect(posts).toHaveLength(2);
    expect(await within(posts[0] as HTMLElement).findByText("Fresh news")).toBeInTheDocument();
  });

  it("reads a feed's newest items every minute for a reader its announcements do not reach", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let head = feedPageFixture({ scope: { ...teamScope, canPost: false, canModerate: true, live: false } });
      renderFeed({ [FEED]: () => reply(200, head) });
      expect(await screen.findByRole("region", { name: "Posts" })).toBeInTheDocument();
      head = {
        ...head,
        items: [feedItemFixture({ id: "newer", createdAt: "2026-11-21T10:00:00.000Z" }), ...head.items],
      };
      await act(() => vi.advanceTimersByTimeAsync(FEED_HEAD_POLL_MS));
      expect(await screen.findByRole("button", { name: "1 new post" })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks before deleting a post", async () => {
    const { api, user } = renderFeed({
      [FEED]: reply(
        200,
        feedPageFixture({
          items: [feedItemFixture({ can: { edit: true, delete: true, pin: false, hide: false } })],
        }),
      ),
      "DELETE /api/feed/items/item-1": reply(204),
    });
    await user.click(await screen.findByRole("button", { name: "Actions for the post by Milo Maker" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this post?" });
    expect(api.calls("DELETE /api/feed/items/item-1")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(api.calls("DELETE /api/feed/items/item-1")).toHaveLength(1));
  });

  it("says plainly who may read a feed the person is not in", async () => {
    renderFeed({ [FEED]: apiError(403, "forbidden", "Only members can read this feed") });
    expect(await screen.findByText("Only members can read this feed")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to its page" })).toHaveAttribute("href", "/teams/rocket");
  });
});

describe("HomeFeedPage", () => {
  it("names each item's feed and invites a person without any to join one", async () => {
    renderFeed(
      { "GET /api/feed": reply(200, feedPageFixture({ items: [], scope: null, postTargets: [] })) },
      "/feed",
    );
    expect(await screen.findByText("Nothing here yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse incubators" })).toHaveAttribute("href", "/incubators");
  });

  it("lets the person choose where to post among their incubators and teams", async () => {
    renderFeed(
      {
        "GET /api/feed": reply(
          200,
          feedPageFixture({
            scope: null,
            postTargets: [teamScope, { kind: "incubator", id: "inc-1", slug: "acme", name: "Acme Labs" }],
          }),
        ),
      },
      "/feed",
    );
    expect(await screen.findByRole("combobox", { name: "Post in" })).toHaveTextContent("Acme Labs");
    expect(screen.getByRole("link", { name: "Rocket" })).toHaveAttribute("href", "/teams/rocket/feed");
  });

  it("says why the feed could not be loaded and reads it again on request", async () => {
    const { api, user } = renderFeed(
      { "GET /api/feed": apiError(500, "INTERNAL", "Something went wrong on our side") },
      "/feed",
    );
    expect(await screen.findByText("The feed could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side")).toBeInTheDocument();
    api.on("GET /api/feed", reply(200, feedPageFixture({ scope: null })));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/Shipped the/)).toBeInTheDocument();
    expect(screen.queryByText("The feed could not be loaded")).not.toBeInTheDocument();
  });

  it("opens the kinds of item to mute on request and saves a change at once", async () => {
    const { api, user } = renderFeed(
      {
        "GET /api/feed": reply(200, feedPageFixture({ scope: null, mutedKinds: ["team_member_joined"] })),
        "PUT /api/feed/mutes": reply(200, { mutedKinds: ["team_member_joined", "project_update"] }),
      },
      "/feed",
    );
    const button = await screen.findByRole("button", { name: "What I see (1 muted)" });
    expect(screen.queryByRole("group", { name: "Show in my feeds" })).not.toBeInTheDocument();
    await user.click(button);
    const choices = await screen.findByRole("group", { name: "Show in my feeds" });
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(within(choices).getByRole("checkbox", { name: "Posts by people" })).toBeChecked();
    await user.click(within(choices).getByRole("checkbox", { name: "Project updates" }));
    expect(api.calls("PUT /api/feed/mutes").map((call) => call.body)).toEqual([
      { mutedKinds: ["team_member_joined", "project_update"] },
    ]);
  });
});

describe("a post opened from a link (a notification's)", () => {
  it("leaves the screen once its author deletes it, saying so", async () => {
    const opened = feedItemFixture({ id: "item-9", body: "Old news from last week" });
    const { api, queryClient } = renderFeed(
      {
        [FEED]: reply(200, feedPageFixture({ items: [] })),
        "GET /api/feed/items/item-9": reply(200, { item: opened }),
      },
      "/teams/rocket/feed?post=item-9",
    );
    const section = await screen.findByRole("region", { name: "The post you opened" });
    expect(section).toHaveTextContent("Old news from last week");

    api.on("GET /api/feed/items/item-9", apiError(404, "not_found", "Post not found"));
    // What the feed.item_changed event of the deletion does (app/realtime/realtime-query-keys.ts).
    await act(() => queryClient.invalidateQueries({ queryKey: feedKeys.all }));
    expect(await screen.findByRole("heading", { name: "This post was deleted" })).toBeInTheDocument();
    expect(screen.queryByText("Old news from last week")).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "The post you opened" })).not.toBeInTheDocument();
  });

  it("says the post was deleted when the link is opened after", async () => {
    renderFeed(
      {
        [FEED]: reply(200, feedPageFixture()),
        "GET /api/feed/items/gone": apiError(404, "not_found", "Post not found"),
      },
      "/teams/rocket/feed?post=gone",
    );
    expect(await screen.findByRole("heading", { name: "This post was deleted" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "Posts" })).toBeInTheDocument();
  });
});

describe("the feed's platform news", () => {
  const joinedTeam = (id: string, name: string) =>
    feedItemFixture({
      id,
      kind: "team_member_joined",
      author: { id: `user-${id}`, name, image: null, handle: `user-${id}` },
      body: "Joined Rocket. Say hello!",
    });

  it("folds people joining in a row into one card, after the newest post, with the names on request", async () => {
    const { user } = renderFeed({
      [FEED]: reply(
        200,
        feedPageFixture({
          items: [
            joinedTeam("j1", "Ana Ortiz"),
            joinedTeam("j2", "Ben Okafor"),
            joinedTeam("j3", "Cleo Park"),
            feedItemFixture({ id: "p1", body: "Demo on Friday" }),
          ],
        }),
      ),
    });
    const posts = await screen.findByRole("region", { name: "Posts" });
    const cards = within(posts).getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("Demo on Friday");
    expect(within(cards[1] as HTMLElement).getByRole("heading")).toHaveTextContent(/^3 people joined Rocket/);
    expect(within(cards[1] as HTMLElement).queryByText("Ben Okafor")).not.toBeVisible();

    await user.click(within(cards[1] as HTMLElement).getByRole("button", { name: "See who" }));
    expect(within(cards[1] as HTMLElement).getByText("Ben Okafor")).toBeVisible();
    expect(within(cards[1] as HTMLElement).getByRole("button", { name: "Hide" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("puts React and Comment on one row", async () => {
    renderFeed({ [FEED]: reply(200, feedPageFixture()) });
    const react = await screen.findByRole("button", { name: "React" });
    expect(screen.getByRole("button", { name: "Comment" }).parentElement).toBe(react.parentElement);
  });
});
