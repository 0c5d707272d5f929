import {
  FEED_ITEM_KINDS,
  FEED_TOP_WINDOW_DAYS,
  type FeedItemKind,
  type FeedMode,
  type FeedMutesResponse,
  type FeedPage,
} from "@hatchery/shared";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../../db/client";
import { feedItems, feedMutes } from "../../db/schema";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { onTrialCondition } from "../access/team-access";
import type { FeedScopeAccess, ScopeKey } from "./feed-access";
import { signedInId } from "./feed-items.service";
import { type FeedItemRow, scopeKeyOf, sqlArray, toFeedItems, topScoreOf } from "./feed-records";
import * as feedPolicy from "./feeds.policy";

/**
 * Pages of the three feeds (docs/decisions/020-feeds.md): a scope's and the person's home feed, newest
 * first or ranked for the week, without the kinds the person muted.
 */

/** The cursor: `created_at` ("Latest") or `ranked_at` ("Top") to the microsecond (decision 013) and the id. */
const feedCursorSchema = z.tuple([z.iso.datetime(), z.uuid()]);
/** A time to the microsecond, as the cursor holds it. */
const exactTimeOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const MAX_PINNED = 5;

export interface FeedListInput {
  mode: FeedMode;
  cursor?: string | undefined;
  limit: number;
}

export async function mutedKindsOf(db: Database, userId: string): Promise<FeedItemKind[]> {
  const rows = await db.select({ kind: feedMutes.kind }).from(feedMutes).where(eq(feedMutes.userId, userId));
  return FEED_ITEM_KINDS.filter((kind) => rows.some((row) => row.kind === kind));
}

interface PageOptions {
  /** The kinds left out: as known, or (`mutedBy`) those the person muted, read in the same statement. */
  mutedKinds: readonly FeedItemKind[] | { mutedBy: string };
  leaveOutPinned: boolean;
  /** Reads this scope's pinned items with the page (the first "Latest" page of a scope). */
  pinnedOf?: ScopeKey;
}

function scopeConditions(options: PageOptions): SQL[] {
  const conditions = [
    sql`f.scope_kind = s.kind`,
    sql`f.scope_id = s.id`,
    sql`f.deleted_at is null`,
    sql`f.hidden_at is null`,
  ];
  const muted = options.mutedKinds;
  if ("mutedBy" in muted) {
    conditions.push(
      sql`f.kind <> all(array(select m.kind from feed_mutes m where m.user_id = ${muted.mutedBy}))`,
    );
  } else if (muted.length > 0) {
    conditions.push(sql`f.kind <> all(${sqlArray(muted, "text[]")})`);
  }
  if (options.leaveOutPinned) conditions.push(sql`f.pinned_at is null`);
  return conditions;
}

function scopeList(scopes: readonly ScopeKey[]): SQL {
  return sql`unnest(${sqlArray(
    scopes.map((scope) => scope.kind),
    "text[]",
  )}, ${sqlArray(
    scopes.map((scope) => scope.id),
    "uuid[]",
  )}) as s(kind, id)`;
}

/** The order of a page: "Latest" by creation, "Top" by where the item ranks (`ranked_at`). */
const orderColumn = { latest: "created_at", top: "ranked_at" } as const satisfies Record<FeedMode, string>;

/**
 * The ids of a page: each scope is read through its own index ((scope, created_at, id) for "Latest",
 * (scope, ranked_at, id) for "Top") up to the page's size, and the pieces are merged. A page across
 * fifty scopes costs fifty short index scans, whatever the size of the table. "Top" reads from the best
 * ranked down to the week's start: an item of the week ranks no earlier than its creation, so the bound
 * is a range of the index, and the few older items ranked within it are left out by their creation.
 * Exported for the test that reads its plan.
 */
export function pageIdsQuery(
  mode: FeedMode,
  scopes: readonly ScopeKey[],
  after: readonly [string, string] | null,
  limit: number,
  options: PageOptions,
): SQL {
  const column = sql.raw(orderColumn[mode]);
  const conditions = scopeConditions(options);
  if (mode === "top") {
    const weekStart = sql`now() - make_interval(days => ${FEED_TOP_WINDOW_DAYS})`;
    // The week's bound on creation is written so no index can use it ("is true"): offered the creation
    // index, the planner underestimates the week's items per scope and reads and sorts all of them,
    // where the ranked index stops at the page's size.
    conditions.push(sql`f.ranked_at > ${weekStart}`, sql`(f.created_at > ${weekStart}) is true`);
  }
  if (after !== null) {
    conditions.push(sql`(f.${column}, f.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`);
  }
  return sql`
    select page.id from ${scopeList(scopes)}
    cross join lateral (
      select f.id, f.${column} as position from feed_items f
      where ${sql.join(conditions, sql` and `)}
      -- "nulls last" as the index is built (the columns hold no nulls): so the scan reads the index in
      -- its order and stops at the limit, instead of reading the whole scope and sorting it.
      order by f.${column} desc nulls last, f.id desc nulls last
      limit ${limit}
    ) page
    order by page.position desc, page.id desc
    limit ${limit}`;
}

/**
 * One page of the scopes' items the reader has not muted, "Latest" or "Top", by cursor, read in one
 * statement with the rows themselves, their cursor position and (in "Top") their score.
 */
async function pageOfScopes(
  db: Database,
  scopes: readonly ScopeKey[],
  input: FeedListInput,
  options: PageOptions,
): Promise<{
  rows: FeedItemRow[];
  pinned: FeedItemRow[];
  nextCursor: string | null;
  scores: Map<string, number>;
}> {
  if (scopes.length === 0) return { rows: [], pinned: [], nextCursor: null, scores: new Map() };
  const after = input.cursor === undefined ? null : decodeCursor(input.cursor, feedCursorSchema);
  const position = input.mode === "top" ? feedItems.rankedAt : feedItems.createdAt;
  const ids = pageIdsQuery(input.mode, scopes, after, input.limit + 1, options);
  const pinnedOf = options.pinnedOf;
  // The pinned items come in the same statement; the page leaves them out, so a pinned row is one of them.
  const wanted = pinnedOf
    ? sql`(${ids}) union all (select p.id from feed_items p
        where p.scope_kind = ${pinnedOf.kind} and p.scope_id = ${pinnedOf.id} and p.pinned_at is not null
          and p.deleted_at is null and p.hidden_at is null
        order by p.pinned_at desc nulls last limit ${MAX_PINNED})`
    : ids;
  const found = await db
    .select({ row: feedItems, exact: exactTimeOf(position), score: topScoreOf(feedItems.rankedAt) })
    .from(feedItems)
    .where(sql`${feedItems.id} in (${wanted})`)
    .orderBy(desc(position), desc(feedItems.id));
  const isPinned = (one: (typeof found)[number]) => pinnedOf !== undefined && one.row.pinnedAt !== null;
  const page = pageOf(
    found.filter((one) => !isPinned(one)),
    input.limit,
    (one) => [one.exact, one.row.id],
  );
  return {
    rows: page.items.map((one) => one.row),
    pinned: found
      .filter(isPinned)
      .map((one) => one.row)
      .sort((a, b) => (b.pinnedAt?.getTime() ?? 0) - (a.pinnedAt?.getTime() ?? 0)),
    nextCursor: page.nextCursor,
    scores: new Map(input.mode === "top" ? page.items.map((one) => [one.row.id, one.score]) : []),
  };
}

/** A scope's feed: its pinned items first on the first "Latest" page, then the page. */
export async function listScopeFeed(
  db: Database,
  actor: PolicyActor,
  access: FeedScopeAccess,
  input: FeedListInput & { siteUrl: string },
): Promise<FeedPage> {
  const viewerId = signedInId(actor);
  const key = { kind: access.scope.kind, id: access.scope.id };
  const firstLatest = input.mode === "latest" && input.cursor === undefined;
  // The muted kinds are read for the answer while the page leaves them out by itself.
  const [mutedKinds, page] = await Promise.all([
    mutedKindsOf(db, viewerId),
    pageOfScopes(db, [key], input, {
      mutedKinds: { mutedBy: viewerId },
      leaveOutPinned: input.mode === "latest",
      ...(firstLatest ? { pinnedOf: key } : {}),
    }),
  ]);
  const pinnedRows = page.pinned;
  // The page and its pinned items are completed together: one round of reads for both.
  const shown = await toFeedItems(db, actor, [...page.rows, ...pinnedRows], () => access, {
    siteUrl: input.siteUrl,
    scores: page.scores,
  });
  return {
    items: shown.slice(0, page.rows.length),
    nextCursor: page.nextCursor,
    pinned: shown.slice(page.rows.length),
    scope: {
      ...access.scope,
      canPost: feedPolicy.can(actor, "post", access),
      canModerate: feedPolicy.can(actor, "hide", access),
      live: access.live,
    },
    postTargets: feedPolicy.can(actor, "post", access) ? [access.scope] : [],
    mutedKinds,
  };
}

interface HomeScopeRow extends Record<string, unknown> {
  muted_kinds: string[];
  kind: "incubator" | "team" | null;
  id: string;
  slug: string;
  name: string;
  incubator_id: string;
  is_owner: boolean;
  is_leader: boolean;
}

/**
 * The person's incubators (active member or owner) and teams, with their place in each, and the kinds
 * they muted: one statement, since the page cannot be read before both are known.
 */
async function homeScopes(
  db: Database,
  userId: string,
): Promise<{ scopes: FeedScopeAccess[]; mutedKinds: FeedItemKind[] }> {
  const { rows } = await db.execute<HomeScopeRow>(sql`
    with muted as (
      select coalesce(array_agg(m.kind), '{}') as kinds from feed_mutes m where m.user_id = ${userId}
    ), scopes as (
      select 'incubator' as kind, i.id, i.slug, i.name, i.id as incubator_id,
        coalesce(i.owner_id = ${userId}, false) as is_owner, false as is_leader
      from incubators i
      where i.owner_id = ${userId} or exists (select 1 from incubator_members m
        where m.incubator_id = i.id and m.user_id = ${userId} and m.status = 'active')
      union all
      select 'team' as kind, t.id, t.slug, t.name, t.incubator_id,
        coalesce(i.owner_id = ${userId}, false) as is_owner, tm.is_leader
      from team_members tm join teams t on t.id = tm.team_id join incubators i on i.id = t.incubator_id
      where tm.user_id = ${userId}
      union all
      -- The teams the person is on trial with: their feeds are the person's while the trial runs.
      select 'team' as kind, t.id, t.slug, t.name, t.incubator_id,
        coalesce(i.owner_id = ${userId}, false) as is_owner, false as is_leader
      from teams t join incubators i on i.id = t.incubator_id
      where ${onTrialCondition(sql`t.id`, sql`${userId}`)}
        and not exists (select 1 from team_members tm where tm.team_id = t.id and tm.user_id = ${userId})
    )
    -- One row even for a person in no scope, so the muted kinds always come back.
    select muted.kinds as muted_kinds, scopes.* from muted left join scopes on true
    order by scopes.name`);
  const muted = rows[0]?.muted_kinds ?? [];
  const scopes = rows.flatMap((row): FeedScopeAccess[] => {
    if (row.kind === null) return [];
    return [
      {
        scope: { kind: row.kind, id: row.id, slug: row.slug, name: row.name },
        incubatorId: row.incubator_id,
        teamId: row.kind === "team" ? row.id : null,
        // The person's own incubators (owned or active) and teams: the audiences of their stream.
        standing: {
          kind: row.kind,
          inAudience: true,
          leadsTeam: row.is_leader,
          ownsIncubator: row.is_owner,
          insidePublicTeamsIncubator: false,
        },
        live: true,
      },
    ];
  });
  return { scopes, mutedKinds: FEED_ITEM_KINDS.filter((kind) => muted.includes(kind)) };
}

/** `/feed`: everything from the person's incubators and teams, newest first (or the week's top). */
export async function listHomeFeed(
  db: Database,
  actor: PolicyActor,
  input: FeedListInput & { siteUrl: string },
): Promise<FeedPage> {
  const viewerId = signedInId(actor);
  const { scopes, mutedKinds } = await homeScopes(db, viewerId);
  const byKey = new Map(
    scopes.map((access) => [scopeKeyOf({ scopeKind: access.scope.kind, scopeId: access.scope.id }), access]),
  );
  const page = await pageOfScopes(
    db,
    scopes.map((access) => ({ kind: access.scope.kind, id: access.scope.id })),
    input,
    { mutedKinds, leaveOutPinned: false },
  );
  return {
    items: await toFeedItems(db, actor, page.rows, (row) => byKey.get(scopeKeyOf(row)) as FeedScopeAccess, {
      siteUrl: input.siteUrl,
      scores: page.scores,
    }),
    nextCursor: page.nextCursor,
    pinned: [],
    scope: null,
    postTargets: scopes.map((access) => access.scope),
    mutedKinds,
  };
}

export async function getMutes(db: Database, actor: PolicyActor): Promise<FeedMutesResponse> {
  return { mutedKinds: await mutedKindsOf(db, signedInId(actor)) };
}

/** Replaces the kinds the person mutes. */
export async function setMutes(
  db: Database,
  actor: PolicyActor,
  kinds: readonly FeedItemKind[],
): Promise<FeedMutesResponse> {
  const userId = signedInId(actor);
  await db.transaction(async (tx) => {
    await tx.delete(feedMutes).where(eq(feedMutes.userId, userId));
    const unique = [...new Set(kinds)];
    if (unique.length > 0) await tx.insert(feedMutes).values(unique.map((kind) => ({ userId, kind })));
  });
  return { mutedKinds: await mutedKindsOf(db, userId) };
}
