import { meResponseSchema } from "@hatchery/shared";
import { z } from "zod";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import { getAccount, revokeOwnSession } from "./account.service";

const sessionParamsSchema = z.object({ id: z.string().min(1).max(255) });

export function accountRoutes({ db, guards }: ModuleDeps): ApiRoute[] {
  return [
    defineApiRoute({
      method: "get",
      path: "/api/account/me",
      summary: "The signed-in person: their user record, profile and roles.",
      tags: ["account"],
      middleware: [guards.requireUser],
      responses: {
        200: { description: "The signed-in person.", schema: meResponseSchema },
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The roles could not be checked, so access is denied."),
      },
      handler: async (c) => c.json(await getAccount(db, c.get("actor"))),
    }),
    defineApiRoute({
      method: "delete",
      path: "/api/account/sessions/:id",
      summary:
        "Signs out one of the signed-in person's sessions, by the id GET /api/auth/list-sessions gives.",
      tags: ["account"],
      middleware: [guards.requireUser],
      params: sessionParamsSchema,
      responses: {
        204: { description: "The session is signed out." },
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        404: apiErrorResponse("The person has no session with this id."),
      },
      handler: async (c, { params }) => {
        await revokeOwnSession(db, c.get("actor"), params.id);
        return c.body(null, 204);
      },
    }),
  ];
}
