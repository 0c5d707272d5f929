import { isPersonHandle, PERSON_NOT_FOUND_MESSAGE, type PersonProfile } from "@hatchery/shared";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  incubatorMembers,
  incubators,
  projects,
  teamMembers,
  teams,
  userProfiles,
  users,
} from "../../db/schema";
import { AppError } from "../../lib/errors";
import { personRefColumns } from "../../lib/person-ref";
import type { PolicyActor } from "../../lib/policy";
import { insideIncubatorCondition, visibleTeamCondition } from "../access/team-access";
import { readRoleFitForProfile } from "../assessment/assessment.service";
import { readSkillMeasuresOf } from "../skills/skills.service";
import { assertCan } from "./people.policy";

/*
 * People's profiles at /people/{handle} (docs/decisions/063-people.md): who may see one, and what it
 * shows to them.
 */

/** Whether the two people are both inside one incubator: active members of it or its owner. */
async function shareAnIncubator(db: Database, ownerId: string, viewerId: string): Promise<boolean> {
  const [row] = await db
    .select({
      shared: sql<boolean>`exists (select 1 from incubators shared_incubator
        where ${insideIncubatorCondition(sql`shared_incubator.id`, sql`${ownerId}`)}
          and ${insideIncubatorCondition(sql`shared_incubator.id`, sql`${viewerId}`)})`,
    })
    .from(sql`(select 1) as one`);
  return row?.shared ?? false;
}

export async function getPersonProfile(
  db: Database,
  actor: PolicyActor,
  handle: string,
  now: Date,
): Promise<PersonProfile> {
  if (!isPersonHandle(handle)) throw new AppError("not_found", PERSON_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({
      ...personRefColumns,
      headline: userProfiles.headline,
      bio: userProfiles.bio,
      location: userProfiles.location,
      preferredRoles: userProfiles.preferredRoles,
      skills: userProfiles.skills,
      hoursPerWeek: userProfiles.hoursPerWeek,
      rolePreference: userProfiles.rolePreference,
      profileAudience: userProfiles.profileAudience,
      showRoleFit: userProfiles.showRoleFit,
      showSkills: userProfiles.showSkills,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.handle, handle));
  if (!row) throw new AppError("not_found", PERSON_NOT_FOUND_MESSAGE);
  const audience = row.profileAudience ?? "incubator";
  const isOwn = actor.kind === "user" && actor.userId === row.id;
  const sharesIncubator =
    actor.kind === "user" && !isOwn && audience !== "public"
      ? await shareAnIncubator(db, row.id, actor.userId)
      : false;
  assertCan(actor, "viewProfile", { ownerId: row.id, audience, sharesIncubator });

  const [memberships, memberOf, roleFit, skillsProfile] = await Promise.all([
    db
      .select({ slug: incubators.slug, name: incubators.name })
      .from(incubatorMembers)
      .innerJoin(incubators, eq(incubators.id, incubatorMembers.incubatorId))
      .where(and(eq(incubatorMembers.userId, row.id), eq(incubatorMembers.status, "active")))
      .orderBy(asc(incubators.name), asc(incubators.id)),
    db
      .select({
        id: teams.id,
        slug: teams.slug,
        name: teams.name,
        coreRole: teamMembers.coreRole,
        title: teamMembers.title,
        isLeader: teamMembers.isLeader,
      })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.userId, row.id), visibleTeamCondition(actor)))
      .orderBy(asc(teams.name), asc(teams.id)),
    row.showRoleFit ? readRoleFitForProfile(db, row.id) : null,
    row.showSkills ? readSkillMeasuresOf(db, row.id, now) : null,
  ]);
  const teamIds = memberOf.map((team) => team.id);
  const teamProjects =
    teamIds.length === 0
      ? []
      : await db
          .select({ slug: projects.slug, name: projects.name, teamName: teams.name })
          .from(projects)
          .innerJoin(teams, eq(teams.id, projects.teamId))
          .where(inArray(projects.teamId, teamIds))
          .orderBy(asc(projects.name), asc(projects.id));

  return {
    person: { id: row.id, name: row.name, image: row.image, handle: row.handle },
    headline: row.headline,
    bio: row.bio,
    location: row.location,
    preferredRoles: row.preferredRoles ?? [],
    skills: row.skills ?? [],
    hoursPerWeek: row.hoursPerWeek,
    rolePreference: row.rolePreference ?? "flexible",
    incubators: memberships,
    teams: memberOf.map(({ id: _id, ...team }) => team),
    projects: teamProjects,
    roleFit,
    skillsProfile,
    isPublic: audience === "public",
    isOwn,
  };
}

/** The profiles their people made public, for the sitemaps (decision 063); every other one is `noindex`. */
export const PUBLIC_PERSON_PAGES = {
  key: users.handle,
  lastmod: userProfiles.updatedAt,
  from: sql`from ${userProfiles} join ${users} on ${users.id} = ${userProfiles.userId}
    where ${userProfiles.profileAudience} = 'public'`,
};
