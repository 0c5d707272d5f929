import {
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_PROFILE_MESSAGES,
  MENTOR_SLUG_MAX_LENGTH,
  type MentorKind,
  type MentorProfileResponse,
  type MyMentorProfileResponse,
  mentorProfilePath,
  type OwnMentorProfile,
  type SaveMentorProfileData,
  SLUG_PATTERN,
  slugFromName,
} from "@hatchery/shared";
import { sanitizeMarkdown } from "@hatchery/shared/sanitize";
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { incubators, mentorIncubators, mentorProfiles, users } from "../../db/schema";
import { violatedUniqueConstraint } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { renderMarkdownHtml } from "../../lib/markdown-html";
import type { PolicyActor } from "../../lib/policy";
import type { CheckedFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import {
  createStoredImages,
  STORED_IMAGE_MIME_TYPES,
  type StoredImage,
} from "../../lib/storage/stored-images";
import { LISTED_MENTOR, MENTOR_PHOTO } from "./mentor-profile-records";
import * as mentorProfilePolicy from "./mentor-profiles.policy";
import { mentorReviewSummary } from "./mentor-reviews.service";

/** A person's own mentor profile, its public page and its photo (docs/decisions/051-mentoring.md). */

export const MENTOR_PHOTO_MIME_TYPES = STORED_IMAGE_MIME_TYPES;
export const MENTOR_PHOTO_URL_PREFIX = "/api/files/mentor-photos/";
/**
 * A photo is stored and pointed at in one step and the one it replaces is deleted, as avatars are: no
 * photo is ever stored before it is used, so none is left for the unused-uploads cleanup to find.
 */
const mentorPhotos = createStoredImages({
  keyPrefix: "mentor-photos/",
  urlPrefix: MENTOR_PHOTO_URL_PREFIX,
  notFoundMessage: "There is no such photo.",
});

const SLUG_UNIQUE = "mentor_profiles_slug_unique";
const BIO_TOO_LONG = `Bio must be at most ${MENTOR_BIO_MAX_LENGTH} characters`;

type ProfileRow = typeof mentorProfiles.$inferSelect;

function signedInUserId(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  return actor.userId;
}

function invalid(path: string, message: string): AppError {
  return new AppError("validation_failed", undefined, [{ path: [path], message }]);
}

async function incubatorsOf(db: Database, userId: string): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: incubators.slug, name: incubators.name })
    .from(mentorIncubators)
    .innerJoin(incubators, eq(incubators.id, mentorIncubators.incubatorId))
    .where(and(eq(mentorIncubators.mentorId, userId), ne(incubators.status, "archived")))
    .orderBy(asc(incubators.name));
}

async function toOwnProfile(db: Database, row: ProfileRow): Promise<OwnMentorProfile> {
  return {
    kind: row.kind,
    slug: row.slug,
    headline: row.headline,
    bio: row.bio,
    photoUrl: row.photoUrl,
    expertise: row.expertise,
    helpRoles: row.helpRoles,
    languages: row.languages,
    timeZone: row.timeZone,
    meetingLink: row.meetingLink,
    incubators: await incubatorsOf(db, row.userId),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findOwnRow(db: Database, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, userId));
  return row;
}

/** The first free slug among the name's slug, then `-2`, `-3`…: a suggestion the person may change. */
async function freeSlugFor(db: Database, name: string): Promise<string> {
  const base = slugFromName(name)
    .slice(0, MENTOR_SLUG_MAX_LENGTH - 3)
    .replace(/-+$/, "");
  const stem = base.length >= 2 ? base : "mentor";
  const candidates = [stem, ...Array.from({ length: 48 }, (_, index) => `${stem}-${index + 2}`)];
  const taken = new Set(
    (
      await db
        .select({ slug: mentorProfiles.slug })
        .from(mentorProfiles)
        .where(inArray(mentorProfiles.slug, candidates))
    ).map((row) => row.slug),
  );
  return candidates.find((candidate) => !taken.has(candidate)) ?? `${stem}-${Date.now().toString(36)}`;
}

/**
 * `GET /api/mentor-profile`: the person's profile with what the editor needs to start one. Anyone
 * signed in may ask: a person without the advisor or coach role is told, by `allowedKinds` being
 * empty, that they cannot have one (the page says why and how to ask).
 */
export async function getMyMentorProfile(db: Database, actor: PolicyActor): Promise<MyMentorProfileResponse> {
  const userId = signedInUserId(actor);
  const [person] = await db
    .select({ name: users.name, image: users.image, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  if (!person) throw new AppError("unauthenticated");
  const row = await findOwnRow(db, userId);
  return {
    profile: row ? await toOwnProfile(db, row) : null,
    allowedKinds: mentorProfilePolicy.allowedKinds(actor),
    suggestedSlug: row?.slug ?? (await freeSlugFor(db, person.name)),
    suggestedTimeZone: person.timeZone,
    avatarUrl: person.image,
  };
}

/** The chosen incubators' ids, or 422 when one is unknown or archived (they are chosen from a list). */
async function incubatorIdsOf(db: Database, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: incubators.id })
    .from(incubators)
    .where(and(inArray(incubators.slug, [...slugs]), ne(incubators.status, "archived")));
  if (rows.length !== slugs.length) throw invalid("incubators", MENTOR_PROFILE_MESSAGES.incubatorUnknown);
  return rows.map((row) => row.id);
}

/**
 * `PUT /api/mentor-profile`: creates the person's profile as a draft, or replaces its fields (keeping
 * it published if it was), with its incubators, in one transaction. The bio is sanitised as markdown;
 * the headline is kept as typed (one line). A slug another mentor has is 409.
 */
export async function saveMentorProfile(
  db: Database,
  actor: PolicyActor,
  input: SaveMentorProfileData,
): Promise<OwnMentorProfile> {
  const userId = signedInUserId(actor);
  mentorProfilePolicy.assertCan(actor, "edit", { kind: input.kind });
  const bio = sanitizeMarkdown(input.bio).trim();
  // Rewriting an autolink as a markdown link can lengthen the text past the limit.
  if ([...bio].length > MENTOR_BIO_MAX_LENGTH) throw invalid("bio", BIO_TOO_LONG);
  const incubatorIds = await incubatorIdsOf(db, input.incubators);
  const fields = {
    kind: input.kind,
    slug: input.slug,
    headline: input.headline,
    bio,
    expertise: input.expertise,
    helpRoles: input.helpRoles,
    languages: input.languages,
    timeZone: input.timeZone,
    meetingLink: input.meetingLink,
  };
  const row = await db
    .transaction(async (tx) => {
      const [saved] = await tx
        .insert(mentorProfiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: mentorProfiles.userId, set: { ...fields, updatedAt: new Date() } })
        .returning();
      await tx.delete(mentorIncubators).where(eq(mentorIncubators.mentorId, userId));
      if (incubatorIds.length > 0) {
        await tx
          .insert(mentorIncubators)
          .values(incubatorIds.map((incubatorId) => ({ mentorId: userId, incubatorId })));
      }
      return saved;
    })
    .catch((error: unknown) => {
      if (violatedUniqueConstraint(error) === SLUG_UNIQUE) {
        throw new AppError("conflict", MENTOR_PROFILE_MESSAGES.slugTaken, [
          { path: ["slug"], message: MENTOR_PROFILE_MESSAGES.slugTaken },
        ]);
      }
      throw error;
    });
  if (!row) throw new AppError("unauthenticated");
  return toOwnProfile(db, row);
}

/** The person's saved profile, or 404 'Save your mentor profile first.' */
async function requireOwnRow(db: Database, userId: string): Promise<ProfileRow> {
  const row = await findOwnRow(db, userId);
  if (!row) throw new AppError("not_found", MENTOR_PROFILE_MESSAGES.saveFirst);
  return row;
}

/** Refuses before a byte of an upload is read, and answers the profile a change applies to. */
export async function assertMayEditMentorProfile(db: Database, actor: PolicyActor): Promise<ProfileRow> {
  const userId = signedInUserId(actor);
  mentorProfilePolicy.assertCan(actor, "edit", { kind: undefined });
  const row = await requireOwnRow(db, userId);
  mentorProfilePolicy.assertCan(actor, "edit", { kind: row.kind });
  return row;
}

/**
 * `POST /api/mentor-profile/publish`: lists the profile (the directory, its page, the sitemaps). The
 * person must still hold the role it is listed as. Publishing a published profile changes nothing.
 */
export async function publishMentorProfile(
  db: Database,
  actor: PolicyActor,
  now: Date,
): Promise<OwnMentorProfile> {
  const current = await assertMayEditMentorProfile(db, actor);
  if (current.publishedAt !== null) return toOwnProfile(db, current);
  const [row] = await db
    .update(mentorProfiles)
    .set({ publishedAt: now })
    .where(eq(mentorProfiles.userId, current.userId))
    .returning();
  return toOwnProfile(db, row ?? current);
}

/** `POST /api/mentor-profile/unpublish`: back to a draft only its owner sees; its history stays. */
export async function unpublishMentorProfile(db: Database, actor: PolicyActor): Promise<OwnMentorProfile> {
  const userId = signedInUserId(actor);
  mentorProfilePolicy.assertCan(actor, "unpublish", { kind: undefined });
  const current = await requireOwnRow(db, userId);
  const [row] = await db
    .update(mentorProfiles)
    .set({ publishedAt: null })
    .where(eq(mentorProfiles.userId, userId))
    .returning();
  return toOwnProfile(db, row ?? current);
}

/** Stores a checked image as the profile's photo and deletes the one it replaces. */
export async function setMentorPhoto(
  db: Database,
  actor: PolicyActor,
  file: CheckedFileStream,
  services: { storage: Storage },
): Promise<{ photoUrl: string }> {
  const userId = signedInUserId(actor);
  const photo = mentorPhotos.newFile(file);
  await mentorPhotos.replace(services.storage, photo, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select({ photoUrl: mentorProfiles.photoUrl })
        .from(mentorProfiles)
        .where(eq(mentorProfiles.userId, userId))
        .for("update");
      if (!row) throw new AppError("not_found", MENTOR_PROFILE_MESSAGES.saveFirst);
      await tx.update(mentorProfiles).set({ photoUrl: photo.url }).where(eq(mentorProfiles.userId, userId));
      return row.photoUrl;
    }),
  );
  return { photoUrl: photo.url };
}

/** Removes the profile's own photo: pages show the person's avatar again. */
export async function removeMentorPhoto(
  db: Database,
  actor: PolicyActor,
  services: { storage: Storage },
): Promise<{ photoUrl: null }> {
  const row = await assertMayEditMentorProfile(db, actor);
  await db.update(mentorProfiles).set({ photoUrl: null }).where(eq(mentorProfiles.userId, row.userId));
  await mentorPhotos.remove(services.storage, row.photoUrl);
  return { photoUrl: null };
}

/** A photo by its file name: public, as the profiles that show it are. */
export function readMentorPhoto(storage: Storage, name: string): Promise<StoredImage> {
  return mentorPhotos.read(storage, name);
}

function notFound(): AppError {
  return new AppError("not_found", MENTOR_PROFILE_MESSAGES.notFound);
}

/**
 * `GET /api/mentors/:slug`: a listed profile for anyone, and the owner's own profile for its owner
 * whatever its state (a draft previews its page). Anything else is 404, so a draft tells nothing.
 */
export async function getMentorProfile(
  db: Database,
  actor: PolicyActor,
  input: { slug: string; siteUrl: string; now: Date },
): Promise<MentorProfileResponse> {
  if (input.slug.length > MENTOR_SLUG_MAX_LENGTH || !SLUG_PATTERN.test(input.slug)) throw notFound();
  const [row] = await db
    .select({
      userId: mentorProfiles.userId,
      kind: mentorProfiles.kind,
      slug: mentorProfiles.slug,
      name: users.name,
      photoUrl: MENTOR_PHOTO,
      headline: mentorProfiles.headline,
      bio: mentorProfiles.bio,
      expertise: mentorProfiles.expertise,
      helpRoles: mentorProfiles.helpRoles,
      languages: mentorProfiles.languages,
      timeZone: mentorProfiles.timeZone,
      publishedAt: mentorProfiles.publishedAt,
      listed: LISTED_MENTOR,
    })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(eq(mentorProfiles.slug, input.slug));
  const isOwner = actor.kind === "user" && row?.userId === actor.userId;
  if (!row || !(row.listed || isOwner)) throw notFound();
  const [bioHtml, incubatorRefs, reviews] = await Promise.all([
    renderMarkdownHtml(row.bio, input.siteUrl),
    incubatorsOf(db, row.userId),
    mentorReviewSummary(db, row.userId, input.now),
  ]);
  return {
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    photoUrl: row.photoUrl,
    headline: row.headline,
    expertise: row.expertise,
    helpRoles: row.helpRoles,
    languages: row.languages,
    bioHtml,
    timeZone: row.timeZone,
    incubators: incubatorRefs,
    publishedAt: row.listed ? (row.publishedAt?.toISOString() ?? null) : null,
    viewer: { isOwner },
    reviews,
  };
}

/** Every listed profile's address and when the profile last changed, for /sitemap.xml. */
export async function listPublishedMentorPages(db: Database): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ kind: mentorProfiles.kind, slug: mentorProfiles.slug, updatedAt: mentorProfiles.updatedAt })
    .from(mentorProfiles)
    .innerJoin(users, eq(users.id, mentorProfiles.userId))
    .where(LISTED_MENTOR)
    .orderBy(asc(mentorProfiles.slug));
  return rows.map((row) => ({
    path: mentorProfilePath(row.kind as MentorKind, row.slug),
    updatedAt: row.updatedAt,
  }));
}
