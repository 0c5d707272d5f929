import {
  createUpdateProfileSchema,
  type MeResponse,
  PROFILE_BIO_MAX_LENGTH,
  plainTextLine,
  TEAM_PREFERENCE_MESSAGES,
} from "@hatchery/shared";
import { sanitizeMarkdown, sanitizeName } from "@hatchery/shared/sanitize";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { userProfiles, users } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { violatedCheckConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  STORED_IMAGE_MIME_TYPES,
  type StoredImage,
} from "../../lib/storage/stored-images";
import { getAccount } from "../account/account.service";

/** The server's profile rules: the shared ones, with names passed through `sanitizeName` as at sign-up. */
export const serverUpdateProfileSchema = createUpdateProfileSchema(sanitizeName);
export type UpdateProfileData = z.output<typeof serverUpdateProfileSchema>;

export const BIO_TOO_LONG_MESSAGE = `Bio must be at most ${PROFILE_BIO_MAX_LENGTH} characters`;

/** Avatars are images (SPEC §5 allows more types for other files). */
export const AVATAR_MIME_TYPES = STORED_IMAGE_MIME_TYPES;

/** Where avatars are served; `users.image` holds this path followed by the file name. */
export const AVATAR_URL_PREFIX = "/api/files/avatars/";
const avatars = createStoredImages({
  keyPrefix: "avatars/",
  urlPrefix: AVATAR_URL_PREFIX,
  notFoundMessage: "There is no such avatar.",
});

function signedInUserId(actor: Actor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

/** One-line fields shown in many places (cards, lists, mail) are kept as typed; each place escapes them. */
function plainText(value: string | null): string | null {
  if (value === null) return null;
  return plainTextLine(value) || null;
}

function sanitizedBio(value: string | null): string | null {
  if (value === null) return null;
  const bio = sanitizeMarkdown(value).trim();
  // Rewriting an autolink as a markdown link can lengthen the text past the limit.
  if ([...bio].length > PROFILE_BIO_MAX_LENGTH) {
    throw new AppError("validation_failed", undefined, [{ path: ["bio"], message: BIO_TOO_LONG_MESSAGE }]);
  }
  return bio || null;
}

function fullName(firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter(Boolean).join(" ");
}

/**
 * Changes the fields that were sent (names on the user row, the rest on the profile row, created on
 * first use) in one transaction and answers what `GET /api/account/me` answers. Names and the time
 * zone live on the user row. Names arrive sanitised by the schema, the time zone checked against `Intl`; the bio is sanitised as markdown, headline and location as plain text.
 * Skills arrive cleaned and de-duplicated by the schema. Must-have roles need a role: checked on the
 * row as changed, since an update may send only one of the two fields.
 */
const MUST_HAVE_ROLES_CHECK = "user_profiles_must_have_roles_check";

export async function updateProfile(
  db: Database,
  actor: Actor,
  input: UpdateProfileData,
): Promise<MeResponse> {
  const userId = signedInUserId(actor);
  const profile = {
    ...(input.headline !== undefined && { headline: plainText(input.headline) }),
    ...(input.bio !== undefined && { bio: sanitizedBio(input.bio) }),
    ...(input.location !== undefined && { location: plainText(input.location) }),
    ...(input.linkedinUrl !== undefined && { linkedinUrl: input.linkedinUrl }),
    ...(input.preferredRoles !== undefined && { preferredRoles: input.preferredRoles }),
    ...(input.skills !== undefined && { skills: input.skills }),
    ...(input.hoursPerWeek !== undefined && { hoursPerWeek: input.hoursPerWeek }),
    ...(input.rolePreference !== undefined && { rolePreference: input.rolePreference }),
    ...(input.profileAudience !== undefined && { profileAudience: input.profileAudience }),
    ...(input.showRoleFit !== undefined && { showRoleFit: input.showRoleFit }),
    ...(input.showSkills !== undefined && { showSkills: input.showSkills }),
  };
  await db.transaction(async (tx) => {
    if (input.firstName !== undefined || input.lastName !== undefined) {
      await updateNames(tx, userId, { firstName: input.firstName, lastName: input.lastName });
    }
    if (input.timeZone !== undefined || input.theme !== undefined) {
      await tx
        .update(users)
        .set({
          ...(input.timeZone !== undefined && { timeZone: input.timeZone }),
          ...(input.theme !== undefined && { theme: input.theme }),
        })
        .where(eq(users.id, userId));
    }
    if (Object.keys(profile).length > 0) {
      // The stored row decides "must-have needs a role" (an update may send only one of the two): the
      // database checks it on the row the upsert leaves.
      await tx
        .insert(userProfiles)
        .values({ userId, ...profile })
        .onConflictDoUpdate({ target: userProfiles.userId, set: profile })
        .catch((error: unknown) => {
          if (violatedCheckConstraint(error) === MUST_HAVE_ROLES_CHECK) {
            throw new AppError("validation_failed", undefined, [
              { path: ["rolePreference"], message: TEAM_PREFERENCE_MESSAGES.mustHaveWithoutRoles },
            ]);
          }
          throw error;
        });
    }
  });
  return getAccount(db, actor);
}

/** Sets the names given and recomputes the display name Better Auth keeps from both. */
async function updateNames(
  db: Database,
  userId: string,
  names: { firstName?: string | undefined; lastName?: string | undefined },
): Promise<void> {
  const [current] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!current) throw new AppError("unauthenticated");
  const firstName = names.firstName ?? current.firstName;
  const lastName = names.lastName ?? current.lastName;
  await db
    .update(users)
    .set({ firstName, lastName, name: fullName(firstName, lastName) })
    .where(eq(users.id, userId));
}

/**
 * Stores a checked image under a new random name, points the person's `image` at it and deletes the
 * avatar it replaces. The file is stored first (a too-large one fails while streaming and leaves
 * nothing behind); if the account is gone by then, the new file is removed again.
 */
export async function setAvatar(
  db: Database,
  actor: Actor,
  file: CheckedFileStream,
  services: { storage: Storage },
): Promise<{ image: string }> {
  const userId = signedInUserId(actor);
  const avatar = avatars.newFile(file);
  await avatars.replace(services.storage, avatar, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ image: users.image })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      if (!row) throw new AppError("unauthenticated");
      await tx.update(users).set({ image: avatar.url }).where(eq(users.id, userId));
      return row.image;
    }),
  );
  return { image: avatar.url };
}

/**
 * An avatar by its file name. Only names this service hands out are looked up, so anything else
 * (a path, `..`, another folder) is simply not found.
 */
export function readAvatar(storage: Storage, name: string): Promise<StoredImage> {
  return avatars.read(storage, name);
}
