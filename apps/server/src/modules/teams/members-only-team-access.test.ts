import type {
  FeedItemResponse,
  FeedPage,
  IncubatorPositionsResponse,
  MentionCandidatesResponse,
  PositionDetailResponse,
  ProjectListResponse,
  TeamListResponse,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  events,
  incubatorMembers,
  incubators,
  notifications,
  projects,
  teamMembers,
  teams,
} from "../../db/schema";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createAudienceChecks } from "../events/event-audience";

/**
 * One rule for a members-only team (docs/decisions/024-members-only-teams.md): the people inside its
 * incubator (active members and the owner), its own members and administrators see it, and every path
 * that shows or sends something about it agrees with that, for every kind of person.
 */

const PEOPLE = ["owner", "guest", "leader", "former", "outsider", "admin"] as const;
type Name = (typeof PEOPLE)[number];
type Caller = Name | "anonymous";
const CALLERS: readonly Caller[] = [...PEOPLE, "anonymous"];

let t: TestApp;
const jars = {} as Record<Name, CookieJar>;
const ids = {} as Record<Name, string>;
let incubatorId: string;
let positionId: string;
/** The leader's post in the team's feed, mentioning the owner. */
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const [index, name] of PEOPLE.entries()) {
    const created = await createVerifiedUser(
      t.app,
      t.db,
      person(`${name}@quiet.test`, { firstName: name === "owner" ? "Olwen" : "Quill", lastName: name }),
      { roles: name === "admin" ? ["admin"] : [], ip: `198.51.100.${120 + index}` },
    );
    jars[name] = created.jar;
    ids[name] = created.userId;
  }
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: "Quiet Lab", slug: "quiet-lab", status: "active", ownerId: ids.owner })
    .returning({ id: incubators.id });
  incubatorId = incubator?.id as string;
  await t.db.insert(incubatorMembers).values([
    { incubatorId, userId: ids.guest, membershipTier: "guest" },
    { incubatorId, userId: ids.leader, membershipTier: "subscriber" },
    { incubatorId, userId: ids.former, status: "inactive" },
  ]);
  const [team] = await t.db
    .insert(teams)
    .values({ incubatorId, slug: "quiet-team", name: "Quiet Team", visibility: "incubator" })
    .returning({ id: teams.id });
  const teamId = team?.id as string;
  await t.db.insert(teamMembers).values({ teamId, userId: ids.leader, isLeader: true });
  await t.db.insert(projects).values({ teamId, slug: "quiet-project", name: "Quiet Project" });

  const opened = await as("leader", "/api/teams/quiet-team/positions", {
    title: "Quiet designer",
    description: "Shapes the first screens.",
    offers: "Equity.",
    hoursPerWeek: 10,
    isRemote: true,
  });
  expect(opened.status, await opened.clone().text()).toBe(201);
  positionId = ((await opened.json()) as PositionDetailResponse).position.id;
  const posted = await as("leader", "/api/teams/quiet-team/feed", {
    body: "Plans for the launch, for Olwen's eyes too.",
    mentionIds: [ids.owner],
  });
  expect(posted.status, await posted.clone().text()).toBe(201);
  postId = ((await posted.json()) as FeedItemResponse).item.id;
}, 180_000);
afterAll(() => t.close());

function as(caller: Caller, target: string, body?: unknown) {
  const ip = `198.51.100.${140 + CALLERS.indexOf(caller)}`;
  return call(t.app, target, body, { jar: caller === "anonymous" ? undefined : jars[caller], ip });
}

/** The status each caller gets for `target`. */
async function statuses(target: string): Promise<Record<Caller, number>> {
  const answers = {} as Record<Caller, number>;
  for (const caller of CALLERS) answers[caller] = (await as(caller, target)).status;
  return answers;
}

/** Whether each caller's answer (when it is a 200) passes `test`; false for any refusal. */
async function answers<T>(target: string, test: (body: T) => boolean): Promise<Record<Caller, boolean>> {
  const found = {} as Record<Caller, boolean>;
  for (const caller of CALLERS) {
    const response = await as(caller, target);
    found[caller] = response.status === 200 && test((await response.json()) as T);
  }
  return found;
}

/** Who sees the team: the people inside the incubator, the team's own members and administrators. */
const SEES: Record<Caller, boolean> = {
  owner: true,
  guest: true,
  leader: true,
  former: false,
  outsider: false,
  admin: true,
  anonymous: false,
};
const seen = (status: number, hidden: number) =>
  Object.fromEntries(CALLERS.map((caller) => [caller, SEES[caller] ? status : hidden])) as Record<
    Caller,
    number
  >;

describe("a members-only team", () => {
  it("is seen on its pages by the incubator's owner and administrators as by its members", async () => {
    expect(await statuses("/api/teams/quiet-team")).toEqual(seen(200, 404));
    expect(await statuses("/api/projects/quiet-project")).toEqual(seen(200, 404));
    expect(await statuses(`/api/positions/${positionId}`)).toEqual(seen(200, 404));
  });

  it("is in the lists of those who see it, and of nobody else", async () => {
    expect(
      await answers<TeamListResponse>("/api/teams?search=Quiet", (list) =>
        list.items.some((team) => team.slug === "quiet-team"),
      ),
    ).toEqual(SEES);
    expect(
      await answers<ProjectListResponse>("/api/projects?search=Quiet", (list) =>
        list.items.some((project) => project.slug === "quiet-project"),
      ),
    ).toEqual(SEES);
  });

  it("lists its open positions on the incubator's positions page for everyone who sees every team there", async () => {
    expect(await statuses("/api/incubators/quiet-lab/positions")).toEqual({
      ...seen(200, 403),
      anonymous: 401,
    });
    expect(
      await answers<IncubatorPositionsResponse>("/api/incubators/quiet-lab/positions", (page) =>
        page.items.some((item) => item.position.id === positionId),
      ),
    ).toEqual(SEES);
    // Seeing the page is not applying: that is an active member's outside the team.
    expect(
      await answers<IncubatorPositionsResponse>("/api/incubators/quiet-lab/positions", (page) =>
        page.items.some((item) => item.position.id === positionId && item.viewer.canApply),
      ),
    ).toEqual({
      owner: false,
      guest: true,
      leader: false,
      former: false,
      outsider: false,
      admin: false,
      anonymous: false,
    });
  });

  it("shows its “is looking for” card only to people who see the team", async () => {
    const card = "Quiet Team is looking for: Quiet designer.";
    const hasCard = (page: FeedPage) => page.items.some((item) => item.body === card);
    // The incubator's feed: the people inside it, and administrators, who read every feed to moderate.
    expect(await answers<FeedPage>("/api/incubators/quiet-lab/feed", hasCard)).toEqual(SEES);
    // A person's own feed gathers the incubators they are inside.
    expect(await answers<FeedPage>("/api/feed", hasCard)).toEqual({
      ...SEES,
      admin: false,
    });
  });

  it("lets the owner moderate its feed, and the post that mentions them opens for them", async () => {
    const feed = await as("owner", "/api/teams/quiet-team/feed");
    expect(feed.status, await feed.clone().text()).toBe(200);
    const scope = ((await feed.json()) as FeedPage).scope;
    expect(scope).toMatchObject({ canPost: false, canModerate: true });

    const [mention] = await t.db
      .select({ url: notifications.url })
      .from(notifications)
      .where(and(eq(notifications.userId, ids.owner), eq(notifications.kind, "mention")));
    expect(mention?.url).toBe(`/teams/quiet-team/feed?post=${postId}`);
    const opened = await as("owner", `/api/feed/items/${postId}`);
    expect(opened.status, await opened.clone().text()).toBe(200);
    // Nobody outside the team's audience opens it.
    expect((await as("outsider", `/api/feed/items/${postId}`)).status).toBe(404);
    expect((await as("former", `/api/feed/items/${postId}`)).status).toBe(404);
    // Moderating is acting on what they see: the owner hides the post at once.
    expect(
      (await call(t.app, `/api/feed/items/${postId}/hide`, {}, { jar: jars.owner, ip: "198.51.100.150" }))
        .status,
    ).toBe(204);
  });

  it("offers as mention candidates the readers of its feed, who all see the team", async () => {
    const response = await as("leader", "/api/teams/quiet-team/feed/people?q=");
    expect(response.status).toBe(200);
    const offered = ((await response.json()) as MentionCandidatesResponse).people.map((p) => p.id);
    expect(offered).toContain(ids.owner);
    for (const name of PEOPLE) {
      if (offered.includes(ids[name])) expect(SEES[name], name).toBe(true);
    }
  });

  it("sends its incubator events to the people inside the incubator only, who all see the team", async () => {
    const sent = await t.db
      .select()
      .from(events)
      .where(
        sql`${events.type} in ('position.changed', 'feed.item_created') and ${events.audienceKind} = 'incubator'
          and ${events.audienceId} = ${incubatorId}`,
      );
    expect(sent.map((event) => event.type).sort()).toEqual(["feed.item_created", "position.changed"]);
    const checks = createAudienceChecks(t.db);
    const inside: Record<Name, boolean> = {
      owner: true,
      guest: true,
      leader: true,
      former: false,
      outsider: false,
      // Administrators read what they moderate on request; no stream carries it to them unasked.
      admin: false,
    };
    for (const name of PEOPLE) {
      const audience = checks.open(ids[name]);
      for (const event of sent) {
        const receives = await audience.maySee(event);
        expect(receives, `${name} ${event.type}`).toBe(inside[name]);
        if (receives) expect(SEES[name], name).toBe(true);
      }
      audience.release();
    }
  });
});
