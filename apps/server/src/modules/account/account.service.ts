import type { MeResponse } from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, userProfiles, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { HeldRoles } from "../../lib/policy";
import { listRoles } from "../roles/roles.service";
import * as accountPolicy from "./account.policy";

export const SESSION_NOT_FOUND_MESSAGE = "This session was not found. It may already have been signed out.";

/**
 * The signed-in person as the web app sees them (`GET /api/account/me`, and the answer of every call
 * that changes the profile). A failed role lookup is 403: access is denied rather than granted with
 * roles missing (SPEC §6).
 */
export async function getAccount(db: Database, actor: Actor): Promise<MeResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      name: users.name,
      image: users.image,
      handle: users.handle,
      twoFactorEnabled: users.twoFactorEnabled,
      timeZone: users.timeZone,
      theme: users.theme,
      headline: userProfiles.headline,
      bio: userProfiles.bio,
      location: userProfiles.location,
      linkedinUrl: userProfiles.linkedinUrl,
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
    .where(eq(users.id, actor.userId))
    .limit(1);
  // The session was valid a moment ago; the account was deleted in between.
  if (!row) throw new AppError("unauthenticated");
  const heldRoles: HeldRoles = await listRoles(db, row.id).then(
    (roles) => ({ ok: true, roles }),
    (error: unknown) => ({ ok: false, error }),
  );
  accountPolicy.assertCan(actor, "viewOwnAccount", heldRoles);
  const roles: MeResponse["roles"] = heldRoles.ok ? [...heldRoles.roles] : [];
  const {
    headline,
    bio,
    location,
    linkedinUrl,
    preferredRoles,
    skills,
    hoursPerWeek,
    rolePreference,
    profileAudience,
    showRoleFit,
    showSkills,
    ...user
  } = row;
  // Without a profile row (nothing changed yet) the team preferences and visibility are an empty profile's.
  const teamPreferences = {
    preferredRoles: preferredRoles ?? [],
    skills: skills ?? [],
    hoursPerWeek,
    rolePreference: rolePreference ?? "flexible",
  };
  const visibility = {
    profileAudience: profileAudience ?? "incubator",
    showRoleFit: showRoleFit ?? false,
    showSkills: showSkills ?? false,
  };
  return {
    user,
    profile: { headline, bio, location, linkedinUrl, ...teamPreferences, ...visibility },
    roles,
  };
}

/**
 * Signs out one of the person's own sessions by its id (as `GET /api/auth/list-sessions` lists it), so
 * the web app never needs a session's token. Sessions live only in the database (no secondary storage
 * or cookie cache), so deleting the row ends it at once. Someone else's session is answered like a
 * missing one: 404, and nothing changes.
 */
export async function revokeOwnSession(db: Database, actor: Actor, sessionId: string): Promise<void> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.userId)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw new AppError("not_found", SESSION_NOT_FOUND_MESSAGE);
}
