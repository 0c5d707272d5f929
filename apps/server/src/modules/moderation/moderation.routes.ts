import { MODERATION_MESSAGES, moderationEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import {
  dismissReports,
  hideContent,
  restoreContent,
  suspendAuthor,
  warnAuthor,
} from "./moderation-actions.service";
import { listAllReports, listIncubatorReports } from "./moderation-queue.service";

const tags = ["moderation"];
const signedOut = apiErrorResponse("Not signed in.");
const unverified = apiErrorResponse(`${MODERATION_MESSAGES.notModerator}. Or an unverified email.`);
const notFound = apiErrorResponse(
  `${MODERATION_MESSAGES.contentNotFound}: no such content, or an unknown kind.`,
);
const badQuery = apiErrorResponse("An unknown status or kind, or an invalid cursor or limit.");

/** The moderation queue and its actions (docs/decisions/055-moderation-queue.md). */
export function moderationRoutes({ db, env, guards, clock }: ModuleDeps): ApiRoute[] {
  const actionOptions = {
    tags,
    middleware: [guards.requireVerifiedEmail],
    errors: { 401: signedOut, 403: unverified, 404: notFound },
  };
  return [
    defineEndpointRoute(moderationEndpoints.queue, {
      summary:
        "Every report, grouped by the content reported, with the content and its context: open ones oldest first, handled ones newest first.",
      tags,
      success: "A page of cases.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 403: apiErrorResponse(MODERATION_MESSAGES.adminsOnly), 422: badQuery },
      handler: async (c, { query }) => listAllReports(db, await loadPolicyActor(c, db), query),
    }),
    defineEndpointRoute(moderationEndpoints.incubatorQueue, {
      summary:
        "The reports of one incubator's content (its feed, its teams' feeds, its channels), for its owner and administrators.",
      tags,
      success: "A page of cases.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(MODERATION_MESSAGES.notModerator),
        404: apiErrorResponse("Incubator not found"),
        422: badQuery,
      },
      handler: async (c, { params, query }) =>
        listIncubatorReports(db, await loadPolicyActor(c, db), params.slug, query),
    }),
    defineEndpointRoute(moderationEndpoints.hide, {
      ...actionOptions,
      summary: "Hides the content from everyone but its moderators at once, and resolves its open reports.",
      success: "The content is hidden.",
      handler: async (c, { params }) => {
        await hideContent(db, await loadPolicyActor(c, db), params, { requestId: c.get("requestId") });
      },
    }),
    defineEndpointRoute(moderationEndpoints.restore, {
      ...actionOptions,
      summary: "Shows hidden content again.",
      success: "The content is shown again.",
      handler: async (c, { params }) => {
        await restoreContent(db, await loadPolicyActor(c, db), params, { requestId: c.get("requestId") });
      },
    }),
    defineEndpointRoute(moderationEndpoints.dismiss, {
      ...actionOptions,
      summary: "Dismisses the content's open reports: nothing needs doing.",
      success: "The reports are dismissed.",
      handler: async (c, { params }) => {
        await dismissReports(db, await loadPolicyActor(c, db), params, { requestId: c.get("requestId") });
      },
    }),
    defineEndpointRoute(moderationEndpoints.warn, {
      summary:
        "Warns the content's author with the moderator's message (a notification and an email), and resolves its open reports.",
      tags,
      success: "The author is warned.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: unverified,
        404: notFound,
        409: apiErrorResponse(MODERATION_MESSAGES.authorGone),
        422: apiErrorResponse(`${MODERATION_MESSAGES.warningRequired}, or it is too long.`),
      },
      handler: async (c, { params, body }) => {
        await warnAuthor(
          db,
          await loadPolicyActor(c, db),
          params,
          { message: body.message, publicUrl: env.PUBLIC_URL },
          { requestId: c.get("requestId") },
        );
      },
    }),
    defineEndpointRoute(moderationEndpoints.suspend, {
      summary:
        "Suspends the content's author: their account is disabled (sessions end, sign-in refused) with an optional reason. Administrators only; the reports stay open.",
      tags,
      success: "The author's account is disabled.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(
          `${MODERATION_MESSAGES.suspendAdminsOnly}; not your own account or the last administrator's. Or an unverified email.`,
        ),
        404: notFound,
        409: apiErrorResponse(MODERATION_MESSAGES.authorGone),
        422: apiErrorResponse("The reason is too long."),
      },
      handler: async (c, { params, body }) => {
        await suspendAuthor(db, await loadPolicyActor(c, db), params, { reason: body.reason }, clock.now(), {
          requestId: c.get("requestId"),
        });
      },
    }),
  ];
}
