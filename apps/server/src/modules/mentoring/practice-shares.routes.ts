import { PRACTICE_SHARE_MESSAGES, practiceShareEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import {
  commentOnPracticeShare,
  deletePracticeShareComment,
  editPracticeShareComment,
} from "./practice-share-comments.service";
import { findPracticeShareMentors } from "./practice-share-mentors.service";
import {
  listSharedWithMe,
  listSharesOfItem,
  readPracticeShare,
  revokePracticeShare,
  sharePracticeResult,
} from "./practice-shares.service";

const tags = ["mentoring"];
const signedOut = apiErrorResponse("Not signed in.");
const shareNotFound = apiErrorResponse(
  `${PRACTICE_SHARE_MESSAGES.notFound} Also for a revoked share, for everyone but its owner.`,
);

/** Practice results shared with a mentor (docs/decisions/051-mentoring.md). */
export function practiceSharesRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(practiceShareEndpoints.mentors, {
      summary:
        "Published advisors and coaches whose name, headline or address contains the words, to share with.",
      tags,
      success: "Up to 20 mentors by name.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c, { query }) => findPracticeShareMentors(db, c.get("actor"), query.q),
    }),
    defineEndpointRoute(practiceShareEndpoints.share, {
      summary:
        "Shares one of the signed-in person's interview sessions or TMAY deliveries with a published mentor.",
      tags,
      success: "The share with its texts; the mentor is notified.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse("Email verification required"),
        404: apiErrorResponse(PRACTICE_SHARE_MESSAGES.itemNotFound),
        409: apiErrorResponse(PRACTICE_SHARE_MESSAGES.alreadyShared),
        422: apiErrorResponse(
          `${PRACTICE_SHARE_MESSAGES.mentorNotPublished}, or ${PRACTICE_SHARE_MESSAGES.selfShare}`,
        ),
      },
      handler: (c, { body }) =>
        sharePracticeResult(
          db,
          c.get("actor"),
          { ...body, now: clock.now() },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(practiceShareEndpoints.ofItem, {
      summary:
        "The signed-in person's shares of one of their results, revoked ones too, with the mentors' comments.",
      tags,
      success: "The shares, newest first.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c, { query }) => listSharesOfItem(db, c.get("actor"), query),
    }),
    defineEndpointRoute(practiceShareEndpoints.withMe, {
      summary: "The practice results shared with the signed-in person as a mentor, while they are shared.",
      tags,
      success: "The live shares, newest first.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => listSharedWithMe(db, c.get("actor")),
    }),
    defineEndpointRoute(practiceShareEndpoints.detail, {
      summary:
        "One shared result with its texts and comments, for its owner or the mentor it is shared with.",
      tags,
      success: "The share, its texts and its comments.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut, 404: shareNotFound },
      handler: (c, { params }) => readPracticeShare(db, c.get("actor"), params.id),
    }),
    defineEndpointRoute(practiceShareEndpoints.revoke, {
      summary: "Stops sharing: the mentor loses access at once; the comments stay the owner's.",
      tags,
      success: "Revoked (or already revoked).",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(PRACTICE_SHARE_MESSAGES.ownerOnly),
        404: shareNotFound,
      },
      handler: async (c, { params }) => {
        await revokePracticeShare(db, c.get("actor"), params.id, clock.now(), {
          requestId: c.get("requestId"),
        });
      },
    }),
    defineEndpointRoute(practiceShareEndpoints.comment, {
      summary: "The mentor comments on a part of one text of the shared result; the owner is notified.",
      tags,
      success: "The comment.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(PRACTICE_SHARE_MESSAGES.mentorOnly),
        404: shareNotFound,
        422: apiErrorResponse(
          `${PRACTICE_SHARE_MESSAGES.unknownText}, ${PRACTICE_SHARE_MESSAGES.anchorOutOfRange}, ${PRACTICE_SHARE_MESSAGES.quoteMismatch}, ${PRACTICE_SHARE_MESSAGES.emptyComment}, or ${PRACTICE_SHARE_MESSAGES.longComment}`,
        ),
      },
      handler: (c, { params, body }) =>
        commentOnPracticeShare(db, c.get("actor"), params.id, { ...body, now: clock.now() }),
    }),
    defineEndpointRoute(practiceShareEndpoints.editComment, {
      summary: "The comment's author rewrites it; its anchor stays.",
      tags,
      success: "The comment as changed.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(PRACTICE_SHARE_MESSAGES.authorOnly),
        404: apiErrorResponse(PRACTICE_SHARE_MESSAGES.commentNotFound),
        422: apiErrorResponse(
          `${PRACTICE_SHARE_MESSAGES.emptyComment}, or ${PRACTICE_SHARE_MESSAGES.longComment}`,
        ),
      },
      handler: (c, { params, body }) =>
        editPracticeShareComment(db, c.get("actor"), params.id, params.commentId, {
          ...body,
          now: clock.now(),
        }),
    }),
    defineEndpointRoute(practiceShareEndpoints.deleteComment, {
      summary: "The comment's author deletes it.",
      tags,
      success: "Deleted.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(PRACTICE_SHARE_MESSAGES.authorOnly),
        404: apiErrorResponse(PRACTICE_SHARE_MESSAGES.commentNotFound),
      },
      handler: async (c, { params }) => {
        await deletePracticeShareComment(db, c.get("actor"), params.id, params.commentId, clock.now());
      },
    }),
  ];
}
