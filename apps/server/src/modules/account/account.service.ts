import type { MeResponse } from "@hatchery/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { userProfiles, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { listRoles } from "../roles/roles.service";

export const ROLE_LOOKUP_FAILED_MESSAGE =
  "Your roles could not be checked, so access is denied. Please try again.";

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
      twoFactorEnabled: users.twoFactorEnabled,
      headline: userProfiles.headline,
      bio: userProfiles.bio,
      location: userProfiles.location,
      linkedinUrl: userProfiles.linkedinUrl,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, actor.userId))
    .limit(1);
  // The session was valid a moment ago; the account was deleted in between.
  if (!row) throw new AppError("unauthenticated");
  let roles: MeResponse["roles"];
  try {
    roles = await listRoles(db, row.id);
  } catch (error) {
    const denied = new AppError("forbidden", ROLE_LOOKUP_FAILED_MESSAGE);
    denied.cause = error;
    throw denied;
  }
  const { headline, bio, location, linkedinUrl, ...user } = row;
  return { user, profile: { headline, bio, location, linkedinUrl }, roles };
}
