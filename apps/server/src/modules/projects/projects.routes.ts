import {
  FILE_MAX_BYTES,
  FUNDING_CALL_MESSAGES,
  projectEndpoints,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { cachePublicReads } from "../../lib/public-read-cache";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import { cacheViewerReads } from "../../lib/viewer-read-cache";
import type { ModuleDeps } from "../../module-deps";
import {
  assertMayEditProject,
  PROJECT_COVER_MIME_TYPES,
  readProjectCover,
  setProjectCover,
} from "./project-covers.service";
import { createMilestone, deleteMilestone, updateMilestone } from "./project-milestones.service";
import {
  createProject,
  deleteProject,
  getProjectDetail,
  listProjects,
  updateProject,
} from "./projects.service";

/** The directory's anonymous answer is the same for everyone: a shared cache may keep it a moment. */
const LIST_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

const notSignedIn = apiErrorResponse("Not signed in.");
const projectNotFound = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.projectNotFound} (also for a project of a team the caller may not see).`,
);
const notMember = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.memberOnly} (or an administrator), the email address is not verified, or the request came from another site.`,
);
const slugTaken = apiErrorResponse(TEAM_ERROR_MESSAGES.projectSlugTaken);
const milestoneNotFound = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.projectNotFound}, or ${TEAM_ERROR_MESSAGES.milestoneNotFound}.`,
);

export function projectsRoutes({ auth, clock, db, env, guards, storage }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(projectEndpoints.list, {
      summary:
        "The project directory, recently updated first: search in name and summary, filter on status, tag, incubator and team. Only projects of teams the caller may see.",
      tags: ["projects"],
      success: "A page of projects with their team.",
      errors: {
        422: apiErrorResponse("A filter is invalid, or the cursor is not one this endpoint gave."),
      },
      // A signed-in person's answer is theirs alone (members-only teams): kept per person.
      middleware: [cachePublicReads(clock), guards.identifyUser, cacheViewerReads(db)],
      handler: async (c, { query }) => {
        const actor = await loadPolicyActor(c, db);
        if (actor.kind !== "user") c.header("Cache-Control", LIST_CACHE_CONTROL);
        return listProjects(db, actor, query);
      },
    }),
    defineEndpointRoute(projectEndpoints.detail, {
      summary:
        "A project with its team and incubator and its milestones by due date; for a signed-in person whether they may edit it.",
      tags: ["projects"],
      success: "The project's page.",
      middleware: [optionalSession(auth)],
      errors: { 404: projectNotFound },
      handler: async (c, { params }) =>
        getProjectDetail(db, await loadPolicyActor(c, db), { ...params, siteUrl: env.PUBLIC_URL }),
    }),
    defineEndpointRoute(projectEndpoints.create, {
      summary:
        "Creates a project of a team (one of its members, or an administrator), with its first milestones; without a slug one is made from the name.",
      tags: ["projects"],
      success: "The new project.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notMember,
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.teamNotFound),
        409: slugTaken,
      },
      handler: async (c, { body }) =>
        createProject(db, await loadPolicyActor(c, db), body, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(projectEndpoints.update, {
      summary: "Changes a project's fields that were sent (a member of its team, or an administrator).",
      tags: ["projects"],
      success: "The project after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notMember, 404: projectNotFound, 409: slugTaken },
      handler: async (c, { params, body }) =>
        updateProject(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, changes: body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(projectEndpoints.delete, {
      summary: "Deletes a project with its milestones (a member of its team, or an administrator).",
      tags: ["projects"],
      success: "The project is gone.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notMember,
        404: projectNotFound,
        409: apiErrorResponse(FUNDING_CALL_MESSAGES.projectHasApplication),
      },
      handler: async (c, { params }) => {
        await deleteProject(
          db,
          await loadPolicyActor(c, db),
          params,
          { storage },
          { requestId: c.get("requestId") },
        );
      },
    }),
    defineEndpointRoute(projectEndpoints.uploadCover, {
      summary:
        "Replaces a project's cover: a JPEG, PNG, GIF or WebP image of at most 10 MB in the multipart field `file` (a member of its team, or an administrator).",
      tags: ["projects"],
      success: "The address of the new cover.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notMember,
        404: projectNotFound,
        413: apiErrorResponse("File size exceeds 10MB limit"),
        415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
        422: apiErrorResponse("No file was sent in the field `file`."),
      },
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        // Refused before a byte of the file is read: only a team member's upload is worth receiving.
        await assertMayEditProject(db, actor, params.slug);
        return receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: PROJECT_COVER_MIME_TYPES },
          (file) => setProjectCover(db, actor, { slug: params.slug, file }, { storage }),
        );
      },
    }),
    defineEndpointRoute(projectEndpoints.coverFile, {
      summary:
        "A project's cover, by the file name in its `coverUrl`: a public team's for anyone (cached for good), a members-only team's for those who see the team (cached by their browser only).",
      tags: ["projects"],
      success: "The image, with its real type.",
      successContentType: "image/*",
      // Who is asking matters only for a members-only team's image or a feed's.
      middleware: [optionalSession(auth)],
      errors: { 404: apiErrorResponse("There is no such cover.") },
      handler: async (c, { params }) =>
        storedImageResponse(c, await readProjectCover(db, () => loadPolicyActor(c, db), params, { storage })),
    }),
    defineEndpointRoute(projectEndpoints.createMilestone, {
      summary: "Adds a milestone to a project (a member of its team, or an administrator).",
      tags: ["projects"],
      success: "The new milestone.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notMember,
        404: projectNotFound,
        409: apiErrorResponse(TEAM_ERROR_MESSAGES.milestoneLimitReached),
      },
      handler: async (c, { params, body }) =>
        createMilestone(db, await loadPolicyActor(c, db), { slug: params.slug, milestone: body }),
    }),
    defineEndpointRoute(projectEndpoints.updateMilestone, {
      summary:
        "Changes a milestone's title or due date, or marks it done (now) or not done (a member of the project's team, or an administrator).",
      tags: ["projects"],
      success: "The milestone after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notMember, 404: milestoneNotFound },
      handler: async (c, { params, body }) =>
        updateMilestone(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, id: params.id, changes: body },
          { clock },
        ),
    }),
    defineEndpointRoute(projectEndpoints.deleteMilestone, {
      summary: "Deletes a milestone (a member of the project's team, or an administrator).",
      tags: ["projects"],
      success: "The milestone is gone.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notMember, 404: milestoneNotFound },
      handler: async (c, { params }) => {
        await deleteMilestone(db, await loadPolicyActor(c, db), params);
      },
    }),
  ];
}
