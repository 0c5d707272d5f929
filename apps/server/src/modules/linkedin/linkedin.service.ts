import {
  FILE_MAX_BYTES,
  type MeResponse,
  NAME_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  plainTextLine,
} from "@hatchery/shared";
import { sanitizeName } from "@hatchery/shared/sanitize";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { LINKEDIN_PROVIDER_ID } from "../../auth/auth";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";
import type { Actor } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { type CheckedFileStream, checkFileStream } from "../../lib/storage/checked-file-stream";
import type { Storage } from "../../lib/storage/storage";
import { AVATAR_MIME_TYPES, setAvatar, updateProfile } from "../profile/profile.service";

export const LINKEDIN_DISABLED_MESSAGE = "Signing in with LinkedIn is not enabled on this installation.";
export const LINKEDIN_NOT_LINKED_MESSAGE = "Link your LinkedIn account first.";
export const LINKEDIN_LINK_EXPIRED_MESSAGE =
  "LinkedIn no longer accepts the saved sign-in. Link your LinkedIn account again.";
export const LINKEDIN_UNAVAILABLE_MESSAGE = "LinkedIn could not be reached. Please try again later.";

/** How long one call to the provider (discovery, userinfo, photo) may take. */
export const PROVIDER_TIMEOUT_MS = 10_000;

export interface LinkedInServices {
  storage: Storage;
  /** A currently valid access token of the person's linked account (Better Auth refreshes it when due). */
  accessToken(input: { userId: string; accountId: string }): Promise<string>;
  /** The provider's userinfo endpoint, from its discovery document. */
  userinfoUrl(): Promise<string>;
  fetch: typeof fetch;
}

/** LinkedIn's OpenID Connect userinfo; `headline` only from providers that add it. */
const userinfoSchema = z.object({
  sub: z.string(),
  given_name: z.string().optional().catch(undefined),
  family_name: z.string().optional().catch(undefined),
  picture: z.string().optional().catch(undefined),
  headline: z.string().optional().catch(undefined),
});
type Userinfo = z.infer<typeof userinfoSchema>;

const discoverySchema = z.object({ userinfo_endpoint: z.url({ protocol: /^https?$/ }) });

function unavailable(cause?: unknown): AppError {
  const error = new AppError("unavailable", LINKEDIN_UNAVAILABLE_MESSAGE);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Reads the userinfo endpoint from the provider's discovery document once, and again only after a
 * failed attempt, so a provider that was down at first is found when it is back.
 */
export function createUserinfoLocator(discoveryUrl: string, fetchFn: typeof fetch): () => Promise<string> {
  let located: Promise<string> | undefined;
  const locate = async () => {
    let response: Response;
    try {
      response = await fetchFn(discoveryUrl, {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(error);
    }
    const document = discoverySchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
    if (!document.success) throw unavailable(new Error(`unusable discovery document (${response.status})`));
    return document.data.userinfo_endpoint;
  };
  return () => {
    located ??= locate().catch((error: unknown) => {
      located = undefined;
      throw error;
    });
    return located;
  };
}

/** At most `max` code points, so an emoji is never cut in half. */
function truncate(value: string, max: number): string {
  return [...value].slice(0, max).join("");
}

/** Names are cleaned as at sign-up (SPEC §5), other texts kept as typed on one line. */
function cleanText(
  value: string | undefined,
  max: number,
  clean: (value: string) => string = plainTextLine,
): string | undefined {
  if (value === undefined) return undefined;
  return truncate(clean(value), max).trim() || undefined;
}

async function fetchUserinfo(accessToken: string, services: LinkedInServices): Promise<Userinfo> {
  const url = await services.userinfoUrl();
  let response: Response;
  try {
    response = await services.fetch(url, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(error);
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw new AppError("conflict", LINKEDIN_LINK_EXPIRED_MESSAGE);
  }
  const body = userinfoSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
  if (!body.success) throw unavailable(new Error(`unusable userinfo answer (${response.status})`));
  return body.data;
}

/**
 * The photo at `url` as a checked image stream, or undefined when it cannot be used: not http(s),
 * not downloadable, declared larger than the limit, or not a JPEG, PNG, GIF or WebP image by its bytes.
 * Its size is checked again while it is stored.
 */
async function openPicture(url: string, fetchFn: typeof fetch): Promise<CheckedFileStream | undefined> {
  const parsed = URL.parse(url);
  if (parsed?.protocol !== "https:" && parsed?.protocol !== "http:") return undefined;
  let response: Response;
  try {
    response = await fetchFn(parsed, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    return undefined;
  }
  const declaredLength = Number(response.headers.get("content-length") ?? Number.NaN);
  if (!response.ok || !response.body || declaredLength > FILE_MAX_BYTES) {
    await response.body?.cancel();
    return undefined;
  }
  try {
    return await checkFileStream(response.body, { maxBytes: FILE_MAX_BYTES, accept: AVATAR_MIME_TYPES });
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** Stores the photo as the avatar; a photo that turns out too large while streaming is skipped. */
async function importPicture(
  db: Database,
  actor: Actor,
  url: string,
  services: LinkedInServices,
): Promise<void> {
  const picture = await openPicture(url, services.fetch);
  if (!picture) return;
  try {
    await setAvatar(db, actor, picture, { storage: services.storage });
  } catch (error) {
    if (error instanceof AppError && error.code === "payload_too_large") return;
    throw error;
  }
}

/**
 * Copies name, headline and photo from the person's linked LinkedIn account into their profile, using
 * the access token Better Auth saved when they linked it. Claims the provider leaves out keep their
 * current values; a photo that cannot be used (unreachable, over 10 MB, not an image) keeps the current
 * one. Answers what `GET /api/account/me` answers.
 */
export async function importLinkedInProfile(
  db: Database,
  actor: Actor,
  services: LinkedInServices,
): Promise<MeResponse> {
  if (actor.kind !== "user") throw new AppError("unauthenticated");
  const [account] = await db
    .select({ id: accounts.id, accountId: accounts.accountId })
    .from(accounts)
    .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, LINKEDIN_PROVIDER_ID)))
    .limit(1);
  if (!account) throw new AppError("conflict", LINKEDIN_NOT_LINKED_MESSAGE);

  let accessToken: string;
  try {
    accessToken = await services.accessToken({ userId: actor.userId, accountId: account.id });
  } catch {
    throw new AppError("conflict", LINKEDIN_LINK_EXPIRED_MESSAGE);
  }
  const userinfo = await fetchUserinfo(accessToken, services);
  // The token must speak for the member that was linked, not someone else.
  if (userinfo.sub !== account.accountId) throw new AppError("conflict", LINKEDIN_LINK_EXPIRED_MESSAGE);

  if (userinfo.picture) await importPicture(db, actor, userinfo.picture, services);
  return updateProfile(db, actor, {
    firstName: cleanText(userinfo.given_name, NAME_MAX_LENGTH, sanitizeName),
    lastName: cleanText(userinfo.family_name, NAME_MAX_LENGTH, sanitizeName),
    headline: cleanText(userinfo.headline, PROFILE_HEADLINE_MAX_LENGTH),
  });
}
