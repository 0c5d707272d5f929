import { gamesEndpoints, TMAY_MESSAGES } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { listMyTmayAttempts, saveTmayAttempt } from "./tmay-attempts.service";
import { listMyTmayDrafts, saveTmayDraft } from "./tmay-drafts.service";

const signedOut = apiErrorResponse("Not signed in.");
const tags = ["games"];

/** The introduction tutor (docs/decisions/048-tmay-tutor.md): drafts and deliveries kept when signed in. */
export function tmayRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(gamesEndpoints.tmayDraftSave, {
      summary:
        "Saves the signed-in person's introduction as a new draft version; earlier versions stay as they were.",
      tags,
      success: "The saved version with its number.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        409: apiErrorResponse(TMAY_MESSAGES.versionTaken),
        422: apiErrorResponse(`${TMAY_MESSAGES.emptyDraft}, or ${TMAY_MESSAGES.longPart}.`),
      },
      handler: (c, { body }) => saveTmayDraft(db, c.get("actor"), { ...body, now: clock.now() }),
    }),
    defineEndpointRoute(gamesEndpoints.tmayDrafts, {
      summary: "The signed-in person's introduction drafts, newest version first.",
      tags,
      success: "The latest 50 versions with their parts.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => listMyTmayDrafts(db, c.get("actor")),
    }),
    defineEndpointRoute(gamesEndpoints.tmayAttemptSave, {
      summary:
        "Keeps the signed-in person's timed delivery with feedback computed from its text; the day's first earns points.",
      tags,
      success: "The kept delivery and its feedback.",
      middleware: [guards.requireUser],
      errors: {
        401: signedOut,
        422: apiErrorResponse(
          `${TMAY_MESSAGES.emptyAttempt}, ${TMAY_MESSAGES.longAttempt}, ${TMAY_MESSAGES.mode}, or ${TMAY_MESSAGES.seconds}.`,
        ),
      },
      handler: (c, { body }) => saveTmayAttempt(db, c.get("actor"), { ...body, now: clock.now() }),
    }),
    defineEndpointRoute(gamesEndpoints.tmayAttempts, {
      summary: "The signed-in person's timed deliveries, newest first, for their trend.",
      tags,
      success: "The latest 50 deliveries with their feedback.",
      middleware: [guards.requireUser],
      errors: { 401: signedOut },
      handler: (c) => listMyTmayAttempts(db, c.get("actor")),
    }),
  ];
}
