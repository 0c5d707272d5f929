import { accountEndpoints } from "@hatchery/shared";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { cacheViewerReads } from "../../lib/viewer-read-cache";
import type { ModuleDeps } from "../../module-deps";
import { getAccount, revokeOwnSession } from "./account.service";

export function accountRoutes({ db, guards }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(accountEndpoints.me, {
      summary: "The signed-in person: their user record, profile and roles; null for a visitor.",
      tags: ["account"],
      success: "The signed-in person, or null when the request carries no valid session.",
      // A page asks this to learn whether anyone is signed in: for a visitor that is an answer, not an error.
      // Asked by every page: a person's repeated ask is answered from their own answer while nothing
      // has been written since (lib/viewer-read-cache.ts).
      middleware: [guards.identifyUser, cacheViewerReads(db)],
      errors: {
        403: apiErrorResponse("The roles could not be checked, so access is denied."),
      },
      handler: (c) => {
        const actor = c.get("actor");
        return actor.kind === "user" ? getAccount(db, actor) : null;
      },
    }),
    defineEndpointRoute(accountEndpoints.revokeSession, {
      summary:
        "Signs out one of the signed-in person's sessions, by the id GET /api/auth/list-sessions gives.",
      tags: ["account"],
      success: "The session is signed out.",
      middleware: [guards.requireUser],
      errors: {
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        404: apiErrorResponse("The person has no session with this id."),
      },
      handler: async (c, { params }) => {
        await revokeOwnSession(db, c.get("actor"), params.id);
      },
    }),
  ];
}
