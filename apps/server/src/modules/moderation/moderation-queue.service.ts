import {
  type ModerationCase,
  type ModerationQueueResponse,
  type ModerationQueueStatus,
  type ModerationReport,
  REPORT_CONTENT_KINDS,
  type ReportContentKind,
  type ReportReason,
  type ReportResolution,
  type ReportStatus,
} from "@hatchery/shared";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import { reportIncubatorSql } from "../reports/report-scope.service";
import * as moderationPolicy from "./moderation.policy";
import { type ContentView, contentKey, loadContents, missingContent } from "./moderation-content";

/**
 * The moderation queue (docs/decisions/055-moderation-queue.md): reports grouped by the content they
 * name, one case a piece of content. Open cases come oldest report first (what waited longest on top);
 * handled ones most recently handled first. Pages by the group's sort keys.
 */

export interface QueueInput {
  status: ModerationQueueStatus;
  kind?: ReportContentKind | undefined;
  cursor?: string | undefined;
  limit: number;
}

const cursorSchema = z.tuple([z.string().max(40), z.enum(REPORT_CONTENT_KINDS), z.string().max(100)]);

const userId = (actor: PolicyActor) => (actor.kind === "user" ? actor.userId : null);

/** Every report, for administrators. */
export async function listAllReports(
  db: Database,
  actor: PolicyActor,
  input: QueueInput,
): Promise<ModerationQueueResponse> {
  moderationPolicy.assertCan(actor, "readAllReports", { ownsIncubator: false });
  return listCases(db, actor, input, null);
}

/** The reports of one incubator's content, for its owner and administrators. */
export async function listIncubatorReports(
  db: Database,
  actor: PolicyActor,
  slug: string,
  input: QueueInput,
): Promise<ModerationQueueResponse> {
  const [incubator] = await db
    .select({ id: incubators.id, ownerId: incubators.ownerId })
    .from(incubators)
    .where(eq(incubators.slug, slug));
  if (!incubator) throw new AppError("not_found", "Incubator not found");
  moderationPolicy.assertCan(actor, "readQueue", {
    ownsIncubator: incubator.ownerId !== null && incubator.ownerId === userId(actor),
  });
  return listCases(db, actor, input, incubator.id);
}

type GroupRow = {
  content_kind: ReportContentKind;
  content_id: string;
  sort_at: string;
};

async function listCases(
  db: Database,
  actor: PolicyActor,
  input: QueueInput,
  incubatorId: string | null,
): Promise<ModerationQueueResponse> {
  const open = input.status === "open";
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, cursorSchema);
  const conditions: SQL[] = [open ? sql`r.status = 'open'` : sql`r.status <> 'open'`];
  if (input.kind) conditions.push(sql`r.content_kind = ${input.kind}`);
  if (incubatorId !== null) {
    conditions.push(
      sql`${reportIncubatorSql(sql`r.content_kind`, sql`r.content_id`)} = ${incubatorId}::uuid`,
    );
  }
  const sortAt = open ? sql`min(r.created_at)` : sql`max(r.handled_at)`;
  // Open: oldest first; handled: newest first. The kind and id make the order total.
  const afterCursor =
    after === undefined
      ? sql`true`
      : open
        ? sql`(${sortAt}, r.content_kind, r.content_id) > (${after[0]}::timestamptz, ${after[1]}, ${after[2]})`
        : sql`(${sortAt}, r.content_kind, r.content_id) < (${after[0]}::timestamptz, ${after[1]}, ${after[2]})`;
  const direction = open ? sql.raw("asc") : sql.raw("desc");
  const { rows } = await db.execute<GroupRow>(sql`
    select r.content_kind, r.content_id,
      to_char(${sortAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_at
    from reports r
    where ${sql.join(conditions, sql` and `)}
    group by r.content_kind, r.content_id
    having ${afterCursor}
    order by ${sortAt} ${direction}, r.content_kind ${direction}, r.content_id ${direction}
    limit ${input.limit + 1}`);
  const page = pageOf(rows, input.limit, (row) => [row.sort_at, row.content_kind, row.content_id]);
  const keys = page.items.map((row) => ({ kind: row.content_kind, id: row.content_id }));
  const contents = await loadContents(db, keys);
  const reportsByKey = await reportsOf(db, keys, open);
  const people = await namesOf(db, [
    ...[...contents.values()].flatMap((content) => [
      content.authorId,
      ...content.context.map((entry) => entry.authorId),
    ]),
    ...[...reportsByKey.values()].flat().flatMap((report) => [report.reporterId, report.handlerId]),
  ]);
  return {
    items: keys.map((key) => {
      const content = contents.get(contentKey(key.kind, key.id)) ?? missingContent();
      const reports = reportsByKey.get(contentKey(key.kind, key.id)) ?? [];
      return caseOf(actor, key, content, reports, people);
    }),
    nextCursor: page.nextCursor,
  };
}

interface ReportRow {
  id: string;
  contentKind: ReportContentKind;
  contentId: string;
  reason: ReportReason;
  details: string;
  reporterId: string | null;
  status: ReportStatus;
  resolution: ReportResolution | null;
  handlerId: string | null;
  createdAt: string;
  handledAt: string | null;
}

/** The reports of each case, as the filter shows them (open ones, or handled ones), oldest first. */
async function reportsOf(
  db: Database,
  keys: readonly { kind: ReportContentKind; id: string }[],
  open: boolean,
): Promise<Map<string, ReportRow[]>> {
  const byKey = new Map<string, ReportRow[]>();
  if (keys.length === 0) return byKey;
  const pairs = sql.join(
    keys.map((key) => sql`(${key.kind}, ${key.id})`),
    sql`, `,
  );
  const { rows } = await db.execute<{
    id: string;
    content_kind: ReportContentKind;
    content_id: string;
    reason: ReportReason;
    details: string;
    reporter_id: string | null;
    status: ReportStatus;
    resolution: ReportResolution | null;
    handler_id: string | null;
    created_at: string;
    handled_at: string | null;
  }>(sql`select id, content_kind, content_id, reason, details, reporter_id, status, resolution, handler_id,
      created_at, handled_at
    from reports where (content_kind, content_id) in (${pairs})
      and ${open ? sql`status = 'open'` : sql`status <> 'open'`}
    order by created_at, id`);
  for (const row of rows) {
    const key = contentKey(row.content_kind, row.content_id);
    const list = byKey.get(key) ?? [];
    list.push({
      id: row.id,
      contentKind: row.content_kind,
      contentId: row.content_id,
      reason: row.reason,
      details: row.details,
      reporterId: row.reporter_id,
      status: row.status,
      resolution: row.resolution,
      handlerId: row.handler_id,
      createdAt: new Date(row.created_at).toISOString(),
      handledAt: row.handled_at === null ? null : new Date(row.handled_at).toISOString(),
    });
    byKey.set(key, list);
  }
  return byKey;
}

async function namesOf(db: Database, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

function caseOf(
  actor: PolicyActor,
  key: { kind: ReportContentKind; id: string },
  content: ContentView,
  reports: ReportRow[],
  people: Map<string, string>,
): ModerationCase {
  const person = (id: string | null) => {
    const name = id === null ? undefined : people.get(id);
    return id !== null && name !== undefined ? { id, name } : null;
  };
  const resource = { ownsIncubator: content.ownerId !== null && content.ownerId === userId(actor) };
  const toReport = (report: ReportRow): ModerationReport => ({
    id: report.id,
    reason: report.reason,
    details: report.details,
    reporter: person(report.reporterId),
    status: report.status,
    resolution: report.resolution,
    handler: person(report.handlerId),
    createdAt: report.createdAt,
    handledAt: report.handledAt,
  });
  return {
    contentKind: key.kind,
    contentId: key.id,
    state: content.state,
    author: person(content.authorId),
    body: content.body,
    rating: content.rating,
    where: content.where,
    path: content.path,
    writtenAt: content.writtenAt,
    context: content.context.map(({ authorId, ...entry }) => ({ ...entry, author: person(authorId) })),
    reports: reports.map(toReport),
    can: moderationPolicy.permissionsOn(actor, resource, {
      exists: content.state === "visible" || content.state === "hidden",
      hidden: content.state === "hidden",
      hasOpenReports: reports.some((report) => report.status === "open"),
      hasAuthor: content.authorId !== null,
    }),
  };
}
