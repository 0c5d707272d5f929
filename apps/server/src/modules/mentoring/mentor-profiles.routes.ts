import { FILE_MAX_BYTES, MENTOR_PROFILE_MESSAGES, mentorProfileEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { cachePublicReads } from "../../lib/public-read-cache";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import type { ModuleDeps } from "../../module-deps";
import { listMentors } from "./mentor-directory.service";
import {
  assertMayEditMentorProfile,
  getMentorProfile,
  getMyMentorProfile,
  MENTOR_PHOTO_MIME_TYPES,
  publishMentorProfile,
  readMentorPhoto,
  removeMentorPhoto,
  saveMentorProfile,
  setMentorPhoto,
  unpublishMentorProfile,
} from "./mentor-profiles.service";

/** The directory holds nothing personal: browsers revalidate, a shared cache may answer for a moment. */
const DIRECTORY_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

const notSignedIn = apiErrorResponse("Not signed in.");
const notMentor = apiErrorResponse(
  `${MENTOR_PROFILE_MESSAGES.noMentorRole} Also: the kind chosen is a role the person does not hold, the email address is not verified, or the request came from another site.`,
);
const saveFirst = apiErrorResponse(MENTOR_PROFILE_MESSAGES.saveFirst);

export function mentorProfilesRoutes({ auth, clock, db, env, guards, storage }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(mentorProfileEndpoints.directory, {
      summary:
        "The advisors directory: published advisors and coaches in slug order, a page at a time; search in names, headlines and expertise, filter on expertise, role helped with, language, incubator and kind.",
      tags: ["mentoring"],
      success: "A page of mentor cards.",
      errors: { 422: apiErrorResponse("A filter is invalid, or the cursor is not one this endpoint gave.") },
      middleware: [cachePublicReads(clock)],
      handler: async (c, { query }) => {
        c.header("Cache-Control", DIRECTORY_CACHE_CONTROL);
        return listMentors(db, query, clock.now());
      },
    }),
    defineEndpointRoute(mentorProfileEndpoints.detail, {
      summary:
        "A published advisor's or coach's profile with its bio as HTML; its owner also reads it while it is a draft.",
      tags: ["mentoring"],
      success: "The profile's page.",
      middleware: [cachePublicReads(clock), optionalSession(auth)],
      errors: { 404: apiErrorResponse(MENTOR_PROFILE_MESSAGES.notFound) },
      handler: async (c, { params }) =>
        getMentorProfile(db, await loadPolicyActor(c, db), {
          slug: params.slug,
          siteUrl: env.PUBLIC_URL,
          now: clock.now(),
        }),
    }),
    defineEndpointRoute(mentorProfileEndpoints.mine, {
      summary:
        "The signed-in person's mentor profile (null before the first save), the kinds they may be listed as (empty without the advisor or coach role) and a free slug made from their name.",
      tags: ["mentoring"],
      success: "The editor's starting point.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c) => getMyMentorProfile(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(mentorProfileEndpoints.save, {
      summary:
        "Creates the signed-in advisor's or coach's profile as a draft, or replaces its fields (a published one stays published).",
      tags: ["mentoring"],
      success: "The profile after the change.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: notMentor,
        409: apiErrorResponse(MENTOR_PROFILE_MESSAGES.slugTaken),
        422: apiErrorResponse(
          "A field is invalid, such as a meeting link that is not https or an unknown incubator.",
        ),
      },
      handler: async (c, { body }) => saveMentorProfile(db, await loadPolicyActor(c, db), body),
    }),
    defineEndpointRoute(mentorProfileEndpoints.publish, {
      summary:
        "Lists the signed-in person's saved profile in the directory, at its page and in the sitemaps.",
      tags: ["mentoring"],
      success: "The published profile.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 403: notMentor, 404: saveFirst },
      handler: async (c) => publishMentorProfile(db, await loadPolicyActor(c, db), clock.now()),
    }),
    defineEndpointRoute(mentorProfileEndpoints.unpublish, {
      summary: "Takes the signed-in person's profile down to a draft only they see; nothing else is lost.",
      tags: ["mentoring"],
      success: "The profile as a draft.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse("The request came from another site."),
        404: saveFirst,
      },
      handler: async (c) => unpublishMentorProfile(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(mentorProfileEndpoints.uploadPhoto, {
      summary:
        "Replaces the profile's photo: a JPEG, PNG, GIF or WebP image of at most 10 MB in the multipart field `file`. Without one, pages show the person's avatar.",
      tags: ["mentoring"],
      success: "The address of the new photo.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: notMentor,
        404: saveFirst,
        413: apiErrorResponse("File size exceeds 10MB limit"),
        415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
        422: apiErrorResponse("No file was sent in the field `file`."),
      },
      handler: async (c) => {
        const actor = await loadPolicyActor(c, db);
        // Refused before a byte of the file is read: only a mentor's upload is worth receiving.
        await assertMayEditMentorProfile(db, actor);
        return receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: MENTOR_PHOTO_MIME_TYPES },
          (file) => setMentorPhoto(db, actor, file, { storage }),
        );
      },
    }),
    defineEndpointRoute(mentorProfileEndpoints.removePhoto, {
      summary: "Removes the profile's own photo; pages show the person's avatar again.",
      tags: ["mentoring"],
      success: "The profile has no photo of its own.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 403: notMentor, 404: saveFirst },
      handler: async (c) => removeMentorPhoto(db, await loadPolicyActor(c, db), { storage }),
    }),
    defineEndpointRoute(mentorProfileEndpoints.photoFile, {
      summary: "A mentor profile's photo, by the file name in its `photoUrl`.",
      tags: ["mentoring"],
      success: "The image, with its real type.",
      successContentType: "image/*",
      errors: { 404: apiErrorResponse("There is no such photo.") },
      handler: async (c, { params }) =>
        storedImageResponse(c, { image: await readMentorPhoto(storage, params.name), audience: "public" }),
    }),
  ];
}
