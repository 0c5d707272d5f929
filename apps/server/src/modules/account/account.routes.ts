import { meResponseSchema } from "@hatchery/shared";
import type { ModuleDeps } from "../../app";
import { type ApiRoute, apiErrorResponse, defineApiRoute } from "../../lib/api-route";
import { getAccount } from "./account.service";

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
  ];
}
