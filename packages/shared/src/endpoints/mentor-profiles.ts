import { defineEndpoint } from "../api-endpoint";
import {
  mentorDirectoryQuerySchema,
  mentorDirectoryResponseSchema,
  mentorPhotoResponseSchema,
  mentorProfileResponseSchema,
  myMentorProfileResponseSchema,
  ownMentorProfileSchema,
  saveMentorProfileSchema,
} from "../mentor-profiles";

/*
 * Mentor profiles and the advisors directory (docs/decisions/051-mentoring.md). A slug that is no
 * published profile (or names a draft of someone else's) is answered 404, never 422.
 */
export const mentorProfileEndpoints = {
  directory: defineEndpoint({
    method: "GET",
    path: "/api/mentors",
    query: mentorDirectoryQuerySchema,
    status: 200,
    response: mentorDirectoryResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/mentors/:slug",
    status: 200,
    response: mentorProfileResponseSchema,
  }),
  mine: defineEndpoint({
    method: "GET",
    path: "/api/mentor-profile",
    status: 200,
    response: myMentorProfileResponseSchema,
  }),
  save: defineEndpoint({
    method: "PUT",
    path: "/api/mentor-profile",
    body: saveMentorProfileSchema,
    status: 200,
    response: ownMentorProfileSchema,
  }),
  publish: defineEndpoint({
    method: "POST",
    path: "/api/mentor-profile/publish",
    status: 200,
    response: ownMentorProfileSchema,
  }),
  unpublish: defineEndpoint({
    method: "POST",
    path: "/api/mentor-profile/unpublish",
    status: 200,
    response: ownMentorProfileSchema,
  }),
  uploadPhoto: defineEndpoint({
    method: "POST",
    path: "/api/mentor-profile/photo",
    upload: { field: "file" },
    status: 200,
    response: mentorPhotoResponseSchema,
  }),
  removePhoto: defineEndpoint({
    method: "DELETE",
    path: "/api/mentor-profile/photo",
    status: 200,
    response: mentorPhotoResponseSchema,
  }),
  /** An image: pages show it by the `photoUrl` a profile carries. */
  photoFile: defineEndpoint({ method: "GET", path: "/api/files/mentor-photos/:name", status: 200 }),
};
