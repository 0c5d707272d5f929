import type { ContentKind, HighlightSegment, Page } from "@hatchery/shared";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { contentItems } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { decodeCursor, pageOf } from "../../lib/pagination";
import * as contentPolicy from "./content.policy";

/*
 * Full-text search of written content (decisions 031 and 041). A piece matches when its title, summary
 * or body holds the query's words (English stemming). The hits come in two tiers, each paged by the
 * cursor in turn:
 *
 * 1. pieces whose title or summary match, ranked on those alone (title weighted over summary), from the
 *    small stored `search_heading`, so ranking thousands of them never unpacks a body;
 * 2. then pieces that match in the body only, ranked on all their words, but only the first
 *    BODY_MATCHES_RANKED of them by id: a query that finds more is a common word, whose body-only
 *    matches past those are left for a more specific query to find.
 */

export interface ContentSearchHit {
  id: string;
  kind: ContentKind;
  collection: string;
  slug: string;
  incubatorId: string | null;
  /** The title, its matching words marked. */
  title: HighlightSegment[];
  /** Up to two stretches of the summary and body around the matches, joined by " … ". */
  excerpt: HighlightSegment[];
}

export interface ContentSearchInput {
  query: string;
  /** Only this collection and the ones below it (`library` takes in `library/tech-roles`). */
  collection?: string;
  kind?: ContentKind;
  cursor?: string;
  limit: number;
}

/**
 * How many body-only matches are ranked. Ranking reads each one's stored words (about 3.5 KB for a
 * piece of 500 words), which is what made a common word cost 85 ms over 10,000 pieces (decision 041).
 */
export const BODY_MATCHES_RANKED = 1000;

/**
 * Excerpts are cut from the summary and a window of the body: this many characters, from a little before
 * the first place the query's first word seems to start. Marking the words costs in proportion to the
 * text (about 2 ms for a 3,000-character body on a busy machine), and two fragments of 30 words fit.
 */
export const EXCERPT_WINDOW_CHARACTERS = 500;
/** How far before the first match the window starts, so the fragment can lead up to the word. */
const EXCERPT_LEAD_CHARACTERS = 120;

/** Marks around the matched words in ts_headline's answer: characters no text of ours contains. */
const MATCH_START = "\u0002";
const MATCH_END = "\u0003";
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;

/** A headline with its marks as segments, so no page has to trust HTML made from a piece's text. */
export function highlightSegments(headline: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  // Marks come in pairs, so the stretches alternate: outside a match, inside one, outside…
  for (const [index, part] of headline.replaceAll(MATCH_END, MATCH_START).split(MATCH_START).entries()) {
    if (part !== "") segments.push({ text: part, match: index % 2 === 1 });
  }
  return segments;
}

const HEADING_TIER = 1;
const BODY_TIER = 2;

/**
 * The tier, the rank as PostgreSQL prints it (which reads back as the same `real`) and the id: a page
 * continues exactly after the last hit of the one before.
 */
const searchCursorSchema = z.tuple([
  z.union([z.literal(HEADING_TIER), z.literal(BODY_TIER)]),
  z.string().regex(/^-?\d+(\.\d+)?(e-?\d+)?$/),
  z.uuid(),
]);

type RankedAfter = { rank: string; id: string };

interface SearchRow extends Record<string, unknown> {
  id: string;
  kind: ContentKind;
  collection: string;
  slug: string;
  incubator_id: string | null;
  rank: string;
  title_headline: string;
  excerpt_headline: string;
}

function collectionFilter(collection: string | undefined): SQL {
  if (collection === undefined) return sql`true`;
  return sql`(${contentItems.collection} = ${collection} or starts_with(${contentItems.collection}, ${`${collection}/`}))`;
}

/** Who may read it, where it is and its kind: the conditions every tier shares. */
function pieceFilter(actor: Actor, input: ContentSearchInput): SQL {
  return sql`${contentPolicy.readableBy(actor)}
    and ${collectionFilter(input.collection)}
    and ${input.kind === undefined ? sql`true` : sql`${contentItems.kind} = ${input.kind}`}`;
}

function afterCondition(rank: SQL, id: SQL, after: RankedAfter | undefined): SQL {
  if (after === undefined) return sql`true`;
  return sql`(${rank} < ${after.rank}::real or (${rank} = ${after.rank}::real and ${id} > ${after.id}::uuid))`;
}

/**
 * The beginning of the query's first searched word as it may appear in a text: its stem less one
 * letter, at least three ("hire" finds "hiring"), and capitalised. Worked out once per statement.
 */
function excerptWord(query: string): SQL {
  return sql`select word, initcap(word) as capitalized
    from (select left(lexeme, greatest(length(lexeme) - 1, 3)) as word
      from (select coalesce((regexp_match(querytree(websearch_to_tsquery('english', ${query})),
        '''([^'']+)'''))[1], '') as lexeme) as first_lexeme) as stem`;
}

/**
 * The page's rows with their headlines, made for those rows only: the costly part of a hit. The body's
 * excerpt is marked in a window of it that starts a little before the first word beginning like the
 * query's first word (after a space or a line break, in lower case or capitalised), or at its start.
 * Plain string functions find it: lower(), a pattern or marking the whole body cost more per row than
 * marking the window (a window cut to its full length is taken to end inside a word). Each step is its own lateral select (`offset 0` keeps it one), so nothing is
 * worked out twice.
 */
function withHeadlines(rankedPage: SQL, query: string): SQL {
  return sql`
    with excerpt_word as materialized (${excerptWord(query)})
    select page.id, page.kind, page.collection, page.slug, page.incubator_id, page.rank::text as rank,
      ts_headline('english', page.title, page.query, ${TITLE_HEADLINE_OPTIONS}) as title_headline,
      ts_headline('english', page.summary || E'\\n' || trimmed.text, page.query, ${HEADLINE_OPTIONS})
        as excerpt_headline
    from (${rankedPage}) as page
      cross join excerpt_word,
      lateral (select greatest(coalesce(least(
          nullif(strpos(page.body_text, ' ' || excerpt_word.word), 0),
          nullif(strpos(page.body_text, ' ' || excerpt_word.capitalized), 0),
          nullif(strpos(page.body_text, E'\\n' || excerpt_word.word), 0),
          nullif(strpos(page.body_text, E'\\n' || excerpt_word.capitalized), 0)), 1)
          - ${EXCERPT_LEAD_CHARACTERS}, 1) as start offset 0) as found,
      lateral (select substr(page.body_text, found.start, ${EXCERPT_WINDOW_CHARACTERS}) as text,
          found.start > 1 as cut_before offset 0) as cut,
      lateral (select case when cut.cut_before then substr(cut.text, strpos(cut.text, ' ') + 1)
          else cut.text end as text offset 0) as started,
      lateral (select case when length(cut.text) = ${EXCERPT_WINDOW_CHARACTERS}
          then left(started.text, length(started.text) - strpos(reverse(started.text), ' '))
          else started.text end as text offset 0) as trimmed
    order by page.rank desc, page.id`;
}

/** Tier 1: title or summary match, ranked on them alone. */
async function headingMatches(
  db: Database,
  actor: Actor,
  input: ContentSearchInput,
  after: RankedAfter | undefined,
  count: number,
): Promise<SearchRow[]> {
  const rank = sql`ts_rank(${contentItems.searchHeading}, query)`;
  // A query that excludes a word ("-pager": a '!' in the tsquery) must not find it in the body either;
  // one without cannot match the title and summary and miss the whole piece.
  const result = await db.execute<SearchRow>(
    withHeadlines(
      sql`
      select ${contentItems.id} as id, ${contentItems.kind} as kind, ${contentItems.collection} as collection,
        ${contentItems.slug} as slug, ${contentItems.incubatorId} as incubator_id, ${contentItems.title} as title,
        ${contentItems.summary} as summary, ${contentItems.bodyText} as body_text, query, ${rank} as rank
      from ${contentItems}, websearch_to_tsquery('english', ${input.query}) as query
      where ${contentItems.searchHeading} @@ query
        and (strpos(query::text, '!') = 0 or ${contentItems.search} @@ query)
        and ${pieceFilter(actor, input)}
        and ${afterCondition(rank, sql`${contentItems.id}`, after)}
      order by rank desc, ${contentItems.id}
      limit ${count}`,
      input.query,
    ),
  );
  return result.rows;
}

/** Tier 2: body-only matches, the first BODY_MATCHES_RANKED by id ranked on all their words. */
async function bodyMatches(
  db: Database,
  actor: Actor,
  input: ContentSearchInput,
  after: RankedAfter | undefined,
  count: number,
): Promise<SearchRow[]> {
  const rank = sql.raw(`ts_rank(ranked.search, query)`);
  const result = await db.execute<SearchRow>(
    withHeadlines(
      sql`
      select ranked.id, ranked.kind, ranked.collection, ranked.slug, ranked.incubator_id, ranked.title,
        ranked.summary, ranked.body_text, query, ${rank} as rank
      from (
        select ${contentItems.id} as id
        from ${contentItems}, websearch_to_tsquery('english', ${input.query}) as query
        where ${contentItems.search} @@ query
          and not (${contentItems.searchHeading} @@ query)
          and ${pieceFilter(actor, input)}
        order by ${contentItems.id}
        limit ${BODY_MATCHES_RANKED}
      ) as candidate
      join content_items as ranked on ranked.id = candidate.id,
        websearch_to_tsquery('english', ${input.query}) as query
      where ${afterCondition(rank, sql.raw("ranked.id"), after)}
      order by rank desc, ranked.id
      limit ${count}`,
      input.query,
    ),
  );
  return result.rows;
}

/**
 * Full-text search of the content the actor may read, best first (the tiers above), paged by tier,
 * rank and id (decision 013). A query with no word to search for (only stop words such as "the", or
 * punctuation) finds nothing.
 */
export async function searchContent(
  db: Database,
  actor: Actor,
  input: ContentSearchInput,
): Promise<Page<ContentSearchHit>> {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, searchCursorSchema);
  const wanted = input.limit + 1;
  const rows: (SearchRow & { tier: number })[] = [];
  if (after === undefined || after[0] === HEADING_TIER) {
    const afterHeading = after && { rank: after[1], id: after[2] };
    const found = await headingMatches(db, actor, input, afterHeading, wanted);
    rows.push(...found.map((row) => ({ ...row, tier: HEADING_TIER })));
  }
  if (rows.length < wanted) {
    const afterBody = after?.[0] === BODY_TIER ? { rank: after[1], id: after[2] } : undefined;
    const found = await bodyMatches(db, actor, input, afterBody, wanted - rows.length);
    rows.push(...found.map((row) => ({ ...row, tier: BODY_TIER })));
  }
  const page = pageOf(rows, input.limit, (row) => [row.tier, row.rank, row.id]);
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((row) => ({
      id: row.id,
      kind: row.kind,
      collection: row.collection,
      slug: row.slug,
      incubatorId: row.incubator_id,
      title: highlightSegments(row.title_headline),
      excerpt: highlightSegments(row.excerpt_headline),
    })),
  };
}
