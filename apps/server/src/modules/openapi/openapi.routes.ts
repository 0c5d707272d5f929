import { platformEndpoints } from "@hatchery/shared";
import { type ApiRoute, buildOpenApiDocument, defineEndpointRoute } from "../../lib/api-route";
import { VERSION } from "../../lib/version";

/**
 * Publishes the contract of `routes`, the app's full list. The document is
 * built on the first request, so it also covers routes appended after this
 * call, this one included.
 */
export function openApiRoutes(routes: readonly ApiRoute[]): ApiRoute[] {
  let document: Record<string, unknown> | undefined;
  // No response schema: the document is generated from the route definitions (app.test.ts checks it).
  const route = defineEndpointRoute(platformEndpoints.openApi, {
    summary: "This OpenAPI 3.1 document.",
    tags: ["system"],
    success: "The OpenAPI document of the Hatchery API.",
    successContentType: "application/json",
    handler: (c) => {
      document ??= buildOpenApiDocument(routes, { version: VERSION });
      return c.json(document);
    },
  });
  return [route];
}
