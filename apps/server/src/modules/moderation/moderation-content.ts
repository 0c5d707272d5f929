import {
  MODERATION_CHAT_CONTEXT,
  type ModerationContentState,
  type ModerationContextEntry,
  type ReportContentKind,
} from "@hatchery/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * What a moderator sees of reported content (docs/decisions/055-moderation-queue.md): the content as
 * written, whatever it is now (hidden and deleted content included: a moderator judges what was said),
 * where it was written, and its context. Read straight from the content's tables, a page of cases at a
 * time, since reports name content by kind and id with no foreign key (decision 034).
 */

export interface ContentView {
  state: ModerationContentState;
  authorId: string | null;
  body: string;
  rating: number | null;
  where: string;
  path: string | null;
  writtenAt: string | null;
  /** Ids of the people the context names, with the author's, for one lookup of names. */
  context: (Omit<ModerationContextEntry, "author"> & { authorId: string | null })[];
  /** The incubator it belongs to and that incubator's owner; null for a review. */
  incubatorId: string | null;
  ownerId: string | null;
}

/** Values as one SQL array of `cast` (`text[]`). */
function sqlArray(values: readonly string[], cast: string): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(cast)}`;
}

export const contentKey = (kind: ReportContentKind, id: string) => `${kind}:${id}`;

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function stateOf(row: {
  hidden_at: Date | string | null;
  deleted_at?: Date | string | null;
}): ModerationContentState {
  if (row.deleted_at) return "deleted";
  return row.hidden_at ? "hidden" : "visible";
}

export const missingContent = (): ContentView => ({
  state: "missing",
  authorId: null,
  body: "",
  rating: null,
  where: "Deleted",
  path: null,
  writtenAt: null,
  context: [],
  incubatorId: null,
  ownerId: null,
});

type FeedPlaceRow = {
  incubator_id: string;
  incubator_name: string;
  incubator_slug: string;
  owner_id: string | null;
  team_name: string | null;
  team_slug: string | null;
};

function feedPlace(row: FeedPlaceRow, itemId: string): { where: string; path: string } {
  return row.team_slug !== null
    ? { where: `${row.team_name}'s feed`, path: `/teams/${row.team_slug}/feed?post=${itemId}` }
    : {
        where: `${row.incubator_name}'s feed`,
        path: `/incubators/${row.incubator_slug}/feed?post=${itemId}`,
      };
}

const FEED_PLACE = sql`i.id as incubator_id, i.name as incubator_name, i.slug as incubator_slug,
  i.owner_id, t.name as team_name, t.slug as team_slug`;

async function feedItems(db: Database, ids: string[], into: Map<string, ContentView>): Promise<void> {
  const { rows } = await db.execute<
    FeedPlaceRow & {
      id: string;
      author_id: string | null;
      body: string;
      created_at: string;
      hidden_at: string | null;
      deleted_at: string | null;
    }
  >(sql`select fi.id::text as id, fi.author_id, fi.body, fi.created_at, fi.hidden_at, fi.deleted_at, ${FEED_PLACE}
    from feed_items fi join incubators i on i.id = fi.incubator_id left join teams t on t.id = fi.team_id
    where fi.id::text = any(${sqlArray(ids, "text[]")})`);
  for (const row of rows) {
    into.set(contentKey("feed_item", row.id), {
      state: stateOf(row),
      authorId: row.author_id,
      body: row.body,
      rating: null,
      ...feedPlace(row, row.id),
      writtenAt: iso(row.created_at),
      context: [],
      incubatorId: row.incubator_id,
      ownerId: row.owner_id,
    });
  }
}

async function feedComments(db: Database, ids: string[], into: Map<string, ContentView>): Promise<void> {
  const { rows } = await db.execute<
    FeedPlaceRow & {
      id: string;
      author_id: string | null;
      body: string;
      created_at: string;
      hidden_at: string | null;
      deleted_at: string | null;
      item_id: string;
      item_author_id: string | null;
      item_body: string;
      item_created_at: string;
    }
  >(sql`select fc.id::text as id, fc.author_id, fc.body, fc.created_at, fc.hidden_at, fc.deleted_at,
      fi.id::text as item_id, fi.author_id as item_author_id, fi.body as item_body,
      fi.created_at as item_created_at, ${FEED_PLACE}
    from feed_comments fc join feed_items fi on fi.id = fc.item_id
    join incubators i on i.id = fi.incubator_id left join teams t on t.id = fi.team_id
    where fc.id::text = any(${sqlArray(ids, "text[]")})`);
  for (const row of rows) {
    const place = feedPlace(row, row.item_id);
    into.set(contentKey("feed_comment", row.id), {
      state: stateOf(row),
      authorId: row.author_id,
      body: row.body,
      rating: null,
      where: `A comment in ${place.where}`,
      path: place.path,
      writtenAt: iso(row.created_at),
      // The post it answers, then the comment.
      context: [
        {
          id: row.item_id,
          authorId: row.item_author_id,
          body: row.item_body,
          createdAt: iso(row.item_created_at) ?? "",
          reported: false,
        },
        {
          id: row.id,
          authorId: row.author_id,
          body: row.body,
          createdAt: iso(row.created_at) ?? "",
          reported: true,
        },
      ],
      incubatorId: row.incubator_id,
      ownerId: row.owner_id,
    });
  }
}

type ChatRow = {
  id: string;
  author_id: string | null;
  body: string;
  created_at: string;
  hidden_at: string | null;
  deleted_at: string | null;
};

/** The few messages before and after one, in its channel (or its thread). */
async function chatContext(db: Database, channelId: string, parentId: string | null, id: string) {
  const sameThread: SQL = parentId === null ? sql`parent_id is null` : sql`parent_id = ${parentId}::bigint`;
  const columns = sql`id::text as id, author_id, body, created_at, hidden_at, deleted_at`;
  const { rows } = await db.execute<ChatRow>(sql`
    (select ${columns} from chat_messages where channel_id = ${channelId} and ${sameThread}
      and id < ${id}::bigint order by id desc limit ${MODERATION_CHAT_CONTEXT})
    union all
    (select ${columns} from chat_messages where channel_id = ${channelId} and ${sameThread}
      and id >= ${id}::bigint order by id asc limit ${MODERATION_CHAT_CONTEXT + 1})`);
  return rows
    .map((row) => ({
      id: row.id,
      authorId: row.author_id,
      body: row.body,
      createdAt: iso(row.created_at) ?? "",
      reported: row.id === id,
    }))
    .sort((a, b) => Number(a.id) - Number(b.id));
}

async function chatMessages(db: Database, ids: string[], into: Map<string, ContentView>): Promise<void> {
  // Chat message ids are numbers; anything else names no message.
  const numeric = ids.filter((id) => /^\d{1,18}$/.test(id));
  if (numeric.length === 0) return;
  const { rows } = await db.execute<
    ChatRow & {
      channel_id: string;
      parent_id: string | null;
      channel_name: string;
      is_direct: boolean;
      incubator_id: string | null;
      incubator_name: string | null;
      incubator_slug: string | null;
      owner_id: string | null;
      team_name: string | null;
      team_slug: string | null;
    }
  >(sql`select m.id::text as id, m.author_id, m.body, m.created_at, m.hidden_at, m.deleted_at,
      m.channel_id, m.parent_id::text as parent_id, ch.name as channel_name, ch.is_direct,
      i.id as incubator_id, i.name as incubator_name, i.slug as incubator_slug, i.owner_id,
      t.name as team_name, t.slug as team_slug
    from chat_messages m join chat_channels ch on ch.id = m.channel_id
    left join teams t on t.id = ch.team_id
    left join incubators i on i.id = coalesce(ch.incubator_id, t.incubator_id)
    where m.id = any(${sqlArray(numeric, "bigint[]")})`);
  for (const row of rows) {
    // A direct conversation belongs to no incubator: its reports are the administrators' alone, and
    // its page is its people's (decision 064).
    const place = row.is_direct
      ? { where: "a direct conversation", path: null }
      : row.team_slug !== null
        ? { where: `${row.team_name}'s channel`, path: `/teams/${row.team_slug}/communication` }
        : {
            where: `#${row.channel_name} in ${row.incubator_name}`,
            path: `/incubators/${row.incubator_slug}/communication`,
          };
    into.set(contentKey("chat_message", row.id), {
      state: stateOf(row),
      authorId: row.author_id,
      body: row.body,
      rating: null,
      ...place,
      writtenAt: iso(row.created_at),
      context: await chatContext(db, row.channel_id, row.parent_id, row.id),
      incubatorId: row.incubator_id,
      ownerId: row.owner_id,
    });
  }
}

async function mentorReviews(db: Database, ids: string[], into: Map<string, ContentView>): Promise<void> {
  const { rows } = await db.execute<{
    id: string;
    author_id: string | null;
    comment: string;
    rating: number;
    created_at: string;
    hidden_at: string | null;
    mentor_name: string;
  }>(sql`select r.id::text as id, r.author_id, r.comment, r.rating, r.created_at, r.hidden_at,
      mentor.name as mentor_name
    from mentoring_reviews r join mentoring_sessions s on s.id = r.session_id
    join users mentor on mentor.id = s.mentor_id
    where r.id::text = any(${sqlArray(ids, "text[]")})`);
  for (const row of rows) {
    into.set(contentKey("mentor_review", row.id), {
      state: stateOf(row),
      authorId: row.author_id,
      body: row.comment,
      rating: Number(row.rating),
      where: `A review of a session with ${row.mentor_name}`,
      path: null,
      writtenAt: iso(row.created_at),
      context: [],
      incubatorId: null,
      ownerId: null,
    });
  }
}

/** Each piece of content named, by `contentKey`; what exists no more is "missing". */
export async function loadContents(
  db: Database,
  keys: readonly { kind: ReportContentKind; id: string }[],
): Promise<Map<string, ContentView>> {
  const found = new Map<string, ContentView>();
  const idsOf = (kind: ReportContentKind) => keys.filter((key) => key.kind === kind).map((key) => key.id);
  const loaders: [ReportContentKind, typeof feedItems][] = [
    ["feed_item", feedItems],
    ["feed_comment", feedComments],
    ["chat_message", chatMessages],
    ["mentor_review", mentorReviews],
  ];
  for (const [kind, load] of loaders) {
    const ids = idsOf(kind);
    if (ids.length > 0) await load(db, ids, found);
  }
  for (const key of keys) {
    if (!found.has(contentKey(key.kind, key.id))) found.set(contentKey(key.kind, key.id), missingContent());
  }
  return found;
}
