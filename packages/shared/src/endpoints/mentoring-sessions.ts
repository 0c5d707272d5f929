import { defineEndpoint } from "../api-endpoint";
import {
  bookSessionSchema,
  cancelSessionSchema,
  declineSessionSchema,
  freeSlotsQuerySchema,
  freeSlotsResponseSchema,
  mentorAvailabilityResponseSchema,
  mentorAvailabilitySchema,
  mentoringSessionResponseSchema,
  mentoringSessionsQuerySchema,
  mentoringSessionsResponseSchema,
  rescheduleSessionSchema,
} from "../mentoring-sessions";

/** A mentor's own availability settings (docs/decisions/051-mentoring.md, "Availability"). */
export const mentorAvailabilityEndpoints = {
  get: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/availability",
    status: 200,
    response: mentorAvailabilityResponseSchema,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/mentoring/availability",
    body: mentorAvailabilitySchema,
    status: 200,
    response: mentorAvailabilityResponseSchema,
  }),
};

/** Free times of a published mentor, by the profile's slug, and booking one ("Booking"). */
export const mentoringSessionEndpoints = {
  freeSlots: defineEndpoint({
    method: "GET",
    path: "/api/mentors/:slug/free-slots",
    query: freeSlotsQuerySchema,
    status: 200,
    response: freeSlotsResponseSchema,
  }),
  book: defineEndpoint({
    method: "POST",
    path: "/api/mentors/:slug/sessions",
    body: bookSessionSchema,
    status: 201,
    response: mentoringSessionResponseSchema,
  }),
  /** The caller's sessions, as mentor and as mentee. */
  mine: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/sessions",
    query: mentoringSessionsQuerySchema,
    status: 200,
    response: mentoringSessionsResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/mentoring/sessions/:id",
    status: 200,
    response: mentoringSessionResponseSchema,
  }),
  confirm: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/confirm",
    status: 200,
    response: mentoringSessionResponseSchema,
  }),
  decline: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/decline",
    body: declineSessionSchema,
    status: 200,
    response: mentoringSessionResponseSchema,
  }),
  cancel: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/cancel",
    body: cancelSessionSchema,
    status: 200,
    response: mentoringSessionResponseSchema,
  }),
  complete: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/complete",
    status: 200,
    response: mentoringSessionResponseSchema,
  }),
  noShow: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/no-show",
    status: 200,
    response: mentoringSessionResponseSchema,
  }),
  reschedule: defineEndpoint({
    method: "POST",
    path: "/api/mentoring/sessions/:id/reschedule",
    body: rescheduleSessionSchema,
    status: 200,
    response: mentoringSessionResponseSchema,
  }),
};
