import { apiErrorBodySchema, defineEndpoint } from "@hatchery/shared";
import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  allowedMethods,
  buildOpenApiDocument,
  defineEndpointRoute,
  type MountOptions,
  mountApiRoutes,
} from "./api-route";
import type { AppEnv } from "./context";
import { AppError, createErrorHandler } from "./errors";

const renameTeam = defineEndpointRoute(
  defineEndpoint({
    method: "PATCH",
    path: "/api/teams/:slug",
    params: z.object({ slug: z.string().regex(/^[a-z0-9-]+$/) }),
    query: z.object({ notify: z.enum(["yes", "no"]).optional(), reason: z.string() }),
    body: z.object({ name: z.string().min(2) }),
    status: 200,
    response: z.object({ slug: z.string(), name: z.string(), notify: z.enum(["yes", "no"]).optional() }),
  }),
  {
    summary: "Renames a team.",
    tags: ["teams"],
    success: "Renamed.",
    handler: (_c, { body, params, query }) => ({ slug: params.slug, name: body.name, notify: query.notify }),
  },
);
const getTeam = defineEndpointRoute(
  defineEndpoint({ method: "GET", path: "/api/teams/:slug", status: 200 }),
  {
    summary: "One team.",
    tags: ["teams"],
    success: "The team.",
    handler: (c, { params }) => c.json({ slug: params.slug }),
  },
);
/** Refused before anything else runs when the header says so; the real limiter counts per address. */
const refuseWhenAsked: MountOptions["limitRate"] = (rule) => async (c, next) => {
  if (c.req.header("x-over-limit")) throw new AppError("rate_limited", rule.message);
  await next();
};
const seenByHandler: string[] = [];
const joinTeam = defineEndpointRoute(
  defineEndpoint({
    method: "POST",
    path: "/api/teams/:slug/join",
    body: z.object({ note: z.string() }),
    status: 204,
  }),
  {
    summary: "Joins a team.",
    tags: ["teams"],
    success: "Joined.",
    middleware: [
      async (_c, next) => {
        seenByHandler.push("route middleware");
        await next();
      },
    ],
    rateLimit: { name: "join:ip", points: 3, windowMs: 60_000, message: "Slow down with the joining." },
    handler: async () => {
      seenByHandler.push("handler");
    },
  },
);
const routes = [renameTeam, getTeam, joinTeam];

function appWith() {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(pino({ level: "silent" })));
  mountApiRoutes(app, routes, { limitRate: refuseWhenAsked });
  return app;
}

async function issuePaths(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error.issues?.map((issue) => issue.path);
}

const patch = (target: string, body: unknown) =>
  appWith().request(target, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

describe("mountApiRoutes", () => {
  it("hands the handler parsed params, query and body", async () => {
    const response = await patch("/api/teams/rockets?reason=typo&notify=no", { name: "Rockets" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slug: "rockets", name: "Rockets", notify: "no" });
  });

  it("reports invalid params and query as 422 issues", async () => {
    const badSlug = await patch("/api/teams/NOT_OK?reason=x", { name: "Rockets" });
    expect(badSlug.status).toBe(422);
    expect(await issuePaths(badSlug)).toEqual([["slug"]]);
    const noReason = await patch("/api/teams/rockets", { name: "Rockets" });
    expect(noReason.status).toBe(422);
    expect(await issuePaths(noReason)).toEqual([["reason"]]);
  });

  it("refuses a NUL in a query value, and in a parameter without a schema of its own", async () => {
    const nulReason = await patch("/api/teams/rockets?reason=a%00b", { name: "Rockets" });
    expect(nulReason.status).toBe(422);
    expect(await issuePaths(nulReason)).toEqual([["reason"]]);
    // A route without a params schema takes any non-empty text as its `:slug`.
    const nulSlug = await appWith().request("/api/teams/rock%00ets");
    expect(nulSlug.status).toBe(422);
    expect(await issuePaths(nulSlug)).toEqual([["slug"]]);
  });
});

describe("a route's rate limit", () => {
  it("runs after the route's middleware and before the body is read", async () => {
    seenByHandler.length = 0;
    const refused = await appWith().request("/api/teams/rockets/join", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Over-Limit": "1" },
      body: "not json at all",
    });
    expect(refused.status).toBe(429);
    expect(apiErrorBodySchema.parse(await refused.json()).error.message).toBe("Slow down with the joining.");
    expect(seenByHandler).toEqual(["route middleware"]);

    const allowed = await appWith().request("/api/teams/rockets/join", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ note: "hi" }),
    });
    expect(allowed.status).toBe(204);
    expect(seenByHandler).toEqual(["route middleware", "route middleware", "handler"]);
  });

  it("is documented as a 429 with its message", () => {
    const document = buildOpenApiDocument(routes, { version: "9.9.9" }) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    expect(document.paths["/api/teams/{slug}/join"]?.post?.responses["429"]?.description).toBe(
      "Slow down with the joining. See Retry-After.",
    );
  });
});

describe("defineEndpointRoute", () => {
  const teamEndpoint = defineEndpoint({
    method: "GET",
    path: "/api/teams/:slug/card",
    status: 200,
    response: z.object({ slug: z.string(), size: z.number() }),
  });
  const leaveEndpoint = defineEndpoint({ method: "DELETE", path: "/api/teams/:slug/card", status: 204 });

  function appAnswering(answer: () => unknown) {
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(pino({ level: "silent" })));
    const route = defineEndpointRoute(teamEndpoint, {
      summary: "A team's card.",
      tags: ["teams"],
      success: "The card.",
      // The contract's type is checked at compile time; these answers test the check at run time.
      handler: () => answer() as { slug: string; size: number },
    });
    const leave = defineEndpointRoute(leaveEndpoint, {
      summary: "Leaves.",
      tags: ["teams"],
      success: "Left.",
      handler: () => undefined,
    });
    mountApiRoutes(app, [route, leave], { limitRate: refuseWhenAsked });
    return { app, route };
  }

  it("sends the handler's data with the endpoint's status, and only the fields the contract names", async () => {
    const { app } = appAnswering(() => ({ slug: "rockets", size: 3, secret: "never sent" }));
    const response = await app.request("/api/teams/rockets/card");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ slug: "rockets", size: 3 });
  });

  it("answers 500 instead of sending data outside the contract", async () => {
    const { app } = appAnswering(() => ({ slug: "rockets", size: "three" }));
    const response = await app.request("/api/teams/rockets/card");
    expect(response.status).toBe(500);
    expect(JSON.stringify(await response.json())).not.toContain("three");
  });

  it("sends a checked answer with the status `statusOf` picks for it", async () => {
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(pino({ level: "silent" })));
    const route = defineEndpointRoute(teamEndpoint, {
      summary: "A team's card.",
      tags: ["teams"],
      success: "The card.",
      statusOf: (card) => (card.size > 0 ? 200 : 503),
      handler: (_c, { params }) => ({ slug: params.slug, size: 0 }),
    });
    mountApiRoutes(app, [route], { limitRate: refuseWhenAsked });
    const response = await app.request("/api/teams/empty/card");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ slug: "empty", size: 0 });
  });

  it("answers an empty success with the endpoint's status when the handler returns nothing", async () => {
    const { app } = appAnswering(() => ({}));
    const response = await app.request("/api/teams/rockets/card", { method: "DELETE" });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
  });

  it("documents the success answer from the contract", () => {
    const { route } = appAnswering(() => ({}));
    const document = buildOpenApiDocument([route], { version: "1" }) as {
      paths: Record<string, { get: { responses: Record<string, { content?: object }> } }>;
    };
    expect(document.paths["/api/teams/{slug}/card"]?.get.responses["200"]?.content).toEqual({
      "application/json": {
        schema: {
          type: "object",
          properties: { slug: { type: "string" }, size: { type: "number" } },
          required: ["slug", "size"],
          additionalProperties: false,
        },
      },
    });
  });
});

describe("allowedMethods", () => {
  it("matches parameter segments and adds HEAD for GET", () => {
    expect(allowedMethods(routes, "/api/teams/rockets")).toEqual(["PATCH", "GET", "HEAD"]);
    expect(allowedMethods(routes, "/api/teams/rockets/")).toEqual([]);
    expect(allowedMethods(routes, "/api/teams")).toEqual([]);
    expect(allowedMethods(routes, "/api/teams/a/b")).toEqual([]);
  });
});

describe("buildOpenApiDocument", () => {
  it("documents path and query parameters, the body and the common errors", () => {
    const document = buildOpenApiDocument(routes, { version: "9.9.9" }) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const item = document.paths["/api/teams/{slug}"];
    expect(Object.keys(item ?? {})).toEqual(["patch", "get"]);
    expect(item?.patch?.parameters).toEqual([
      { name: "slug", in: "path", required: true, schema: { type: "string", pattern: "^[a-z0-9-]+$" } },
      { name: "notify", in: "query", required: false, schema: { type: "string", enum: ["yes", "no"] } },
      { name: "reason", in: "query", required: true, schema: { type: "string" } },
    ]);
    expect(Object.keys((item?.patch?.responses as object) ?? {})).toEqual([
      "200",
      "400",
      "413",
      "415",
      "422",
      "500",
    ]);
    expect(item?.get?.parameters).toEqual([
      { name: "slug", in: "path", required: true, schema: { type: "string" } },
    ]);
    expect(Object.keys((item?.get?.responses as object) ?? {})).toEqual(["200", "500"]);
  });
});
