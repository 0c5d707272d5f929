import { defineEndpoint } from "../api-endpoint";
import {
  createMilestoneSchema,
  createProjectSchema,
  milestoneResponseSchema,
  projectCoverResponseSchema,
  projectDetailResponseSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectResponseSchema,
  updateMilestoneSchema,
  updateProjectSchema,
} from "../projects";

/*
 * Path parameters are any text: a segment that cannot be a slug or an id names nothing, and the server
 * answers it 404 (never 422). A project of a team the caller may not see is answered 404 as well.
 */

/** The project directory, project pages, their editing and their milestones (docs/decisions/018). */
export const projectEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/projects",
    query: projectListQuerySchema,
    status: 200,
    response: projectListResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/projects/:slug",
    status: 200,
    response: projectDetailResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/projects",
    body: createProjectSchema,
    status: 201,
    response: projectResponseSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/projects/:slug",
    body: updateProjectSchema,
    status: 200,
    response: projectResponseSchema,
  }),
  delete: defineEndpoint({ method: "DELETE", path: "/api/projects/:slug", status: 204 }),
  uploadCover: defineEndpoint({
    method: "POST",
    path: "/api/projects/:slug/cover",
    upload: { field: "file" },
    status: 200,
    response: projectCoverResponseSchema,
  }),
  /** An image: pages show it by the `coverUrl` the project carries. */
  coverFile: defineEndpoint({ method: "GET", path: "/api/files/project-covers/:name", status: 200 }),
  createMilestone: defineEndpoint({
    method: "POST",
    path: "/api/projects/:slug/milestones",
    body: createMilestoneSchema,
    status: 201,
    response: milestoneResponseSchema,
  }),
  updateMilestone: defineEndpoint({
    method: "PATCH",
    path: "/api/projects/:slug/milestones/:id",
    body: updateMilestoneSchema,
    status: 200,
    response: milestoneResponseSchema,
  }),
  deleteMilestone: defineEndpoint({
    method: "DELETE",
    path: "/api/projects/:slug/milestones/:id",
    status: 204,
  }),
};
