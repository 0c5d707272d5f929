import { CORE_TEAM_ROLES, type CoreTeamRole, type SkillRole, type SkillsResponse } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { readMyPoints } from "../points/points.service";
import type { SkillReading, SkillSource } from "./skill-source";
import { SKILL_SOURCES } from "./skill-source-list";
import { assertCan } from "./skills.policy";

/*
 * The skills profile (docs/decisions/040-skills-profile.md): every source's measures per founding role,
 * the person's points, and "what to do next", for the signed-in person only.
 */

/** How many suggestions the profile offers at most: a few concrete steps, not a to-do list. */
export const SKILLS_SUGGESTIONS_MAX = 3;

const meanShare = (role: SkillRole) =>
  role.measures.length === 0
    ? 0
    : role.measures.reduce((sum, measure) => sum + measure.share, 0) / role.measures.length;

/**
 * The role to suggest work on: the one the person leans to most by a source that tells (the role
 * fit), otherwise the weakest by their measures; ties in the roles' usual order.
 */
function focusRole(readings: readonly SkillReading[], roles: readonly SkillRole[]): CoreTeamRole {
  const leaning = readings.find((reading) => reading.leaning.length > 0)?.leaning[0];
  if (leaning) return leaning;
  const weakest = [...roles].sort((a, b) => meanShare(a) - meanShare(b))[0];
  return weakest?.role ?? CORE_TEAM_ROLES[0];
}

/**
 * What a person's profile page shows of their skills profile when they chose to (decision 063): the
 * measures per role and the points, read as the person would read them, without the suggestions,
 * which are for them alone. The people policy has decided who reads the profile.
 */
export async function readSkillMeasuresOf(
  db: Database,
  ownerId: string,
  now: Date,
  sources: readonly SkillSource[] = SKILL_SOURCES,
): Promise<Pick<SkillsResponse, "roles" | "points">> {
  const owner: PolicyActor = {
    kind: "user",
    userId: ownerId,
    email: "",
    emailVerified: true,
    heldRoles: { ok: true, roles: [] },
  };
  const { roles, points } = await readSkills(db, owner, now, sources);
  return { roles, points };
}

export async function readSkills(
  db: Database,
  actor: PolicyActor,
  now: Date,
  sources: readonly SkillSource[] = SKILL_SOURCES,
): Promise<SkillsResponse> {
  assertCan(actor, "readOwn", null);
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const [readings, points] = await Promise.all([
    Promise.all(sources.map((source) => source.read(db, actor, now))),
    readMyPoints(db, actor, {}, now),
  ]);
  const roles = CORE_TEAM_ROLES.map((role) => ({
    role,
    measures: readings.flatMap((reading) => {
      const measure = reading.measures[role];
      return measure ? [measure] : [];
    }),
  }));
  const focus = focusRole(readings, roles);
  const suggestions = readings
    .flatMap((reading) => reading.suggest(focus))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, SKILLS_SUGGESTIONS_MAX)
    .map((ranked) => ranked.suggestion);
  return {
    roles,
    points: points.all,
    hasActivity: readings.some((reading) => reading.active) || points.all > 0,
    suggestions,
  };
}
