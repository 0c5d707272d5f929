import { healthResponseSchema, platformEndpoints } from "@hatchery/shared";
import { type ApiRoute, defineEndpointRoute } from "../../lib/api-route";
import { VERSION } from "../../lib/version";
import type { AppDeps } from "../../module-deps";
import { createHealthCheck } from "./health.service";

export function healthRoutes({ db, startedAt, clock }: AppDeps): ApiRoute[] {
  const checkHealth = createHealthCheck({ db, clock, startedAt, version: VERSION });
  return [
    defineEndpointRoute(platformEndpoints.health, {
      summary: "Liveness and database reachability, for load balancers and monitoring.",
      tags: ["system"],
      success: "The server and its database are working.",
      errors: {
        503: {
          description: "The database cannot be reached, or its schema is not migrated to this version.",
          schema: healthResponseSchema,
        },
      },
      // Monitoring reads the status; the body says what is wrong.
      statusOf: (health) => (health.database === "ok" ? 200 : 503),
      handler: async (c) => {
        c.header("Cache-Control", "no-store");
        return checkHealth();
      },
    }),
  ];
}
