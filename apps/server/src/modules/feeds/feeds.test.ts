import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  FEED_ERROR_MESSAGES,
  FEED_POSTS_PER_MINUTE,
  type FeedCommentList,
  type FeedCommentResponse,
  type FeedItemResponse,
  type FeedPage,
  type FeedReactors,
  type MentionCandidatesResponse,
  type NotificationKind,
  personPath,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  events,
  feedItems,
  incubatorMembers,
  incubators,
  notifications,
  positions,
  rateLimits,
  reports,
  teamMembers,
  teams,
} from "../../db/schema";
import { publishEvent } from "../../lib/realtime/event-log";
import { type CookieJar, call, createVerifiedUser, person, TEST_ORIGIN } from "../../test/auth-test-helpers";
import { PNG_1PX } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { pageIdsQuery } from "./feed-pages.service";

let t: TestApp;
let dataDir: string;
const NAMES = ["owner", "leader", "member", "reader", "outsider", "admin", "spammer", "chatty"] as const;
type Name = (typeof NAMES)[number];
const FIRST_NAMES: Record<Name, string> = {
  owner: "Olive",
  leader: "Leah",
  member: "Milo",
  reader: "Rhea",
  outsider: "Otto",
  admin: "Ada",
  spammer: "Sam",
  chatty: "Cleo",
};
const jars = {} as Record<Name, CookieJar>;
const ids = {} as Record<Name, string>;
let incubatorId: string;
let openTeamId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-feeds-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const [index, name] of NAMES.entries()) {
    const created = await createVerifiedUser(
      t.app,
      t.db,
      person(`${name}@feeds.test`, { firstName: FIRST_NAMES[name], lastName: "Feedwell" }),
      { roles: name === "admin" ? ["admin"] : [], ip: `198.51.100.${20 + index}` },
    );
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: "Feed Lab", slug: "feed-lab", ownerId: ids.owner })
    .returning({ id: incubators.id });
  incubatorId = incubator?.id as string;
  await t.db.insert(incubatorMembers).values(
    (["owner", "leader", "member", "reader", "spammer", "chatty"] as const).map((name) => ({
      incubatorId,
      userId: ids[name],
    })),
  );
  const rows = await t.db
    .insert(teams)
    .values([
      { incubatorId, slug: "open-crew", name: "Open Crew" },
      { incubatorId, slug: "quiet-crew", name: "Quiet Crew", visibility: "incubator" },
    ])
    .returning({ id: teams.id });
  openTeamId = rows[0]?.id as string;
  for (const team of rows) {
    await t.db.insert(teamMembers).values([
      { teamId: team.id, userId: ids.leader, isLeader: true },
      { teamId: team.id, userId: ids.member },
    ]);
  }
}, 180_000);
// Each test starts with fresh posting limits: the tests of the limits count within themselves.
beforeEach(async () => {
  await t.db.delete(rateLimits).where(sql`${rateLimits.key} like 'feed-%'`);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function as(name: Name, target: string, body?: unknown, method?: string) {
  return call(t.app, target, body, { jar: jars[name], method, ip: `198.51.100.${60 + NAMES.indexOf(name)}` });
}

async function post(name: Name, feed: string, body: string, mentionIds: string[] = []) {
  const response = await as(name, `/api/${feed}/feed`, { body, mentionIds });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as FeedItemResponse).item;
}

async function page(name: Name, target: string): Promise<FeedPage> {
  const response = await as(name, target);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as FeedPage;
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { message: string } }).error.message;
}

const notificationsOf = (name: Name, kind: NotificationKind) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, ids[name]), eq(notifications.kind, kind)));

describe("who reads and writes which feed", () => {
  it("lets the incubator's active members read and post in its feed, and nobody else", async () => {
    const item = await post("member", "incubators/feed-lab", "Hello **lab** [x](javascript:alert(1))");
    expect(item.body).toBe("Hello **lab** [x](#)");
    // The card shows the server's HTML of it (decision 075).
    expect(item.bodyHtml).toBe('<p>Hello <strong>lab</strong> <a href="#">x</a></p>');
    expect(item.scope).toMatchObject({ kind: "incubator", slug: "feed-lab", name: "Feed Lab" });
    expect(item.can).toEqual({ edit: true, delete: true, pin: false, hide: false });
    const read = await page("reader", "/api/incubators/feed-lab/feed");
    expect(read.items.map((shown) => shown.id)).toContain(item.id);
    expect(read.scope).toMatchObject({ canPost: true, canModerate: false });

    const outsiderRead = await as("outsider", "/api/incubators/feed-lab/feed");
    expect(outsiderRead.status).toBe(403);
    expect(await messageOf(outsiderRead)).toBe(FEED_ERROR_MESSAGES.readOnlyMembers);
    expect((await as("outsider", "/api/incubators/feed-lab/feed", { body: "hi" })).status).toBe(403);
    expect((await as("outsider", `/api/feed/items/${item.id}`)).status).toBe(404);
    expect((await as("outsider", "/api/incubators/no-such-lab/feed")).status).toBe(404);
    // The owner and an administrator moderate it.
    expect((await page("owner", "/api/incubators/feed-lab/feed")).scope?.canModerate).toBe(true);
    expect((await page("admin", "/api/incubators/feed-lab/feed")).scope?.canModerate).toBe(true);
  });

  it("lets a team's members post in its feed, and the incubator's members read a public team's", async () => {
    const item = await post("member", "teams/open-crew", "Crew news");
    const readerView = await page("reader", "/api/teams/open-crew/feed");
    expect(readerView.items.map((shown) => shown.id)).toContain(item.id);
    expect(readerView.scope?.canPost).toBe(false);
    const refused = await as("reader", "/api/teams/open-crew/feed", { body: "me too" });
    expect(refused.status).toBe(403);
    expect(await messageOf(refused)).toBe(FEED_ERROR_MESSAGES.postOnlyMembers);
    // A team for the incubator's members keeps its feed to its own members.
    await post("member", "teams/quiet-crew", "Quiet news");
    expect((await as("reader", "/api/teams/quiet-crew/feed")).status).toBe(403);
    // To someone outside the incubator, that team does not exist; the public one's feed is closed.
    expect((await as("outsider", "/api/teams/quiet-crew/feed")).status).toBe(404);
    expect((await as("outsider", "/api/teams/open-crew/feed")).status).toBe(403);
  });

  it("gathers the person's incubators and teams in /feed, newest first, page by page", async () => {
    const first = await post("leader", "incubators/feed-lab", "One");
    const second = await post("leader", "teams/open-crew", "Two");
    const third = await post("leader", "teams/quiet-crew", "Three");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? "" : `&cursor=${cursor}`;
      const shown: FeedPage = await page("leader", `/api/feed?limit=2${query}`);
      expect(shown.items.length).toBeLessThanOrEqual(2);
      seen.push(...shown.items.map((item) => item.id));
      cursor = shown.nextCursor;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 3)).toEqual([third.id, second.id, first.id]);
    // The reader is in the incubator but in none of its teams.
    const readerHome = await page("reader", "/api/feed");
    expect(readerHome.items.every((item) => item.scope.kind === "incubator")).toBe(true);
    expect(readerHome.items.map((item) => item.id)).toContain(first.id);
    expect((await page("outsider", "/api/feed")).items).toEqual([]);
    expect((await as("leader", "/api/feed?cursor=nonsense")).status).toBe(422);
  });

  it("reads the first page of /feed through the scope index", async () => {
    const plans = await t.db.transaction(async (tx) => {
      // The test tables are tiny: the planner would rightly read them whole and sort a row or two.
      // Discouraging both shows the query has the shape the index serves, in the index's order.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const planOf = async (mode: "latest" | "top") => {
        const query = pageIdsQuery(
          mode,
          [
            { kind: "incubator", id: incubatorId },
            { kind: "team", id: openTeamId },
          ],
          null,
          21,
          { mutedKinds: ["project_update"], leaveOutPinned: false },
        );
        const { rows } = await tx.execute<Record<string, string>>(sql`explain ${query}`);
        return rows.map((row) => Object.values(row)[0]).join("\n");
      };
      return { latest: await planOf("latest"), top: await planOf("top") };
    });
    // Each scope is read in the index's order up to the limit (no sort of its rows); only the merge sorts.
    expect(plans.latest).toMatch(
      /Limit[^\n]*\n\s*->\s+Index (Only )?Scan using feed_items_scope_created_idx/,
    );
    expect(plans.top).toMatch(/Limit[^\n]*\n\s*->\s+Index (Only )?Scan using feed_items_scope_ranked_idx/);
    // The week's start bounds the ranked scan in the index.
    expect(plans.top).toMatch(/Index Cond: [^\n]*ranked_at >/);
  });
});

describe("editing, deleting, pinning and hiding", () => {
  it("lets the author alone edit a post, which shows it was edited", async () => {
    const item = await post("member", "incubators/feed-lab", "Frist");
    expect(item.editedAt).toBeNull();
    const edited = await as("member", `/api/feed/items/${item.id}`, { body: "First" }, "PATCH");
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as FeedItemResponse).item;
    expect(after.body).toBe("First");
    expect(after.editedAt).not.toBeNull();
    const other = await as("owner", `/api/feed/items/${item.id}`, { body: "Mine now" }, "PATCH");
    expect(other.status).toBe(403);
    expect(await messageOf(other)).toBe(FEED_ERROR_MESSAGES.authorOnly);
    const empty = await as("member", `/api/feed/items/${item.id}`, { body: "<script></script>" }, "PATCH");
    expect(empty.status).toBe(422);
  });

  it("deletes softly for the author, a team leader, the incubator owner or an admin, and nobody else", async () => {
    const teamPost = await post("member", "teams/open-crew", "Leader may remove this");
    expect((await as("reader", `/api/feed/items/${teamPost.id}`, undefined, "DELETE")).status).toBe(403);
    expect((await as("leader", `/api/feed/items/${teamPost.id}`, undefined, "DELETE")).status).toBe(204);
    expect((await as("member", `/api/feed/items/${teamPost.id}`)).status).toBe(404);
    const [stored] = await t.db.select().from(feedItems).where(eq(feedItems.id, teamPost.id));
    expect(stored?.deletedAt).not.toBeNull();
    expect(stored?.deletedBy).toBe(ids.leader);

    const labPost = await post("member", "incubators/feed-lab", "Owner may remove this");
    // The leader leads a team, not the incubator.
    expect((await as("leader", `/api/feed/items/${labPost.id}`, undefined, "DELETE")).status).toBe(403);
    expect((await as("owner", `/api/feed/items/${labPost.id}`, undefined, "DELETE")).status).toBe(204);
    const own = await post("reader", "incubators/feed-lab", "My own");
    expect((await as("reader", `/api/feed/items/${own.id}`, undefined, "DELETE")).status).toBe(204);
    const listed = await page("member", "/api/incubators/feed-lab/feed?limit=100");
    expect(listed.items.map((item) => item.id)).not.toContain(labPost.id);
    expect(listed.items.map((item) => item.id)).not.toContain(own.id);
  });

  it("pins for the owner or the leader, shown above the page", async () => {
    const item = await post("member", "teams/open-crew", "Read me first");
    expect((await as("member", `/api/feed/items/${item.id}/pin`, { pinned: true }, "PUT")).status).toBe(403);
    const pinned = await as("leader", `/api/feed/items/${item.id}/pin`, { pinned: true }, "PUT");
    expect(pinned.status).toBe(200);
    expect(((await pinned.json()) as FeedItemResponse).item.pinnedAt).not.toBeNull();
    const shown = await page("reader", "/api/teams/open-crew/feed");
    expect(shown.pinned.map((pin) => pin.id)).toEqual([item.id]);
    expect(shown.items.map((other) => other.id)).not.toContain(item.id);
    // The last pinned comes first; later pages and Top show no pinned list.
    const later = await post("member", "teams/open-crew", "And me");
    await as("leader", `/api/feed/items/${later.id}/pin`, { pinned: true }, "PUT");
    const both = await page("reader", "/api/teams/open-crew/feed?limit=1");
    expect(both.pinned.map((pin) => pin.id)).toEqual([later.id, item.id]);
    expect(both.items.map((other) => other.id)).not.toContain(later.id);
    const next = await page("reader", `/api/teams/open-crew/feed?limit=1&cursor=${both.nextCursor}`);
    expect(next.pinned).toEqual([]);
    expect((await page("reader", "/api/teams/open-crew/feed?mode=top")).pinned).toEqual([]);
    await as("owner", `/api/feed/items/${later.id}/pin`, { pinned: false }, "PUT");
    expect((await as("owner", `/api/feed/items/${item.id}/pin`, { pinned: false }, "PUT")).status).toBe(200);
    expect((await page("reader", "/api/teams/open-crew/feed")).pinned).toEqual([]);
  });

  it("lets the incubator owner hide an item at once, in the incubator's feed and its teams'", async () => {
    const item = await post("member", "teams/open-crew", "Something to hide");
    expect((await as("leader", `/api/feed/items/${item.id}/hide`, {})).status).toBe(403);
    expect((await as("owner", `/api/feed/items/${item.id}/hide`, {})).status).toBe(204);
    expect((await as("member", `/api/feed/items/${item.id}`)).status).toBe(404);
    const listed = await page("member", "/api/teams/open-crew/feed?limit=100");
    expect(listed.items.map((shown) => shown.id)).not.toContain(item.id);
    // The owner still finds it, to decide.
    expect((await as("owner", `/api/feed/items/${item.id}`)).status).toBe(200);
  });
});

describe("limits, mentions and muting", () => {
  it(`refuses an eleventh post in a minute with 429 and a message`, async () => {
    for (let index = 0; index < FEED_POSTS_PER_MINUTE; index += 1) {
      await post("spammer", "incubators/feed-lab", `Post ${index}`);
    }
    const refused = await as("spammer", "/api/incubators/feed-lab/feed", { body: "One too many" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).not.toBeNull();
    expect(await messageOf(refused)).toBe(FEED_ERROR_MESSAGES.postsTooFast);
  });

  it("tells the mentioned who can see the post, and nobody else", async () => {
    const item = await post(
      "member",
      "teams/quiet-crew",
      "@Rhea Feedwell and @Leah Feedwell and @Otto Feedwell, look",
      [ids.reader, ids.leader, ids.outsider],
    );
    expect(item.mentions.map((mentioned) => mentioned.id)).toEqual([ids.leader]);
    // Only the mention the post may make links, as a mention; the others stay words.
    expect(item.bodyHtml).toBe(
      `<p>@Rhea Feedwell and <a href="${personPath(item.mentions[0]?.handle ?? "")}" class="mention">@Leah Feedwell</a> and @Otto Feedwell, look</p>`,
    );
    const [told] = await notificationsOf("leader", "mention");
    expect(told).toMatchObject({ actorId: ids.member, url: `/teams/quiet-crew/feed?post=${item.id}` });
    expect(told?.title).toBe("Milo Feedwell mentioned you in a post in Quiet Crew");
    expect(await notificationsOf("reader", "mention")).toEqual([]);
    expect(await notificationsOf("outsider", "mention")).toEqual([]);
  });

  it("suggests people who can read the feed for @mentions", async () => {
    const quiet = await as("member", "/api/teams/quiet-crew/feed/people?q=le");
    expect(((await quiet.json()) as MentionCandidatesResponse).people.map((one) => one.id)).toEqual([
      ids.leader,
    ]);
    const open = await as("member", "/api/teams/open-crew/feed/people?q=rh");
    expect(((await open.json()) as MentionCandidatesResponse).people.map((one) => one.id)).toEqual([
      ids.reader,
    ]);
    const lab = await as("member", "/api/incubators/feed-lab/feed/people?q=ot");
    expect(((await lab.json()) as MentionCandidatesResponse).people).toEqual([]);
  });

  it("leaves out the kinds a person muted", async () => {
    await post("leader", "incubators/feed-lab", "Muted for the reader");
    expect((await as("reader", "/api/feed/mutes", { mutedKinds: ["post"] }, "PUT")).status).toBe(200);
    const shown = await page("reader", "/api/incubators/feed-lab/feed");
    expect(shown.items).toEqual([]);
    expect(shown.mutedKinds).toEqual(["post"]);
    expect((await as("reader", "/api/feed/mutes", { mutedKinds: ["nonsense"] }, "PUT")).status).toBe(422);
    expect((await as("reader", "/api/feed/mutes", { mutedKinds: [] }, "PUT")).status).toBe(200);
    expect((await page("reader", "/api/incubators/feed-lab/feed")).items.length).toBeGreaterThan(0);
  });

  it("announces a new post to the scope's readers for the live pill: a public team's to its incubator too", async () => {
    const audiencesOf = async (itemId: string) =>
      (await t.db.select().from(events).where(eq(events.type, "feed.item_created")))
        .filter((event) => (event.payload as { itemId: string }).itemId === itemId)
        .map((event) => `${event.audienceKind}:${event.audienceId}`)
        .sort();

    const open = await post("member", "teams/open-crew", "Live");
    expect(await audiencesOf(open.id)).toEqual([`incubator:${incubatorId}`, `team:${openTeamId}`].sort());

    const quiet = await post("member", "teams/quiet-crew", "Only for the crew");
    expect(await audiencesOf(quiet.id)).toEqual([`team:${quiet.scope.id}`]);

    const incubatorPost = await post("member", "incubators/feed-lab", "For everyone here");
    expect(await audiencesOf(incubatorPost.id)).toEqual([`incubator:${incubatorId}`]);

    // Each page says whether those announcements reach its reader: the members-only team's reach
    // neither the incubator's owner nor an administrator, who read it all the same.
    const liveFor = async (name: Name, feed: string) => (await page(name, `/api/${feed}/feed`)).scope?.live;
    expect(await liveFor("member", "teams/quiet-crew")).toBe(true);
    expect(await liveFor("reader", "teams/open-crew")).toBe(true);
    expect(await liveFor("owner", "teams/open-crew")).toBe(true);
    expect(await liveFor("owner", "incubators/feed-lab")).toBe(true);
    expect(await liveFor("owner", "teams/quiet-crew")).toBe(false);
    expect(await liveFor("admin", "teams/quiet-crew")).toBe(false);
  });
});

describe("comments", () => {
  it("takes comments and one level of replies, and tells the post's and the comment's authors", async () => {
    const item = await post("member", "incubators/feed-lab", "Comment on this");
    const commented = await as("reader", `/api/feed/items/${item.id}/comments`, { body: "Nice *work*" });
    expect(commented.status).toBe(201);
    const comment = ((await commented.json()) as FeedCommentResponse).comment;
    expect(comment.bodyHtml).toBe("<p>Nice <em>work</em></p>");
    const [toldAuthor] = await notificationsOf("member", "reply");
    expect(toldAuthor?.title).toBe("Rhea Feedwell commented on your post in Feed Lab");

    const replied = await as("leader", `/api/feed/items/${item.id}/comments`, {
      body: "Agreed",
      parentId: comment.id,
    });
    expect(replied.status).toBe(201);
    const reply = ((await replied.json()) as FeedCommentResponse).comment;
    expect(reply.parentId).toBe(comment.id);
    const [toldCommenter] = await notificationsOf("reader", "reply");
    expect(toldCommenter?.title).toBe("Leah Feedwell replied to your comment in Feed Lab");

    const tooDeep = await as("member", `/api/feed/items/${item.id}/comments`, {
      body: "Deeper",
      parentId: reply.id,
    });
    expect(tooDeep.status).toBe(422);
    expect(await messageOf(tooDeep)).toBe(FEED_ERROR_MESSAGES.replyDepth);
    const listed = (await (
      await as("member", `/api/feed/items/${item.id}/comments`)
    ).json()) as FeedCommentList;
    expect(listed.items.map((one) => one.id)).toEqual([comment.id, reply.id]);
    expect((await as("member", `/api/feed/items/${item.id}`)).status).toBe(200);
    const [counted] = await t.db.select().from(feedItems).where(eq(feedItems.id, item.id));
    expect(counted?.commentCount).toBe(2);
    expect((await as("outsider", `/api/feed/items/${item.id}/comments`, { body: "Let me in" })).status).toBe(
      404,
    );
  });

  it("edits for the author, deletes for the author or a moderator, keeping a placeholder above replies", async () => {
    const item = await post("member", "incubators/feed-lab", "Thread");
    const parent = (
      (await (
        await as("reader", `/api/feed/items/${item.id}/comments`, { body: "Parent" })
      ).json()) as FeedCommentResponse
    ).comment;
    await as("leader", `/api/feed/items/${item.id}/comments`, { body: "Child", parentId: parent.id });
    expect(
      (await as("leader", `/api/feed/comments/${parent.id}`, { body: "Not mine" }, "PATCH")).status,
    ).toBe(403);
    const edited = await as("reader", `/api/feed/comments/${parent.id}`, { body: "Parent, edited" }, "PATCH");
    expect(((await edited.json()) as FeedCommentResponse).comment.editedAt).not.toBeNull();
    expect((await as("leader", `/api/feed/comments/${parent.id}`, undefined, "DELETE")).status).toBe(403);
    expect((await as("owner", `/api/feed/comments/${parent.id}`, undefined, "DELETE")).status).toBe(204);
    const listed = (await (
      await as("member", `/api/feed/items/${item.id}/comments`)
    ).json()) as FeedCommentList;
    expect(listed.items[0]).toMatchObject({ id: parent.id, deleted: true, body: "", author: null });
    const [counted] = await t.db.select().from(feedItems).where(eq(feedItems.id, item.id));
    expect(counted?.commentCount).toBe(1);
  });

  it(`refuses a thirty-first comment in a minute`, async () => {
    const item = await post("member", "incubators/feed-lab", "Chat here");
    for (let index = 0; index < 30; index += 1) {
      const response = await as("chatty", `/api/feed/items/${item.id}/comments`, {
        body: `Comment ${index}`,
      });
      expect(response.status).toBe(201);
    }
    const refused = await as("chatty", `/api/feed/items/${item.id}/comments`, { body: "One more" });
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(FEED_ERROR_MESSAGES.commentsTooFast);
  });
});

describe("reactions, top and reports", () => {
  it("counts reactions once per person and kind, shows who reacted and groups the author's notification", async () => {
    const item = await post("leader", "incubators/feed-lab", "React to me");
    const first = await as("reader", `/api/feed/items/${item.id}/reactions/celebrate`, undefined, "PUT");
    expect(first.status).toBe(200);
    await as("reader", `/api/feed/items/${item.id}/reactions/celebrate`, undefined, "PUT");
    const second = await as("member", `/api/feed/items/${item.id}/reactions/celebrate`, undefined, "PUT");
    const shown = ((await second.json()) as FeedItemResponse).item;
    expect(shown.reactions).toEqual([{ reaction: "celebrate", count: 2 }]);
    expect(shown.myReactions).toEqual(["celebrate"]);
    const grouped = (await notificationsOf("leader", "reaction")).filter(
      (one) => one.groupKey === `feed-reactions:${item.id}`,
    );
    expect(grouped).toHaveLength(1);
    expect(grouped[0]?.actorCount).toBe(2);
    expect(grouped[0]?.title).toBe("Milo Feedwell and 1 other reacted to your post in Feed Lab");
    const reactors = (await (
      await as("leader", `/api/feed/items/${item.id}/reactions`)
    ).json()) as FeedReactors;
    expect(reactors.reactions[0]?.people.map((one) => one.id)).toEqual([ids.reader, ids.member]);
    expect((await as("reader", `/api/feed/items/${item.id}/reactions/shrug`, undefined, "PUT")).status).toBe(
      404,
    );
    const taken = await as("reader", `/api/feed/items/${item.id}/reactions/celebrate`, undefined, "DELETE");
    expect(((await taken.json()) as FeedItemResponse).item.reactions).toEqual([
      { reaction: "celebrate", count: 1 },
    ]);
  });

  it("ranks the week's items by reactions and comments in Top, with the score shown", async () => {
    const popular = await post("leader", "teams/quiet-crew", "Popular");
    const fresh = await post("leader", "teams/quiet-crew", "Fresh and quiet");
    await as("member", `/api/feed/items/${popular.id}/reactions/like`, undefined, "PUT");
    await as("member", `/api/feed/items/${popular.id}/comments`, { body: "Great" });
    const top = await page("leader", "/api/teams/quiet-crew/feed?mode=top");
    const order = top.items.map((item) => item.id);
    expect(order.indexOf(popular.id)).toBeLessThan(order.indexOf(fresh.id));
    expect(top.items[0]?.score).toBeGreaterThan(0);
    // One like and one comment: a weight of 4, a little less after the moments since the post.
    const shownPopular = top.items.find((item) => item.id === popular.id);
    expect(shownPopular?.score).toBeGreaterThan(3.99);
    expect(shownPopular?.score).toBeLessThanOrEqual(4);
    expect(top.nextCursor).toBeNull();
    expect((await as("leader", "/api/feed?mode=best")).status).toBe(422);
  });

  it("pages Top by its cursor in rank order, and leaves out what is older than the week", async () => {
    const posted = [];
    for (const body of ["Ranked one", "Ranked two", "Ranked three", "Ranked four"]) {
      posted.push(await post("leader", "teams/quiet-crew", body));
    }
    const [oldest, , liked] = posted;
    await as("member", `/api/feed/items/${liked?.id}/reactions/like`, undefined, "PUT");
    // Eight days old but with a weight of 2^20: it ranks within the week, yet it is not of the week.
    await t.db.execute(sql`update feed_items set created_at = now() - interval '8 days',
      ranked_at = now() - interval '8 days' + make_interval(hours => 20 * 12) where id = ${oldest?.id}`);
    const whole = await page("leader", "/api/teams/quiet-crew/feed?mode=top&limit=50");
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? "" : `&cursor=${cursor}`;
      const shown: FeedPage = await page("leader", `/api/teams/quiet-crew/feed?mode=top&limit=2${query}`);
      expect(shown.items.length).toBeLessThanOrEqual(2);
      seen.push(...shown.items.map((item) => item.id));
      cursor = shown.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual(whole.items.map((item) => item.id));
    expect(seen).not.toContain(oldest?.id);
    // Liked, it ranks above the posts written after it.
    expect(seen.indexOf(liked?.id ?? "")).toBeLessThan(seen.indexOf(posted[3]?.id ?? ""));
    const scores = whole.items.map((item) => item.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const home = await page("leader", "/api/feed?mode=top&limit=1");
    expect(home.nextCursor).not.toBeNull();
    expect((await as("leader", "/api/feed?mode=top&cursor=nonsense")).status).toBe(422);
  });

  it("stores a report for moderation, once per person", async () => {
    const item = await post("member", "incubators/feed-lab", "Questionable");
    const reported = await as("reader", `/api/feed/items/${item.id}/reports`, {
      reason: "spam",
      details: "Ads",
    });
    expect(reported.status).toBe(201);
    const again = await as("reader", `/api/feed/items/${item.id}/reports`, { reason: "spam" });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(FEED_ERROR_MESSAGES.alreadyReported);
    expect((await as("outsider", `/api/feed/items/${item.id}/reports`, { reason: "spam" })).status).toBe(404);
    const comment = (
      (await (
        await as("member", `/api/feed/items/${item.id}/comments`, { body: "Rude" })
      ).json()) as FeedCommentResponse
    ).comment;
    expect(
      (await as("reader", `/api/feed/comments/${comment.id}/reports`, { reason: "harassment" })).status,
    ).toBe(201);
    const stored = await t.db
      .select()
      .from(reports)
      .where(sql`${reports.contentId} in (${item.id}, ${comment.id})`);
    expect(
      stored.map((report) => [
        report.contentKind,
        report.contentId,
        report.reason,
        report.reporterId,
        report.status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["feed_item", item.id, "spam", ids.reader, "open"],
        ["feed_comment", comment.id, "harassment", ids.reader, "open"],
      ]),
    );
    expect((await as("reader", `/api/feed/items/${item.id}/reports`, { reason: "nope" })).status).toBe(422);
  });
});

describe("images", () => {
  function upload(name: Name, feed: string, file: File) {
    const form = new FormData();
    form.set("file", file);
    return request(t.app, `/api/${feed}/feed/images`, {
      method: "POST",
      body: form,
      headers: { Origin: TEST_ORIGIN, Cookie: jars[name].header() ?? "" },
    });
  }

  it("stores a checked image for a member's post and serves it; others and other files are refused", async () => {
    const uploaded = await upload(
      "member",
      "teams/open-crew",
      new File([PNG_1PX], "chart.png", { type: "image/png" }),
    );
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url).toMatch(/^\/api\/files\/feed-images\/[A-Za-z0-9_-]{22}\.png$/);
    // Served to the feed's readers only (decision 024): the uploader, not a visitor.
    const served = await as("member", url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect((await t.request(url)).status).toBe(404);
    const item = await post("member", "teams/open-crew", `Our chart ![chart](${url})`);
    expect(item.body).toBe(`Our chart ![chart](${url})`);

    expect(
      (await upload("reader", "teams/open-crew", new File([PNG_1PX], "x.png", { type: "image/png" }))).status,
    ).toBe(403);
    const text = await upload(
      "member",
      "teams/open-crew",
      new File(["just text"], "notes.txt", { type: "text/plain" }),
    );
    expect(text.status).toBe(415);
  });
});

describe("items the platform writes", () => {
  const platformItems = async (name: Name, feed: string) =>
    (await page(name, `/api/${feed}/feed?limit=100`)).items.filter((item) => item.kind !== "post");

  it("tells a new project and its milestones in the team's feed, and a launch in the incubator's, once each", async () => {
    const created = await as("member", "/api/projects", {
      team: "open-crew",
      name: "Star Map",
      milestones: [{ title: "Alpha" }],
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const team = await platformItems("reader", "teams/open-crew");
    expect(team[0]).toMatchObject({
      kind: "project_update",
      body: "Open Crew started a new project: Star Map.",
      link: { label: "See the project", path: "/projects/star-map" },
      author: { id: ids.member },
    });
    // A sentence of the platform's, not markdown: no HTML of it.
    expect(team[0]?.bodyHtml).toBeNull();
    // The platform's items are not the author's to edit or delete.
    expect(team[0]?.can).toMatchObject({ edit: false, delete: false });

    const detail = (await (await as("member", "/api/projects/star-map")).json()) as {
      milestones: { id: string }[];
    };
    const milestoneId = detail.milestones[0]?.id as string;
    for (const done of [true, false, true]) {
      const changed = await as(
        "member",
        `/api/projects/star-map/milestones/${milestoneId}`,
        { done },
        "PATCH",
      );
      expect(changed.status).toBe(200);
    }
    const milestones = (await platformItems("member", "teams/open-crew")).filter(
      (item) => item.kind === "milestone_done",
    );
    expect(milestones.map((item) => item.body)).toEqual(["Milestone done on Star Map: Alpha."]);

    expect((await as("member", "/api/projects/star-map", { status: "launched" }, "PATCH")).status).toBe(200);
    const lab = await platformItems("reader", "incubators/feed-lab");
    expect(lab.find((item) => item.kind === "project_launched")?.body).toBe(
      "Open Crew launched Star Map! 🚀",
    );
  });

  it("tells a position opened and filled, a team's new member and the incubator's, in one transaction with the event", async () => {
    const [position] = await t.db
      .insert(positions)
      .values({ teamId: openTeamId, incubatorId, title: "Designer", hoursPerWeek: 10, createdBy: ids.leader })
      .returning();
    if (!position) throw new Error("no position");
    const announce = () =>
      t.db.transaction((tx) =>
        publishEvent(tx, {
          type: "position.changed",
          audience: { kind: "incubator", id: incubatorId },
          payload: { positionId: position.id, teamId: openTeamId, incubatorId },
        }),
      );
    await announce();
    await announce();
    await t.db
      .update(positions)
      .set({ status: "filled", filledSeats: 1 })
      .where(eq(positions.id, position.id));
    await announce();
    const lab = await platformItems("reader", "incubators/feed-lab");
    expect(lab.filter((item) => item.kind.startsWith("position_")).map((item) => item.body)).toEqual([
      "Open Crew filled its position: Designer.",
      "Open Crew is looking for: Designer.",
    ]);

    // A rolled-back event leaves no item.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(teamMembers).values({ teamId: openTeamId, userId: ids.chatty });
        await publishEvent(tx, {
          type: "team.member_joined",
          audience: { kind: "team", id: openTeamId },
          payload: { teamId: openTeamId, teamSlug: "open-crew", userId: ids.chatty },
        });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(
      (await platformItems("member", "teams/open-crew")).some((item) => item.kind === "team_member_joined"),
    ).toBe(false);
    await t.db.transaction(async (tx) => {
      await tx.insert(teamMembers).values({ teamId: openTeamId, userId: ids.chatty });
      await publishEvent(tx, {
        type: "team.member_joined",
        audience: { kind: "team", id: openTeamId },
        payload: { teamId: openTeamId, teamSlug: "open-crew", userId: ids.chatty },
      });
    });
    const joined = (await platformItems("member", "teams/open-crew")).find(
      (item) => item.kind === "team_member_joined",
    );
    expect(joined).toMatchObject({ author: { id: ids.chatty }, body: "Joined Open Crew. Say hello!" });

    expect((await as("admin", "/api/incubators/feed-lab/membership", {})).status).toBe(201);
    const welcomed = (await platformItems("reader", "incubators/feed-lab")).find(
      (item) => item.kind === "incubator_member_joined",
    );
    expect(welcomed).toMatchObject({ author: { id: ids.admin }, body: "Joined Feed Lab. Welcome!" });
  });

  it("leaves out a platform kind the person muted", async () => {
    expect(
      (await as("reader", "/api/feed/mutes", { mutedKinds: ["position_opened", "position_filled"] }, "PUT"))
        .status,
    ).toBe(200);
    const lab = await platformItems("reader", "incubators/feed-lab");
    expect(lab.some((item) => item.kind.startsWith("position_"))).toBe(false);
    expect(lab.some((item) => item.kind === "project_launched")).toBe(true);
  });
});
