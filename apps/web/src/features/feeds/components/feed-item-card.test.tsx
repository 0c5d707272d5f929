import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { feedItemFixture } from "../test/fixtures";
import { FeedItemCard } from "./feed-item-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCard(item = feedItemFixture()) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <FeedItemCard item={item} showScope={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const comment = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  itemId: "item-1",
  parentId: null,
  author: { id: "user-rhea", name: "Rhea Reader", image: null, handle: "rhea-reader" },
  body: `Comment ${id}`,
  bodyHtml: `<p>Comment ${id}</p>`,
  mentions: [],
  createdAt: "2026-11-20T11:00:00.000Z",
  editedAt: null,
  deleted: false,
  can: { edit: false, delete: false, hide: false },
  ...overrides,
});

describe("FeedItemCard", () => {
  it("shows a post as the server rendered it, a mention linking to the profile, with no parser to load", async () => {
    renderCard(
      feedItemFixture({
        body: "Thanks @Ada Lovelace for the **beta**",
        bodyHtml:
          '<p>Thanks <a href="/people/ada-lovelace" class="mention">@Ada Lovelace</a> for the <strong>beta</strong></p>',
      }),
    );
    // Shown at once: nothing waits for a markdown renderer's chunk (decision 075).
    expect(screen.getByRole("link", { name: "@Ada Lovelace" })).toHaveAttribute(
      "href",
      "/people/ada-lovelace",
    );
    expect(screen.getByText("beta").tagName).toBe("STRONG");
    expect(screen.queryByRole("status", { name: "Loading text…" })).toBeNull();
  });

  it("shows the counts of each reaction, the reader's own pressed, and takes one back", async () => {
    const api = stubApi({
      "DELETE /api/feed/items/item-1/reactions/love": reply(200, {
        item: feedItemFixture({ reactions: [{ reaction: "like", count: 2 }] }),
      }),
    });
    const user = renderCard(
      feedItemFixture({
        reactions: [
          { reaction: "like", count: 2 },
          { reaction: "love", count: 1 },
        ],
        myReactions: ["love"],
      }),
    );
    expect(screen.getByRole("button", { name: "Like: 2 people" })).toHaveAttribute("aria-pressed", "false");
    await user.click(screen.getByRole("button", { name: "Love: 1 person, including you" }));
    await vi.waitFor(() => expect(api.calls("DELETE /api/feed/items/item-1/reactions/love")).toHaveLength(1));
  });

  it("lists who reacted when asked, each linked to their profile, and hides them again", async () => {
    const api = stubApi({
      "GET /api/feed/items/item-1/reactions": reply(200, {
        reactions: [
          {
            reaction: "like",
            people: [
              { id: "user-rhea", name: "Rhea Reader", image: null, handle: "rhea-reader" },
              { id: "user-ada", name: "Ada Lovelace", image: null, handle: "ada-lovelace" },
            ],
          },
        ],
      }),
    });
    const user = renderCard(feedItemFixture({ reactions: [{ reaction: "like", count: 2 }] }));
    // Nobody is read until the reader asks.
    expect(api.calls("GET /api/feed/items/item-1/reactions")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Who reacted" }));
    expect(await screen.findByRole("link", { name: "Ada Lovelace" })).toHaveAttribute(
      "href",
      "/people/ada-lovelace",
    );
    expect(screen.getByRole("link", { name: "Rhea Reader" }).closest("li")).toHaveTextContent(
      "Like: Rhea Reader, Ada Lovelace",
    );
    await user.click(screen.getByRole("button", { name: "Hide who reacted" }));
    expect(screen.queryByRole("link", { name: "Ada Lovelace" })).toBeNull();
  });

  it("opens the comments with their replies under them, and answers a comment", async () => {
    const api = stubApi({
      "GET /api/feed/items/item-1/comments": reply(200, {
        items: [
          comment("c1"),
          comment("c2", {
            parentId: "c1",
            author: { id: "me", name: "Milo Maker", image: null, handle: "milo-maker" },
          }),
        ],
        nextCursor: null,
      }),
      "POST /api/feed/items/item-1/comments": reply(201, { comment: comment("c3", { parentId: "c1" }) }),
    });
    const user = renderCard(feedItemFixture({ commentCount: 2 }));
    await user.click(screen.getByRole("button", { name: "2 comments" }));
    const thread = await screen.findByRole("region", { name: "Comments" });
    expect(await within(thread).findByText("Comment c2")).toBeInTheDocument();
    await user.click(within(thread).getByRole("button", { name: "Reply" }));
    await user.type(within(thread).getByLabelText("Reply to Rhea Reader"), "Thanks!");
    await user.click(within(thread).getByRole("button", { name: "Send reply" }));
    await vi.waitFor(() => expect(api.calls("POST /api/feed/items/item-1/comments")).toHaveLength(1));
    expect(api.calls("POST /api/feed/items/item-1/comments")[0]?.body).toEqual({
      body: "Thanks!",
      parentId: "c1",
      mentionIds: [],
    });
  });

  it("offers a comment's actions in the same menu as a post's, asking before a delete", async () => {
    const api = stubApi({
      "GET /api/feed/items/item-1/comments": reply(200, {
        items: [
          comment("c1"),
          comment("c2", {
            author: { id: "me", name: "Milo Maker", image: null, handle: "milo-maker" },
            can: { edit: true, delete: true, hide: false },
          }),
        ],
        nextCursor: null,
      }),
      "DELETE /api/feed/comments/c2": reply(204),
    });
    const user = renderCard(
      feedItemFixture({ commentCount: 2, can: { edit: true, delete: true, pin: false, hide: false } }),
    );
    await user.click(screen.getByRole("button", { name: "Actions for the post by Milo Maker" }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Edit",
      "Delete",
    ]);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "2 comments" }));
    const thread = await screen.findByRole("region", { name: "Comments" });
    await user.click(
      await within(thread).findByRole("button", { name: "Actions for the comment by Rhea Reader" }),
    );
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual(["Report"]);
    await user.keyboard("{Escape}");

    await user.click(within(thread).getByRole("button", { name: "Actions for the comment by Milo Maker" }));
    expect((await screen.findAllByRole("menuitem")).map((item) => item.textContent)).toEqual([
      "Edit",
      "Delete",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this comment?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(api.calls("DELETE /api/feed/comments/c2")).toHaveLength(1));
    await vi.waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("tells what the platform wrote, with its link, and offers no edit", () => {
    renderCard(
      feedItemFixture({
        kind: "project_launched",
        author: null,
        body: "Rocket launched Star Map! 🚀",
        link: { label: "See the project", path: "/projects/star-map" },
      }),
    );
    expect(screen.getByText(/Rocket launched Star Map!/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the project" })).toHaveAttribute(
      "href",
      "/projects/star-map",
    );
    expect(screen.queryByRole("button", { name: /^Actions for/ })).not.toBeInTheDocument();
  });
});
