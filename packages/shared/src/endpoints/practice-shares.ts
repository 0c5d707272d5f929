import { defineEndpoint } from "../api-endpoint";
import {
  practiceShareCommentEditSchema,
  practiceShareCommentInputSchema,
  practiceShareCommentSchema,
  practiceShareDetailSchema,
  practiceShareInputSchema,
  practiceShareItemQuerySchema,
  practiceShareMentorsQuerySchema,
  practiceShareMentorsResponseSchema,
  practiceSharesOfItemResponseSchema,
  practiceSharesWithMeResponseSchema,
} from "../practice-shares";

/** Practice results shared with a mentor, and the mentor's comments (docs/decisions/051-mentoring.md). */
export const practiceShareEndpoints = {
  mentors: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/practice-share-mentors",
    query: practiceShareMentorsQuerySchema,
    status: 200,
    response: practiceShareMentorsResponseSchema,
  }),
  share: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/practice-shares",
    body: practiceShareInputSchema,
    status: 201,
    response: practiceShareDetailSchema,
  }),
  ofItem: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/practice-shares",
    query: practiceShareItemQuerySchema,
    status: 200,
    response: practiceSharesOfItemResponseSchema,
  }),
  withMe: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/shared-with-me",
    status: 200,
    response: practiceSharesWithMeResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/practice-shares/:id",
    status: 200,
    response: practiceShareDetailSchema,
  }),
  revoke: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/practice-shares/:id/revoke",
    status: 204,
  }),
  comment: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/practice-shares/:id/comments",
    body: practiceShareCommentInputSchema,
    status: 201,
    response: practiceShareCommentSchema,
  }),
  editComment: defineEndpoint({
    method: "PATCH",
    path: "/api/mentoring/practice-shares/:id/comments/:commentId",
    body: practiceShareCommentEditSchema,
    status: 200,
    response: practiceShareCommentSchema,
  }),
  deleteComment: defineEndpoint({
    method: "DELETE",
    path: "/api/mentoring/practice-shares/:id/comments/:commentId",
    status: 204,
  }),
};
