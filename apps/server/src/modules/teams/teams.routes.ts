import {
  coreRoleTakenMessage,
  FILE_MAX_BYTES,
  JOIN_FAILURE_REASONS,
  leadershipNeedsSubscriptionMessage,
  TEAM_ERROR_MESSAGES,
  teamEndpoints,
} from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { cachePublicReads } from "../../lib/public-read-cache";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import { cacheViewerReads } from "../../lib/viewer-read-cache";
import type { ModuleDeps } from "../../module-deps";
import { removeProjectCovers } from "../projects/project-covers.service";
import { listTeamCandidates } from "./team-candidates.service";
import { assertMayEditTeam, readTeamLogo, setTeamLogo, TEAM_LOGO_MIME_TYPES } from "./team-logos.service";
import { handOverLeadership, removeTeamMember, updateTeamMember } from "./team-members.service";
import { listTeamSuggestions } from "./team-suggestions.service";
import { createTeam, deleteTeam, getTeamDetail, listTeams, updateTeam } from "./teams.service";

/** The directory's anonymous answer is the same for everyone: a shared cache may keep it a moment. */
const LIST_CACHE_CONTROL = "public, max-age=0, s-maxage=30";

const notSignedIn = apiErrorResponse("Not signed in.");
const teamNotFound = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.teamNotFound} (also for a team of an incubator's members only, to everyone else).`,
);
const notLeader = apiErrorResponse(
  `${TEAM_ERROR_MESSAGES.leaderOnly} (or an administrator), the email address is not verified, or the request came from another site.`,
);
const slugTaken = apiErrorResponse(TEAM_ERROR_MESSAGES.teamSlugTaken);

export function teamsRoutes({ auth, clock, db, env, guards, storage }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(teamEndpoints.list, {
      summary:
        "The team directory by name, a page at a time: search in name and tagline, filter on incubator, stage and a core role nobody holds. Teams of an incubator's members only are listed for those members.",
      tags: ["teams"],
      success: "A page of team cards with member counts, core role coverage and open positions.",
      errors: {
        422: apiErrorResponse("A filter is invalid, or the cursor is not one this endpoint gave."),
      },
      // The anonymous answer is the same for every visitor: a burst of them costs one read a second.
      // A signed-in person's answer is theirs alone (members-only teams): kept per person.
      middleware: [cachePublicReads(clock), guards.identifyUser, cacheViewerReads(db)],
      handler: async (c, { query }) => {
        const actor = await loadPolicyActor(c, db);
        if (actor.kind !== "user") c.header("Cache-Control", LIST_CACHE_CONTROL);
        return listTeams(db, actor, query);
      },
    }),
    defineEndpointRoute(teamEndpoints.suggestions, {
      summary:
        "Up to six teams for the signed-in person: open positions for their preferred roles in the incubators they belong to, ranked by role, skills and hours (from their profile only).",
      tags: ["teams"],
      success: "The suggested teams, best first, each with why it is suggested.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c) => listTeamSuggestions(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(teamEndpoints.detail, {
      summary:
        "A team with its members, core role coverage, projects and open positions; for a signed-in person also their permissions, place and open request to join.",
      tags: ["teams"],
      success: "The team's page.",
      middleware: [optionalSession(auth)],
      errors: { 404: teamNotFound },
      handler: async (c, { params }) =>
        getTeamDetail(db, await loadPolicyActor(c, db), { ...params, siteUrl: env.PUBLIC_URL }),
    }),
    defineEndpointRoute(teamEndpoints.create, {
      summary:
        "Forms a team in an incubator, led by its creator, who needs a verified email and an active subscriber membership there; without a slug one is made from the name.",
      tags: ["teams"],
      success: "The new team.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(
          `${leadershipNeedsSubscriptionMessage("{incubator}")} Also: the email address is not verified, or the request came from another site.`,
        ),
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        409: slugTaken,
      },
      handler: async (c, { body }) =>
        createTeam(db, await loadPolicyActor(c, db), body, { requestId: c.get("requestId") }),
    }),
    defineEndpointRoute(teamEndpoints.update, {
      summary:
        "Changes a team's name, slug, tagline, description, stage or visibility (its leader or an administrator).",
      tags: ["teams"],
      success: "The team after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notLeader, 404: teamNotFound, 409: slugTaken },
      handler: async (c, { params, body }) =>
        updateTeam(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, changes: body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(teamEndpoints.delete, {
      summary:
        "Deletes a team with its members, projects, positions and applications (its leader or an administrator).",
      tags: ["teams"],
      success: "The team is gone.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: notLeader, 404: teamNotFound },
      handler: async (c, { params }) => {
        await deleteTeam(
          db,
          await loadPolicyActor(c, db),
          params,
          { storage, removeProjectCovers: (urls) => removeProjectCovers(storage, urls) },
          { requestId: c.get("requestId") },
        );
      },
    }),
    defineEndpointRoute(teamEndpoints.uploadLogo, {
      summary:
        "Replaces a team's logo: a JPEG, PNG, GIF or WebP image of at most 10 MB in the multipart field `file` (its leader or an administrator).",
      tags: ["teams"],
      success: "The address of the new logo.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notLeader,
        404: teamNotFound,
        413: apiErrorResponse("File size exceeds 10MB limit"),
        415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
        422: apiErrorResponse("No file was sent in the field `file`."),
      },
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        // Refused before a byte of the file is read: only an editor's upload is worth receiving.
        await assertMayEditTeam(db, actor, params.slug);
        return receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: TEAM_LOGO_MIME_TYPES },
          (file) =>
            setTeamLogo(
              db,
              actor,
              { slug: params.slug, file },
              { storage },
              { requestId: c.get("requestId") },
            ),
        );
      },
    }),
    defineEndpointRoute(teamEndpoints.logoFile, {
      summary:
        "A team's logo, by the file name in its `logoUrl`: a public team's for anyone (cached for good), a members-only team's for those who see the team (cached by their browser only).",
      tags: ["teams"],
      success: "The image, with its real type.",
      successContentType: "image/*",
      // Who is asking matters only for a members-only team's image or a feed's.
      middleware: [optionalSession(auth)],
      errors: { 404: apiErrorResponse("There is no such logo.") },
      handler: async (c, { params }) =>
        storedImageResponse(c, await readTeamLogo(db, () => loadPolicyActor(c, db), params, { storage })),
    }),
    defineEndpointRoute(teamEndpoints.updateMember, {
      summary:
        "Gives a member a core role (or none) and a title (the team's leader or an administrator); each core role has one holder.",
      tags: ["teams"],
      success: "The member after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notLeader,
        404: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.teamNotFound}, or ${TEAM_ERROR_MESSAGES.memberNotFound}.`,
        ),
        409: apiErrorResponse(coreRoleTakenMessage("cto")),
      },
      handler: async (c, { params, body }) =>
        updateTeamMember(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, userId: params.userId, changes: body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(teamEndpoints.removeMember, {
      summary:
        "Takes a member out of the team: the leader (or an administrator) removes someone, or a member leaves by their own id. The leader hands over leadership first.",
      tags: ["teams"],
      success: "The member is out of the team.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: notLeader,
        404: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.teamNotFound}, or ${TEAM_ERROR_MESSAGES.memberNotFound}.`,
        ),
        409: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.leaderCannotLeave} / ${TEAM_ERROR_MESSAGES.leaderCannotBeRemoved}`,
        ),
      },
      handler: async (c, { params }) => {
        await removeTeamMember(db, await loadPolicyActor(c, db), params, { requestId: c.get("requestId") });
      },
    }),
    defineEndpointRoute(teamEndpoints.handOverLeadership, {
      summary:
        "Hands the team's leadership to another member (by the leader or an administrator), who needs an active subscriber membership of the team's incubator.",
      tags: ["teams"],
      success: "The members after the handover, the new leader first.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.leaderOnly}; or the new leader has no subscription: ${leadershipNeedsSubscriptionMessage("{incubator}")}`,
        ),
        404: apiErrorResponse(
          `${TEAM_ERROR_MESSAGES.teamNotFound}, or ${TEAM_ERROR_MESSAGES.memberNotFound}.`,
        ),
        409: apiErrorResponse(TEAM_ERROR_MESSAGES.alreadyLeader),
      },
      handler: async (c, { params, body }) =>
        handOverLeadership(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, userId: body.userId },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(teamEndpoints.candidates, {
      summary:
        "For the team's leader (or an administrator): active members of its incubator, not in the team, who want one of its open core roles, by name (from their profile only), with why each fits and the open positions they are already invited to or applied to.",
      tags: ["teams"],
      success: "A page of candidates.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: notLeader,
        404: teamNotFound,
        422: apiErrorResponse("The cursor is not one this endpoint gave."),
      },
      handler: async (c, { params, query }) =>
        listTeamCandidates(db, await loadPolicyActor(c, db), { slug: params.slug, ...query }, clock.now()),
    }),
  ];
}
