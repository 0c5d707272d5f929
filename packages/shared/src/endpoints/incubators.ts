import { defineEndpoint } from "../api-endpoint";
import {
  createIncubatorSchema,
  incubatorDetailResponseSchema,
  incubatorListQuerySchema,
  incubatorListResponseSchema,
  incubatorLogoResponseSchema,
  incubatorResponseSchema,
  updateIncubatorSchema,
} from "../incubators";

/*
 * Path parameters are any text: a segment that cannot be a slug or an id names nothing, and the server
 * answers it 404 (never 422).
 */

/** The incubator directory, incubator pages and their editing (SPEC §6). */
export const incubatorEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/incubators",
    query: incubatorListQuerySchema,
    status: 200,
    response: incubatorListResponseSchema,
  }),
  detail: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug",
    status: 200,
    response: incubatorDetailResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/incubators",
    body: createIncubatorSchema,
    status: 201,
    response: incubatorResponseSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/incubators/:slug",
    body: updateIncubatorSchema,
    status: 200,
    response: incubatorResponseSchema,
  }),
  uploadLogo: defineEndpoint({
    method: "POST",
    path: "/api/incubators/:slug/logo",
    upload: { field: "file" },
    status: 200,
    response: incubatorLogoResponseSchema,
  }),
  /** An image: pages show it by the `logoUrl` the incubator carries. */
  logoFile: defineEndpoint({ method: "GET", path: "/api/files/incubator-logos/:name", status: 200 }),
};
