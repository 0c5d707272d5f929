import {
  type CandidatePositionStanding,
  type CandidateReason,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  OPEN_APPLICATION_STATUSES,
  type TeamCandidatesResponse,
} from "@hatchery/shared";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client";
import {
  incubatorMembers,
  positionInvites,
  positions,
  teamApplications,
  teamMembers,
  userProfiles,
  users,
} from "../../db/schema";
import { decodeCursor, pageOf } from "../../lib/pagination";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { loadTeamAccess } from "../access/team-access";
import * as teamPolicy from "../access/teams.policy";

/**
 * The people a team's leader could invite (decision 065): active members of its incubator who want
 * one of its open core roles, each with why they are suggested and where they stand with the team's
 * open positions.
 */

/** The candidates' sort key, (name, id), of the last person of a page. */
const candidateCursorSchema = z.tuple([z.string(), z.string().min(1)]);

const SKILL_WORD = /[\p{L}\p{N}+#.]+/gu;

interface OpenPosition {
  id: string;
  title: string;
  description: string;
  coreRole: CoreTeamRole | null;
  hoursPerWeek: number;
}

interface CandidateProfile {
  preferredRoles: CoreTeamRole[];
  rolePreference: "must_have" | "flexible";
  skills: string[];
  hoursPerWeek: number | null;
}

/** A skill of one word must be a word of the position's text; one of several words, a phrase in it. */
function skillsFoundIn(position: OpenPosition, skills: readonly string[]): string[] {
  const text = `${position.title} ${position.description}`.toLowerCase();
  // A word ending a sentence ("…with Rust.") is the word: "node.js" keeps its dot, "rust." does not.
  const words = new Set((text.match(SKILL_WORD) ?? []).map((word) => word.replace(/\.+$/, "")));
  return skills.filter((skill) => {
    const wanted = skill.toLowerCase();
    return wanted.includes(" ") ? text.includes(wanted) : words.has(wanted);
  });
}

/** Whether one (role, skills, hours) score comes before another, each part deciding only on a tie. */
function outranks(score: readonly number[], other: readonly number[]): boolean {
  const differing = score.findIndex((value, index) => value !== other[index]);
  return differing !== -1 && (score[differing] ?? 0) > (other[differing] ?? 0);
}

/**
 * The reasons a candidate fits the team and the open position they fit best: the one for a role they
 * want, then the one with most of their skills, then one whose hours they cover.
 */
export function candidateFit(
  profile: CandidateProfile,
  openRoles: readonly CoreTeamRole[],
  open: readonly OpenPosition[],
): { reasons: CandidateReason[]; suggestedPositionId: string | null } {
  const reasons: CandidateReason[] = [];
  const roles = profile.preferredRoles.filter((role) => openRoles.includes(role));
  if (roles.length > 0) reasons.push({ kind: "roles", roles, strictness: profile.rolePreference });
  let best: { id: string; score: [number, number, number] } | null = null;
  const matchedSkills = new Set<string>();
  let coveredHours: number | null = null;
  for (const position of open) {
    const skills = skillsFoundIn(position, profile.skills);
    for (const skill of skills) matchedSkills.add(skill);
    const coversHours = profile.hoursPerWeek !== null && position.hoursPerWeek <= profile.hoursPerWeek;
    if (coversHours) coveredHours = Math.max(coveredHours ?? 0, position.hoursPerWeek);
    const score: [number, number, number] = [
      position.coreRole !== null && roles.includes(position.coreRole) ? 1 : 0,
      skills.length,
      coversHours ? 1 : 0,
    ];
    if (!best || outranks(score, best.score)) {
      best = { id: position.id, score };
    }
  }
  if (matchedSkills.size > 0) reasons.push({ kind: "skills", skills: [...matchedSkills] });
  if (profile.hoursPerWeek !== null && coveredHours !== null) {
    reasons.push({ kind: "hours", hoursPerWeek: profile.hoursPerWeek, positionHours: coveredHours });
  }
  return { reasons, suggestedPositionId: best?.id ?? null };
}

/** Which of the team's open positions each person is already invited to or applied to. */
async function standingsOf(
  db: Database,
  teamId: string,
  positionIds: readonly string[],
  userIds: readonly string[],
  now: Date,
): Promise<Map<string, { positionId: string; standing: CandidatePositionStanding }[]>> {
  const byUser = new Map<string, { positionId: string; standing: CandidatePositionStanding }[]>();
  if (positionIds.length === 0 || userIds.length === 0) return byUser;
  const add = (userId: string, positionId: string, standing: CandidatePositionStanding) => {
    const list = byUser.get(userId) ?? [];
    if (!list.some((entry) => entry.positionId === positionId)) list.push({ positionId, standing });
    byUser.set(userId, list);
  };
  const applied = await db
    .select({ userId: teamApplications.userId, positionId: teamApplications.positionId })
    .from(teamApplications)
    .where(
      and(
        eq(teamApplications.teamId, teamId),
        inArray(teamApplications.userId, [...userIds]),
        inArray(teamApplications.status, [...OPEN_APPLICATION_STATUSES]),
        isNotNull(teamApplications.positionId),
      ),
    );
  for (const row of applied) if (row.positionId) add(row.userId, row.positionId, "applied");
  const invited = await db
    .select({ userId: positionInvites.invitedUserId, positionId: positionInvites.positionId })
    .from(positionInvites)
    .where(
      and(
        inArray(positionInvites.positionId, [...positionIds]),
        inArray(positionInvites.invitedUserId, [...userIds]),
        isNull(positionInvites.revokedAt),
        lt(positionInvites.useCount, positionInvites.maxUses),
        gt(positionInvites.expiresAt, now),
      ),
    );
  for (const row of invited) if (row.userId) add(row.userId, row.positionId, "invited");
  return byUser;
}

/**
 * For the leader (or an administrator): active members of the team's incubator, not in the team, whose
 * preferred roles include a core role nobody in the team holds, by name, with why each fits.
 */
export async function listTeamCandidates(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; cursor?: string | undefined; limit: number },
  now: Date = new Date(),
): Promise<TeamCandidatesResponse> {
  const access = await loadTeamAccess(db, actor, input.slug);
  teamPolicy.assertCan(actor, "manageMembers", access);
  const held = await db
    .select({ coreRole: teamMembers.coreRole })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, access.team.id));
  const openRoles = CORE_TEAM_ROLES.filter((role) => !held.some((member) => member.coreRole === role));
  if (openRoles.length === 0) return { items: [], nextCursor: null };
  const conditions: (SQL | undefined)[] = [
    eq(incubatorMembers.incubatorId, access.team.incubatorId),
    eq(incubatorMembers.status, "active"),
    // The GIN index on preferred_roles serves the overlap.
    sql`${userProfiles.preferredRoles} && array[${sql.join(
      openRoles.map((role) => sql`${role}`),
      sql`, `,
    )}]::text[]`,
    sql`not exists (select 1 from team_members in_team
      where in_team.team_id = ${access.team.id} and in_team.user_id = ${users.id})`,
  ];
  if (input.cursor !== undefined) {
    const [name, id] = decodeCursor(input.cursor, candidateCursorSchema);
    conditions.push(sql`(${users.name}, ${users.id}) > (${name}::text, ${id}::text)`);
  }
  const rows = await db
    .select({
      ...personRefColumns,
      headline: userProfiles.headline,
      preferredRoles: userProfiles.preferredRoles,
      rolePreference: userProfiles.rolePreference,
      skills: userProfiles.skills,
      hoursPerWeek: userProfiles.hoursPerWeek,
    })
    .from(incubatorMembers)
    .innerJoin(users, eq(users.id, incubatorMembers.userId))
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, (row) => [row.name, row.id]);
  const open = await db
    .select({
      id: positions.id,
      title: positions.title,
      description: positions.description,
      coreRole: positions.coreRole,
      hoursPerWeek: positions.hoursPerWeek,
    })
    .from(positions)
    .where(and(eq(positions.teamId, access.team.id), eq(positions.status, "open")))
    .orderBy(asc(positions.createdAt), asc(positions.id));
  const standings = await standingsOf(
    db,
    access.team.id,
    open.map((position) => position.id),
    page.items.map((row) => row.id),
    now,
  );
  return {
    items: page.items.map((row) => ({
      user: { id: row.id, name: row.name, image: row.image, handle: row.handle },
      headline: row.headline,
      preferredRoles: row.preferredRoles,
      rolePreference: row.rolePreference,
      skills: row.skills,
      hoursPerWeek: row.hoursPerWeek,
      ...candidateFit(row, openRoles, open),
      positions: standings.get(row.id) ?? [],
    })),
    nextCursor: page.nextCursor,
  };
}
