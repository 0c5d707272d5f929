import { type IncubatorMembersResponse, isIncubatorSlug, JOIN_FAILURE_REASONS } from "@hatchery/shared";
import { and, asc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import { incubatorMembers, incubators, teamMembers, teams, userProfiles, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { escapeLike } from "../../lib/like-pattern";
import { decodeCursor, pageOf } from "../../lib/pagination";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { activeTierIn } from "../access/team-access";
import { assertCan } from "./community.policy";

/** The members' sort key, (name, id), of the last person of a page. */
const memberCursorSchema = z.tuple([z.string(), z.string().min(1)]);

/**
 * `GET /api/incubators/:slug/members`: the incubator's active members by name, searched by name
 * (the trigram index on users.name serves it), each with the roles they want and the incubator's teams
 * they are in, for those inside the incubator.
 */
export async function listIncubatorMembers(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; search?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<IncubatorMembersResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const notFound = new AppError("not_found", JOIN_FAILURE_REASONS.notFound);
  if (!isIncubatorSlug(input.slug)) throw notFound;
  const [incubator] = await db
    .select({ id: incubators.id, ownerId: incubators.ownerId })
    .from(incubators)
    .where(eq(incubators.slug, input.slug));
  if (!incubator) throw notFound;
  assertCan(actor, "browseIncubatorMembers", {
    viewerTier: await activeTierIn(db, actor.userId, incubator.id),
    viewerOwnsIncubator: incubator.ownerId === actor.userId,
  });
  const conditions: (SQL | undefined)[] = [
    eq(incubatorMembers.incubatorId, incubator.id),
    eq(incubatorMembers.status, "active"),
  ];
  if (input.search) conditions.push(ilike(users.name, `%${escapeLike(input.search)}%`));
  if (input.cursor !== undefined) {
    const [name, id] = decodeCursor(input.cursor, memberCursorSchema);
    conditions.push(sql`(${users.name}, ${users.id}) > (${name}::text, ${id}::text)`);
  }
  const rows = await db
    .select({
      ...personRefColumns,
      tier: incubatorMembers.membershipTier,
      joinedAt: incubatorMembers.joinedAt,
      headline: userProfiles.headline,
      preferredRoles: userProfiles.preferredRoles,
    })
    .from(incubatorMembers)
    .innerJoin(users, eq(users.id, incubatorMembers.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.name, row.id]);
  const memberships =
    page.items.length === 0
      ? []
      : await db
          .select({
            userId: teamMembers.userId,
            slug: teams.slug,
            name: teams.name,
            coreRole: teamMembers.coreRole,
            isLeader: teamMembers.isLeader,
          })
          .from(teamMembers)
          .innerJoin(teams, eq(teams.id, teamMembers.teamId))
          .where(
            and(
              eq(teams.incubatorId, incubator.id),
              inArray(
                teamMembers.userId,
                page.items.map((row) => row.id),
              ),
            ),
          )
          .orderBy(asc(teams.name));
  return {
    items: page.items.map((row) => ({
      person: { id: row.id, name: row.name, image: row.image, handle: row.handle },
      tier: row.tier,
      joinedAt: row.joinedAt.toISOString(),
      headline: row.headline ?? null,
      preferredRoles: row.preferredRoles ?? [],
      teams: memberships
        .filter((membership) => membership.userId === row.id)
        .map(({ slug, name, coreRole, isLeader }) => ({ slug, name, coreRole, isLeader })),
    })),
    nextCursor: page.nextCursor,
  };
}
