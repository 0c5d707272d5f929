import { CONTENT_KINDS, CONTENT_LEVELS, CONTENT_SOURCES } from "@hatchery/shared";
import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { incubators } from "./incubators";
import { inList } from "./sql-lists";

/** Written content from the repository's files and by incubator owners, in one table (decision 031). */

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    source: text("source", { enum: CONTENT_SOURCES }).notNull(),
    /** The incubator whose owner wrote it; null for the repository's files. */
    incubatorId: uuid("incubator_id").references(() => incubators.id, { onDelete: "cascade" }),
    /** Who wrote it, while their account exists; null for the repository's files. */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    /** The folder path below content/ (`library/tech-roles`), or a course of an incubator. */
    collection: text("collection").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    roles: text("roles").array().notNull().default(sql`'{}'::text[]`),
    level: text("level", { enum: CONTENT_LEVELS }),
    position: integer("position").notNull().default(0),
    /** The kind's own front matter (questions, options, choices, match), checked by its shared schema. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    bodyMarkdown: text("body_markdown").notNull(),
    /** The body as the server renderer makes it (lib/markdown-html.ts), so readers get it ready. */
    bodyHtml: text("body_html").notNull(),
    /** The body's words without markdown: what is searched and what excerpts are cut from. */
    bodyText: text("body_text").notNull(),
    /** The repository file it was loaded from (`content/library/tech-roles/cto.md`). */
    filePath: text("file_path"),
    /** The loaded file's hash (content-files.ts): a start stores a file again only when it differs. */
    contentHash: text("content_hash").notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B') || setweight(to_tsvector('english'::regconfig, "body_text"), 'C')`,
      ),
    /**
     * Title and summary alone, weighted: what search ranks by. Small enough to sit in the row, so ranking
     * thousands of matches does not unpack each body's words (decision 041).
     */
    searchHeading: tsvector("search_heading")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B')`,
      ),
    /** The body's words (decision 041): stored by whoever writes the piece, read for reading time. */
    wordCount: integer("word_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check("content_items_source_check", inList("source", CONTENT_SOURCES)),
    check("content_items_kind_check", inList("kind", CONTENT_KINDS)),
    check("content_items_level_check", sql`${table.level} is null or ${inList("level", CONTENT_LEVELS)}`),
    check(
      "content_items_source_owner_check",
      sql`(${table.source} = 'repository' and ${table.incubatorId} is null and ${table.filePath} is not null) or (${table.source} = 'incubator' and ${table.incubatorId} is not null and ${table.filePath} is null)`,
    ),
    check("content_items_slug_format_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "content_items_collection_format_check",
      sql`${table.collection} ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'`,
    ),
    check("content_items_details_check", sql`jsonb_typeof(${table.details}) = 'object'`),
    // A file's place is its identity: the loader upserts on it.
    uniqueIndex("content_items_repository_place_unique")
      .on(table.collection, table.slug)
      .where(sql`${table.source} = 'repository'`),
    uniqueIndex("content_items_incubator_place_unique")
      .on(table.incubatorId, table.collection, table.slug)
      .where(sql`${table.source} = 'incubator'`),
    // A collection's pieces in their order (a library section, a course's lessons).
    index("content_items_collection_position_idx").on(table.collection, table.position, table.slug),
    // Written straight into the index, without GIN's pending list: after a bulk load (the library's
    // files at start) a pending list makes the planner scan the whole table until a vacuum flushes it,
    // and content is written seldom enough that the slower insert does not matter (decision 037).
    index("content_items_search_idx").using("gin", table.search).with({ fastupdate: false }),
    index("content_items_search_heading_idx").using("gin", table.searchHeading).with({ fastupdate: false }),
    check("content_items_word_count_check", sql`${table.wordCount} >= 0`),
  ],
);
