import { healthResponseSchema } from "@hatchery/shared";
import type { AppDeps } from "../../app";
import { type ApiRoute, defineApiRoute } from "../../lib/api-route";
import { VERSION } from "../../lib/version";
import { getHealth } from "./health.service";

export function healthRoutes({ db, startedAt }: AppDeps): ApiRoute[] {
  return [
    defineApiRoute({
      method: "get",
      path: "/api/health",
      summary: "Liveness and database reachability, for load balancers and monitoring.",
      tags: ["system"],
      responses: {
        200: { description: "The server and its database are working.", schema: healthResponseSchema },
        503: {
          description: "The database cannot be reached, or its schema is not migrated to this version.",
          schema: healthResponseSchema,
        },
      },
      handler: async (c) => {
        const health = await getHealth(db, { startedAt, version: VERSION });
        c.header("Cache-Control", "no-store");
        return c.json(health, health.database === "ok" ? 200 : 503);
      },
    }),
  ];
}
