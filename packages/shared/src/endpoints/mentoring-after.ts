import { defineEndpoint } from "../api-endpoint";
import {
  actionItemSchema,
  createActionItemSchema,
  mentoringDashboardSchema,
  mentorReviewInputSchema,
  mentorReviewSchema,
  mentorReviewsQuerySchema,
  mentorReviewsResponseSchema,
  privateNotesSchema,
  savePrivateNotesSchema,
  saveSessionNotesSchema,
  sessionFollowUpSchema,
  sessionNotesSchema,
  updateActionItemSchema,
} from "../mentoring-after";
import { reportContentSchema, reportResponseSchema } from "../reports";

/** After a mentoring session (docs/decisions/051-mentoring.md, "After the session"). */
export const mentoringAfterEndpoints = {
  /** Notes, the mentor's private notes, action items and reviews of one session, for its two people. */
  followUp: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/sessions/:id/follow-up",
    status: 200,
    response: sessionFollowUpSchema,
  }),
  saveNotes: defineEndpoint({
    method: "PUT",
    path: "/api/mentoring/sessions/:id/notes",
    body: saveSessionNotesSchema,
    status: 200,
    response: sessionNotesSchema,
  }),
  savePrivateNotes: defineEndpoint({
    method: "PUT",
    path: "/api/mentoring/sessions/:id/private-notes",
    body: savePrivateNotesSchema,
    status: 200,
    response: privateNotesSchema,
  }),
  addActionItem: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/action-items",
    body: createActionItemSchema,
    status: 201,
    response: actionItemSchema,
  }),
  updateActionItem: defineEndpoint({
    method: "PATCH",
    path: "/api/mentoring/action-items/:id",
    body: updateActionItemSchema,
    status: 200,
    response: actionItemSchema,
  }),
  deleteActionItem: defineEndpoint({
    method: "DELETE",
    path: "/api/mentoring/action-items/:id",
    status: 204,
  }),
  review: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/reviews",
    body: mentorReviewInputSchema,
    status: 201,
    response: mentorReviewSchema,
  }),
  /** A mentor's revealed reviews from their mentees, by the profile's slug. */
  mentorReviews: defineEndpoint({
    method: "GET",
    path: "/api/mentors/:slug/reviews",
    query: mentorReviewsQuerySchema,
    status: 200,
    response: mentorReviewsResponseSchema,
  }),
  reportReview: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/reviews/:id/reports",
    body: reportContentSchema,
    status: 201,
    response: reportResponseSchema,
  }),
  dashboard: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/dashboard",
    status: 200,
    response: mentoringDashboardSchema,
  }),
};
