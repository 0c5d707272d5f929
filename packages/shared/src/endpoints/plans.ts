import { defineEndpoint } from "../api-endpoint";
import {
  createPlanSchema,
  planListResponseSchema,
  planResponseSchema,
  publicPlanResponseSchema,
  updatePlanSchema,
} from "../incubators";

/**
 * An incubator's subscription plans: in a module of their own, so that a page editing plans loads the
 * plan contracts only.
 */
export const planEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/api/incubators/:slug/plans",
    status: 200,
    response: planListResponseSchema,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/api/incubators/:slug/plans",
    body: createPlanSchema,
    status: 201,
    response: planResponseSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/api/plans/:id",
    status: 200,
    response: publicPlanResponseSchema,
  }),
  update: defineEndpoint({
    method: "PATCH",
    path: "/api/plans/:id",
    body: updatePlanSchema,
    status: 200,
    response: planResponseSchema,
  }),
};
