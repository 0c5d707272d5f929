import { accountEndpoints } from "@hatchery/shared";
import { linkedinEnabled } from "../../auth/auth";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { AppError } from "../../lib/errors";
import type { ModuleDeps } from "../../module-deps";
import {
  createUserinfoLocator,
  importLinkedInProfile,
  LINKEDIN_DISABLED_MESSAGE,
  type LinkedInServices,
} from "./linkedin.service";

export function linkedinRoutes({ db, env, auth, guards, storage }: ModuleDeps): ApiRoute[] {
  const services: LinkedInServices = {
    storage,
    fetch: globalThis.fetch,
    userinfoUrl: createUserinfoLocator(env.LINKEDIN_DISCOVERY_URL, globalThis.fetch),
    accessToken: async ({ userId, accountId }) => {
      const tokens = await auth.api.getAccessToken({ body: { accountId, userId } });
      return tokens.accessToken;
    },
  };
  return [
    defineEndpointRoute(accountEndpoints.importLinkedInProfile, {
      summary:
        "Copies name, headline and photo from the signed-in person's linked LinkedIn account into their profile.",
      tags: ["account"],
      success: "The person after the import, as GET /api/account/me.",
      middleware: [guards.requireUser],
      errors: {
        401: apiErrorResponse("Not signed in."),
        403: apiErrorResponse("The request came from another site."),
        404: apiErrorResponse("LinkedIn is not enabled on this installation."),
        409: apiErrorResponse("No LinkedIn account is linked, or LinkedIn no longer accepts the link."),
        503: apiErrorResponse("LinkedIn could not be reached."),
      },
      handler: async (c) => {
        if (!linkedinEnabled(env)) throw new AppError("not_found", LINKEDIN_DISABLED_MESSAGE);
        return importLinkedInProfile(db, c.get("actor"), services);
      },
    }),
  ];
}
