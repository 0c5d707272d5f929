import {
  type CreateIncubatorData,
  INCUBATOR_DESCRIPTION_MAX_LENGTH,
  INCUBATOR_ERROR_MESSAGES,
  INCUBATOR_SLUG_MIN_LENGTH,
  type Incubator,
  type IncubatorAction,
  type IncubatorDetailResponse,
  type IncubatorListResponse,
  type IncubatorLogoResponse,
  type IncubatorResponse,
  type IncubatorStats,
  isIncubatorSlug,
  JOIN_FAILURE_REASONS,
  type Plan,
  plainTextLine,
  RESERVED_INCUBATOR_SLUGS,
  slugFromName,
  type UpdateIncubatorData,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { and, asc, eq, getTableName, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubators, subscriptionPlans } from "../../db/schema";
import { type AuditOptions, fieldsOf, recordAudit } from "../../lib/audit";
import type { Actor } from "../../lib/context";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { insertWithGeneratedSlug } from "../../lib/generated-slug";
import { escapeLike } from "../../lib/like-pattern";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import { decodeCursor, pageOf } from "../../lib/pagination";
import type { PolicyActor } from "../../lib/policy";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  STORED_IMAGE_MIME_TYPES,
  type StoredImage,
} from "../../lib/storage/stored-images";
import { findMembership, signedInUserId } from "../memberships/memberships.service";
import { findActiveSubscription } from "../subscriptions/subscription-state.service";
import * as incubatorPolicy from "./incubators.policy";

type IncubatorRow = typeof incubators.$inferSelect;
export type PlanRow = typeof subscriptionPlans.$inferSelect;

const SLUG_UNIQUE_CONSTRAINT = "incubators_slug_unique";

export const SLUG_NEEDED_MESSAGE = `Enter a slug: this name has too few letters or digits to make one (at least ${INCUBATOR_SLUG_MIN_LENGTH} are needed)`;
export const NAME_REQUIRED_MESSAGE = "Name is required";
export const DESCRIPTION_TOO_LONG_MESSAGE = `Description must be at most ${INCUBATOR_DESCRIPTION_MAX_LENGTH} characters`;

export function toIncubator(row: IncubatorRow): Incubator {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    logoUrl: row.logoUrl,
    status: row.status,
    accepting: row.status === "active",
    ownerId: row.ownerId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function invalid(path: string, message: string): AppError {
  return new AppError("validation_failed", message, [{ path: [path], message }]);
}

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    incubatorId: row.incubatorId,
    name: row.name,
    description: row.description,
    priceMonthly: row.priceMonthly,
    trialPeriodDays: row.trialPeriodDays,
    isActive: row.isActive,
    isRecommended: row.isRecommended,
    features: row.features,
  };
}

/** SPEC §7: by price ascending; name and id keep plans of one price in a stable order. */
export const PLAN_ORDER = [
  asc(subscriptionPlans.priceMonthly),
  asc(subscriptionPlans.name),
  asc(subscriptionPlans.id),
];

/** The plans people can subscribe to (SPEC §7: by incubator and is_active, cheapest first). */
export async function listActivePlans(db: Database, incubatorId: string): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.incubatorId, incubatorId), eq(subscriptionPlans.isActive, true)))
    .orderBy(...PLAN_ORDER);
  return rows.map(toPlan);
}

function incubatorNotFound(): AppError {
  return new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
}

/**
 * 404 'Incubator not found' (SPEC §8's words) for a path segment that cannot be a slug, before any
 * query: it names no incubator, and may hold characters the database refuses (a NUL byte).
 */
function assertSlugLike(slug: string): void {
  if (!isIncubatorSlug(slug)) throw incubatorNotFound();
}

/** The incubator with this slug, or 404 'Incubator not found'. */
export async function findIncubatorBySlug(db: Database, slug: string): Promise<IncubatorRow> {
  assertSlugLike(slug);
  const [row] = await db.select().from(incubators).where(eq(incubators.slug, slug));
  if (!row) throw incubatorNotFound();
  return row;
}

/** The incubator by slug, for a change: 404 when unknown, the policy's refusal unless the actor may take the action. */
export async function findIncubatorFor(
  db: Database,
  actor: PolicyActor,
  action: IncubatorAction,
  slug: string,
): Promise<IncubatorRow> {
  const incubator = await findIncubatorBySlug(db, slug);
  incubatorPolicy.assertCan(actor, action, incubator);
  return incubator;
}

const ZERO_STATS: IncubatorStats = { guestCount: 0, subscriberCount: 0, totalMembers: 0 };

/**
 * Member counts of each incubator; only active members count (SPEC §7). Read from the counts each
 * incubator's row keeps (decision 058), not counted: the same whatever the number of members.
 */
export async function memberStats(
  db: Database,
  incubatorIds: string[],
): Promise<Map<string, IncubatorStats>> {
  const stats = new Map<string, IncubatorStats>();
  if (incubatorIds.length === 0) return stats;
  const rows = await db
    .select({
      id: incubators.id,
      guestCount: incubators.guestCount,
      subscriberCount: incubators.subscriberCount,
    })
    .from(incubators)
    .where(inArray(incubators.id, incubatorIds));
  for (const row of rows) stats.set(row.id, statsOf(row));
  return stats;
}

function statsOf(counts: { guestCount: number; subscriberCount: number }): IncubatorStats {
  return {
    guestCount: counts.guestCount,
    subscriberCount: counts.subscriberCount,
    totalMembers: counts.guestCount + counts.subscriberCount,
  };
}

/** The list's sort key, (name, id), of the last incubator of a page. */
const incubatorCursorSchema = z.tuple([z.string(), z.uuid()]);

export interface IncubatorListInput {
  search?: string | undefined;
  accepting?: boolean | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * The public directory, by name: a page of incubators and the cursor of the next one (decision 013). Archived
 * incubators are retired and left out (their page stays reachable by its address). One query per page
 * whatever its size or the number of incubators and members: the page with each incubator's lowest
 * active price and its kept member counts, along an index of the live incubators only (decision 058).
 */
export async function listIncubators(
  db: Database,
  _actor: Actor,
  input: IncubatorListInput,
): Promise<IncubatorListResponse> {
  // Written as the predicate of incubators_live_name_id_idx, a literal and not a parameter, so the
  // planner can prove the index holds every row the list wants.
  const conditions: (SQL | undefined)[] = [sql`${incubators.status} <> 'archived'`];
  if (input.accepting !== undefined) {
    conditions.push(input.accepting ? eq(incubators.status, "active") : ne(incubators.status, "active"));
  }
  if (input.search) {
    const pattern = `%${escapeLike(input.search)}%`;
    conditions.push(
      or(sql`${incubators.name} ilike ${pattern}`, sql`${incubators.tagline} ilike ${pattern}`),
    );
  }
  if (input.cursor !== undefined) {
    const [name, id] = decodeCursor(input.cursor, incubatorCursorSchema);
    conditions.push(sql`(${incubators.name}, ${incubators.id}) > (${name}::text, ${id}::uuid)`);
  }
  // Written out with table names: Drizzle leaves columns unqualified in the fields of a one-table
  // select, where `incubator_id = id` would compare two columns of the plan.
  const lowestPrice = sql<number | null>`(
    select min(plans.price_monthly) from ${subscriptionPlans} as plans
    where plans.incubator_id = ${sql.identifier(getTableName(incubators))}.${sql.identifier(incubators.id.name)}
      and plans.is_active
  )`.mapWith((value) => (value === null ? null : Number(value)));
  const rows = await db
    .select({
      id: incubators.id,
      slug: incubators.slug,
      name: incubators.name,
      tagline: incubators.tagline,
      logoUrl: incubators.logoUrl,
      status: incubators.status,
      lowestPriceMonthly: lowestPrice,
      guestCount: incubators.guestCount,
      subscriberCount: incubators.subscriberCount,
    })
    .from(incubators)
    .where(and(...conditions))
    .orderBy(asc(incubators.name), asc(incubators.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.name, row.id]);
  return {
    items: page.items.map(({ guestCount, subscriberCount, ...row }) => ({
      ...row,
      accepting: row.status === "active",
      stats: statsOf({ guestCount, subscriberCount }),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * One incubator's page: the incubator (its description also as HTML for a page of `siteUrl`), its member counts, its active plans cheapest first, and for a
 * signed-in person their membership, their active subscription (in any incubator) and their permissions.
 */
export async function getIncubatorDetail(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; siteUrl: string },
): Promise<IncubatorDetailResponse> {
  const row = await findIncubatorBySlug(db, input.slug);
  const [stats, plans, descriptionHtml] = await Promise.all([
    memberStats(db, [row.id]),
    listActivePlans(db, row.id),
    renderMarkdownHtml(row.description, input.siteUrl),
  ]);
  let viewer: IncubatorDetailResponse["viewer"] = null;
  if (actor.kind === "user") {
    const [membership, subscription] = await Promise.all([
      findMembership(db, actor.userId, row.id),
      findActiveSubscription(db, actor.userId),
    ]);
    viewer = { membership, subscription, permissions: incubatorPolicy.permissionsOn(actor, row) };
  }
  return {
    incubator: { ...toIncubator(row), descriptionHtml },
    stats: stats.get(row.id) ?? ZERO_STATS,
    plans,
    viewer,
  };
}

/** The incubators with a public page worth listing, for the sitemap: every one that is not archived. */
export const PUBLIC_INCUBATOR_PAGES = {
  key: incubators.slug,
  lastmod: incubators.updatedAt,
  from: sql`from ${incubators} where ${incubators.status} <> 'archived'`,
};

/** A one-line field as typed (decision 028); the name must keep some text once whitespace is collapsed. */
function sanitizedName(name: string): string {
  const clean = plainTextLine(name);
  if (!clean) throw invalid("name", NAME_REQUIRED_MESSAGE);
  return clean;
}

function sanitizedDescription(description: string): string {
  const clean = sanitizeMarkdown(description).trim();
  // Rewriting an autolink as a markdown link can lengthen the text past the limit.
  if ([...clean].length > INCUBATOR_DESCRIPTION_MAX_LENGTH) {
    throw invalid("description", DESCRIPTION_TOO_LONG_MESSAGE);
  }
  return clean;
}

function slugTaken(error: unknown): AppError {
  const conflict = new AppError("conflict", INCUBATOR_ERROR_MESSAGES.slugTaken);
  conflict.cause = error;
  return conflict;
}

/** The advisory lock class of generated incubator slugs (lib/generated-slug.ts). */
const GENERATED_SLUG_LOCK_CLASS = 1_001;

/**
 * Creates an incubator owned by its creator. Without a slug one is made from the name, with a number
 * appended when taken; a slug that was asked for and is taken answers 409, also when two creations race.
 */
export async function createIncubator(
  db: Database,
  actor: Actor,
  input: CreateIncubatorData,
  options: AuditOptions = {},
): Promise<IncubatorResponse> {
  const ownerId = signedInUserId(actor);
  const values = {
    name: sanitizedName(input.name),
    tagline: plainTextLine(input.tagline),
    description: sanitizedDescription(input.description),
    status: input.status,
    ownerId,
  };
  const recordCreation = (tx: Database, row: IncubatorRow) =>
    recordAudit(tx, {
      actor,
      action: "incubator.create",
      target: { type: "incubator", id: row.id },
      before: {},
      after: fieldsOf(row, [...Object.keys(values), "slug"]),
      requestId: options.requestId,
    });
  if (input.slug !== undefined) {
    const slug = input.slug;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(incubators)
          .values({ ...values, slug })
          .returning();
        await recordCreation(tx, row as IncubatorRow);
        return { incubator: toIncubator(row as IncubatorRow) };
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === SLUG_UNIQUE_CONSTRAINT) throw slugTaken(error);
      throw error;
    }
  }
  const base = slugFromSanitizedName(values.name);
  return db.transaction(async (tx) => {
    const row = await insertWithGeneratedSlug(tx, {
      table: incubators,
      slugColumn: incubators.slug,
      base,
      reserved: RESERVED_INCUBATOR_SLUGS,
      lockClass: GENERATED_SLUG_LOCK_CLASS,
      insert: async (slug) =>
        (
          await tx
            .insert(incubators)
            .values({ ...values, slug })
            .onConflictDoNothing({ target: incubators.slug })
            .returning()
        )[0],
      exhausted: () => slugTaken(undefined),
    });
    await recordCreation(tx, row);
    return { incubator: toIncubator(row) };
  });
}

function slugFromSanitizedName(name: string): string {
  const base = slugFromName(name);
  if (base.length < INCUBATOR_SLUG_MIN_LENGTH) throw invalid("slug", SLUG_NEEDED_MESSAGE);
  return base;
}

/**
 * Changes the fields that were sent. The slug changes only when asked (the name does not move the
 * incubator's address); a slug another incubator has answers 409.
 */
export async function updateIncubator(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; changes: UpdateIncubatorData },
  options: AuditOptions = {},
): Promise<IncubatorResponse> {
  const { changes } = input;
  const values: Partial<typeof incubators.$inferInsert> = {
    ...(changes.name !== undefined && { name: sanitizedName(changes.name) }),
    ...(changes.slug !== undefined && { slug: changes.slug }),
    ...(changes.tagline !== undefined && { tagline: plainTextLine(changes.tagline) }),
    ...(changes.description !== undefined && { description: sanitizedDescription(changes.description) }),
    ...(changes.status !== undefined && { status: changes.status }),
  };
  assertSlugLike(input.slug);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(incubators)
        .where(eq(incubators.slug, input.slug))
        .for("update");
      if (!current) throw incubatorNotFound();
      incubatorPolicy.assertCan(actor, "edit", current);
      if (Object.keys(values).length === 0) return { incubator: toIncubator(current) };
      const [row] = await tx.update(incubators).set(values).where(eq(incubators.id, current.id)).returning();
      await recordAudit(tx, {
        actor,
        action: "incubator.update",
        target: { type: "incubator", id: current.id },
        before: fieldsOf(current, Object.keys(values)),
        after: fieldsOf(row as IncubatorRow, Object.keys(values)),
        requestId: options.requestId,
      });
      return { incubator: toIncubator(row as IncubatorRow) };
    });
  } catch (error) {
    if (violatedUniqueConstraint(error) === SLUG_UNIQUE_CONSTRAINT) throw slugTaken(error);
    throw error;
  }
}

/** Logos are images. */
export const LOGO_MIME_TYPES = STORED_IMAGE_MIME_TYPES;

/** Where logos are served; `incubators.logo_url` holds this path followed by the file name. */
export const LOGO_URL_PREFIX = "/api/files/incubator-logos/";
const logos = createStoredImages({
  keyPrefix: "incubator-logos/",
  urlPrefix: LOGO_URL_PREFIX,
  notFoundMessage: "There is no such logo.",
});

/**
 * Stores a checked image under a new random name, points the incubator's logo at it and deletes the
 * logo it replaces. The file is stored first (a too-large one fails while streaming and leaves nothing
 * behind); if the change is then refused (the incubator is gone, the person may no longer edit it) the
 * new file is removed again.
 */
export async function setIncubatorLogo(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; file: CheckedFileStream },
  services: { storage: Storage },
  options: AuditOptions = {},
): Promise<IncubatorLogoResponse> {
  const logo = logos.newFile(input.file);
  assertSlugLike(input.slug);
  await logos.replace(services.storage, logo, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(incubators).where(eq(incubators.slug, input.slug)).for("update");
      if (!row) throw incubatorNotFound();
      incubatorPolicy.assertCan(actor, "edit", row);
      await tx.update(incubators).set({ logoUrl: logo.url }).where(eq(incubators.id, row.id));
      await recordAudit(tx, {
        actor,
        action: "incubator.update",
        target: { type: "incubator", id: row.id },
        before: { logoUrl: row.logoUrl },
        after: { logoUrl: logo.url },
        requestId: options.requestId,
      });
      return row.logoUrl;
    }),
  );
  return { logoUrl: logo.url };
}

/** A logo by its file name; only names this service hands out are looked up, anything else is not found. */
export function readIncubatorLogo(storage: Storage, name: string): Promise<StoredImage> {
  return logos.read(storage, name);
}
