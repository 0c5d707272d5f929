import { type ApiRoute, buildOpenApiDocument, defineApiRoute } from "../../lib/api-route";
import { VERSION } from "../../lib/version";

/**
 * Publishes the contract of `routes`, the app's full list. The document is
 * built on the first request, so it also covers routes appended after this
 * call, this one included.
 */
export function openApiRoutes(routes: readonly ApiRoute[]): ApiRoute[] {
  let document: Record<string, unknown> | undefined;
  const route = defineApiRoute({
    method: "get",
    path: "/api/openapi.json",
    summary: "This OpenAPI 3.1 document.",
    tags: ["system"],
    responses: {
      200: { description: "The OpenAPI document of the Hatchery API.", contentType: "application/json" },
    },
    handler: (c) => {
      document ??= buildOpenApiDocument(routes, { version: VERSION });
      return c.json(document);
    },
  });
  return [route];
}
