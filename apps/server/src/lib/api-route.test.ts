import { apiErrorBodySchema } from "@hatchery/shared";
import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allowedMethods, buildOpenApiDocument, defineApiRoute, mountApiRoutes } from "./api-route";
import type { AppEnv } from "./context";
import { createErrorHandler } from "./errors";

const renameTeam = defineApiRoute({
  method: "patch",
  path: "/api/teams/:slug",
  summary: "Renames a team.",
  tags: ["teams"],
  params: z.object({ slug: z.string().regex(/^[a-z0-9-]+$/) }),
  query: z.object({ notify: z.enum(["yes", "no"]).optional(), reason: z.string() }),
  body: { schema: z.object({ name: z.string().min(2) }) },
  responses: { 200: { description: "Renamed.", schema: z.object({ slug: z.string(), name: z.string() }) } },
  handler: (c, { body, params, query }) =>
    c.json({ slug: params.slug, name: body.name, notify: query.notify }),
});
const getTeam = defineApiRoute({
  method: "get",
  path: "/api/teams/:slug",
  summary: "One team.",
  tags: ["teams"],
  responses: { 200: { description: "The team." } },
  handler: (c) => c.json({ slug: c.req.param("slug") }),
});
const routes = [renameTeam, getTeam];

function appWith() {
  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(pino({ level: "silent" })));
  mountApiRoutes(app, routes);
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
