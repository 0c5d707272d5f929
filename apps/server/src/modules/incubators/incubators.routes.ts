import {
  FILE_MAX_BYTES,
  INCUBATOR_ERROR_MESSAGES,
  incubatorEndpoints,
  JOIN_FAILURE_REASONS,
  planEndpoints,
} from "@hatchery/shared";
import type { MiddlewareHandler } from "hono";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { AppEnv } from "../../lib/context";
import { cachePublicReads } from "../../lib/public-read-cache";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import type { ModuleDeps } from "../../module-deps";
import { incubatorCreationPolicy } from "./incubators.policy";
import {
  createIncubator,
  findIncubatorFor,
  getIncubatorDetail,
  LOGO_MIME_TYPES,
  listIncubators,
  readIncubatorLogo,
  setIncubatorLogo,
  updateIncubator,
} from "./incubators.service";
import { createPlan, getPublicPlan, listPlans, updatePlan } from "./plans.service";

/**
 * The directory holds nothing personal. Browsers revalidate every time (so a person sees their own
 * join or new incubator at once), while a shared cache in front of the server may answer for a moment.
 */
const LIST_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

const notFound = apiErrorResponse(JOIN_FAILURE_REASONS.notFound);
const notSignedIn = apiErrorResponse("Not signed in.");
/** SPEC §6: editing needs an administrator, or the owner holding the advisor or coach role; and a verified email. */
const notEditor = apiErrorResponse(
  `${INCUBATOR_ERROR_MESSAGES.editForbidden} (an owner also needs the advisor or coach role), the email address is not verified, or the request came from another site.`,
);
const planNotFound = apiErrorResponse(INCUBATOR_ERROR_MESSAGES.planNotFound);

export function incubatorsRoutes({ auth, clock, db, env, guards, storage }: ModuleDeps): ApiRoute[] {
  const mayCreateIncubator: MiddlewareHandler<AppEnv> = async (c, next) => {
    incubatorCreationPolicy.assertCan(await loadPolicyActor(c, db), "create", null);
    await next();
  };
  return [
    defineEndpointRoute(incubatorEndpoints.list, {
      summary:
        "The incubator directory by name, a page at a time: search in name and tagline, filter on accepting members.",
      tags: ["incubators"],
      success: "A page of incubators, with active-member counts and the lowest active plan price.",
      errors: {
        422: apiErrorResponse("A filter is invalid, or the cursor is not one this endpoint gave."),
      },
      // The same for everyone: a burst of visitors costs one read a second, and a signed-in person is
      // answered from the same read while nothing has been written since.
      middleware: [cachePublicReads(clock, { sameForSignedIn: db })],
      handler: async (c, { query }) => {
        c.header("Cache-Control", LIST_CACHE_CONTROL);
        return listIncubators(db, c.get("actor"), query);
      },
    }),
    defineEndpointRoute(incubatorEndpoints.detail, {
      summary:
        "An incubator with its member counts and active plans; for a signed-in person also their membership, active subscription and permissions on it.",
      tags: ["incubators"],
      success: "The incubator's page.",
      // A visitor's page is the same for every visitor (no viewer part): a burst costs one read a second.
      middleware: [cachePublicReads(clock), optionalSession(auth)],
      errors: { 404: notFound },
      handler: async (c, { params }) =>
        getIncubatorDetail(db, await loadPolicyActor(c, db), { ...params, siteUrl: env.PUBLIC_URL }),
    }),
    defineEndpointRoute(incubatorEndpoints.create, {
      summary:
        "Creates an incubator owned by the signed-in advisor, coach or administrator; without a slug one is made from the name.",
      tags: ["incubators"],
      success: "The new incubator.",
      // Decided before the body is read, so a person who may not create learns that first.
      middleware: [guards.requireUser, mayCreateIncubator],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(
          "Not an advisor, coach or administrator, the email address is not verified, or the request came from another site.",
        ),
        409: apiErrorResponse(INCUBATOR_ERROR_MESSAGES.slugTaken),
      },
      handler: (c, { body }) => createIncubator(db, c.get("actor"), body, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(incubatorEndpoints.update, {
      summary:
        "Changes an incubator's name, slug, tagline, description or status (its owner holding the advisor or coach role, or an administrator).",
      tags: ["incubators"],
      success: "The incubator after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notEditor,
        404: notFound,
        409: apiErrorResponse(INCUBATOR_ERROR_MESSAGES.slugTaken),
      },
      handler: async (c, { params, body }) =>
        updateIncubator(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, changes: body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(incubatorEndpoints.uploadLogo, {
      summary:
        "Replaces an incubator's logo: a JPEG, PNG, GIF or WebP image of at most 10 MB in the multipart field `file` (owner with the advisor or coach role, or administrator).",
      tags: ["incubators"],
      success: "The address of the new logo.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notEditor,
        404: notFound,
        413: apiErrorResponse("File size exceeds 10MB limit"),
        415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
        422: apiErrorResponse("No file was sent in the field `file`."),
      },
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        // Refused before a byte of the file is read: only an editor's upload is worth receiving.
        await findIncubatorFor(db, actor, "edit", params.slug);
        return receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: LOGO_MIME_TYPES },
          (file) =>
            setIncubatorLogo(
              db,
              actor,
              { slug: params.slug, file },
              { storage },
              { requestId: c.get("requestId") },
            ),
        );
      },
    }),
    defineEndpointRoute(incubatorEndpoints.logoFile, {
      summary: "An incubator's logo, by the file name in its `logoUrl`.",
      tags: ["incubators"],
      success: "The image, with its real type.",
      successContentType: "image/*",
      errors: { 404: apiErrorResponse("There is no logo with this name.") },
      handler: async (c, { params }) =>
        storedImageResponse(c, { image: await readIncubatorLogo(storage, params.name), audience: "public" }),
    }),
    defineEndpointRoute(planEndpoints.list, {
      summary:
        "Every plan of an incubator, inactive ones too, cheapest first (owner with the advisor or coach role, or administrator).",
      tags: ["incubators"],
      success: "The plans.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notEditor, 404: notFound },
      handler: async (c, { params }) => listPlans(db, await loadPolicyActor(c, db), params),
    }),
    defineEndpointRoute(planEndpoints.create, {
      summary:
        "Adds a subscription plan to an incubator (owner with the advisor or coach role, or administrator). Prices are in cents.",
      tags: ["incubators"],
      success: "The new plan.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notEditor, 404: notFound },
      handler: async (c, { params, body }) =>
        createPlan(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, plan: body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(planEndpoints.get, {
      summary:
        "An active plan of an incubator that is not archived, with the incubator's id, slug and name: what a subscribe link shows.",
      tags: ["incubators"],
      success: "The plan and its incubator.",
      errors: {
        404: apiErrorResponse(
          `${INCUBATOR_ERROR_MESSAGES.planNotFound} (also for an inactive plan, an archived incubator's or a malformed id).`,
        ),
      },
      handler: (c, { params }) => getPublicPlan(db, c.get("actor"), params),
    }),
    defineEndpointRoute(planEndpoints.update, {
      summary:
        "Changes a subscription plan (owner with the advisor or coach role, or administrator, of its incubator); existing subscriptions keep their plan.",
      tags: ["incubators"],
      success: "The plan after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notEditor, 404: planNotFound },
      handler: async (c, { params, body }) =>
        updatePlan(
          db,
          await loadPolicyActor(c, db),
          { id: params.id, changes: body },
          { requestId: c.get("requestId") },
        ),
    }),
  ];
}
