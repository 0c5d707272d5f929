import { MENTORING_AFTER_MESSAGES, MENTORING_MESSAGES, mentoringAfterEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { addActionItem, deleteActionItem, updateActionItem } from "./action-items.service";
import { readSessionFollowUp, savePrivateNotes, saveSessionNotes } from "./session-notes.service";

const tags = ["mentoring"];
const signedOut = apiErrorResponse("Not signed in.");
const sessionNotFound = apiErrorResponse(
  `${MENTORING_MESSAGES.sessionNotFound}: no such session, or the caller is neither its mentor nor its mentee.`,
);
const itemNotFound = apiErrorResponse(
  `${MENTORING_AFTER_MESSAGES.actionItemNotFound}: no such item, or the caller is not of its pair.`,
);
const notYet = apiErrorResponse(`${MENTORING_AFTER_MESSAGES.notYetConfirmed} Or an unverified email.`);
const readOnly = apiErrorResponse(MENTORING_AFTER_MESSAGES.notesReadOnly);

/** Notes and action items of a session (docs/decisions/051-mentoring.md, "After the session"). */
export function sessionNotesRoutes({ db, env, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(mentoringAfterEndpoints.followUp, {
      summary:
        "A session's shared notes, action items (its own and the pair's open ones carried from earlier sessions) and reviews; the mentor's private notes for the mentor only.",
      tags,
      success: "What follows the session, with what the caller may change.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        403: apiErrorResponse(MENTORING_AFTER_MESSAGES.notYetConfirmed),
        404: sessionNotFound,
      },
      handler: async (c, { params }) =>
        readSessionFollowUp(db, await loadPolicyActor(c, db), {
          sessionId: params.id,
          siteUrl: env.PUBLIC_URL,
          now: clock.now(),
        }),
    }),
    defineEndpointRoute(mentoringAfterEndpoints.saveNotes, {
      summary:
        "Saves the shared notes (markdown, sanitised) over the version the caller read; a save over a newer version is refused.",
      tags,
      success: "The notes as saved, with their new version.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: notYet,
        404: sessionNotFound,
        409: apiErrorResponse(
          `${MENTORING_AFTER_MESSAGES.staleNotes} Or: ${MENTORING_AFTER_MESSAGES.notesReadOnly}`,
        ),
        422: apiErrorResponse("The notes are too long, or the version is missing."),
      },
      handler: async (c, { params, body }) =>
        saveSessionNotes(db, await loadPolicyActor(c, db), {
          sessionId: params.id,
          ...body,
          siteUrl: env.PUBLIC_URL,
          now: clock.now(),
        }),
    }),
    defineEndpointRoute(mentoringAfterEndpoints.savePrivateNotes, {
      summary: "The mentor saves their private notes of a session, which the mentee never sees.",
      tags,
      success: "The private notes as saved.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: apiErrorResponse(
          `${MENTORING_AFTER_MESSAGES.mentorOnlyPrivateNotes} Or: ${MENTORING_AFTER_MESSAGES.notYetConfirmed}`,
        ),
        404: sessionNotFound,
        409: readOnly,
        422: apiErrorResponse("The notes are too long."),
      },
      handler: async (c, { params, body }) =>
        savePrivateNotes(db, await loadPolicyActor(c, db), {
          sessionId: params.id,
          markdown: body.markdown,
          now: clock.now(),
        }),
    }),
    defineEndpointRoute(mentoringAfterEndpoints.addActionItem, {
      summary: "Adds an action item for the mentor or the mentee to a session.",
      tags,
      success: "The action item.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: notYet,
        404: sessionNotFound,
        409: apiErrorResponse(
          `${MENTORING_AFTER_MESSAGES.notesReadOnly} Or: ${MENTORING_AFTER_MESSAGES.tooManyActionItems}`,
        ),
        422: apiErrorResponse("The text, owner or due date is invalid."),
      },
      handler: async (c, { params, body }) =>
        addActionItem(db, await loadPolicyActor(c, db), { sessionId: params.id, ...body, now: clock.now() }),
    }),
    defineEndpointRoute(mentoringAfterEndpoints.updateActionItem, {
      summary: "Marks an action item done or open, or changes its text, owner or due date.",
      tags,
      success: "The action item.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: notYet,
        404: itemNotFound,
        409: readOnly,
        422: apiErrorResponse("A field is invalid."),
      },
      handler: async (c, { params, body }) =>
        updateActionItem(db, await loadPolicyActor(c, db), { id: params.id, ...body, now: clock.now() }),
    }),
    defineEndpointRoute(mentoringAfterEndpoints.deleteActionItem, {
      summary: "Deletes an action item.",
      tags,
      success: "Deleted.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: signedOut, 403: notYet, 404: itemNotFound, 409: readOnly },
      handler: async (c, { params }) => {
        await deleteActionItem(db, await loadPolicyActor(c, db), params.id);
      },
    }),
  ];
}
