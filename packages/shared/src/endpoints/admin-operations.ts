import {
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminIncubatorResponseSchema,
  adminIncubatorStatusSchema,
  adminIncubatorsQuerySchema,
  adminIncubatorsResponseSchema,
  adminIncubatorTransferSchema,
  adminJobsQuerySchema,
  adminJobsResponseSchema,
  adminRevenueResponseSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsResponseSchema,
} from "../admin-operations";
import { defineEndpoint } from "../api-endpoint";

/**
 * The administration's Incubators, Subscriptions, Jobs and Audit log sections
 * (docs/decisions/054-admin-operations.md): administrators with a verified email only.
 */
export const adminOperationsEndpoints = {
  incubators: defineEndpoint({
    method: "GET",
    path: "/api/admin/incubators",
    query: adminIncubatorsQuerySchema,
    status: 200,
    response: adminIncubatorsResponseSchema,
  }),
  incubatorStatus: defineEndpoint({
    method: "PUT",
    path: "/api/admin/incubators/:slug/status",
    body: adminIncubatorStatusSchema,
    status: 200,
    response: adminIncubatorResponseSchema,
  }),
  incubatorOwner: defineEndpoint({
    method: "PUT",
    path: "/api/admin/incubators/:slug/owner",
    body: adminIncubatorTransferSchema,
    status: 200,
    response: adminIncubatorResponseSchema,
  }),
  subscriptions: defineEndpoint({
    method: "GET",
    path: "/api/admin/subscriptions",
    query: adminSubscriptionsQuerySchema,
    status: 200,
    response: adminSubscriptionsResponseSchema,
  }),
  revenue: defineEndpoint({
    method: "GET",
    path: "/api/admin/subscriptions/revenue",
    status: 200,
    response: adminRevenueResponseSchema,
  }),
  jobs: defineEndpoint({
    method: "GET",
    path: "/api/admin/jobs",
    query: adminJobsQuerySchema,
    status: 200,
    response: adminJobsResponseSchema,
  }),
  retryJob: defineEndpoint({ method: "POST", path: "/api/admin/jobs/:id/retry", status: 204 }),
  discardJob: defineEndpoint({ method: "DELETE", path: "/api/admin/jobs/:id", status: 204 }),
  audit: defineEndpoint({
    method: "GET",
    path: "/api/admin/audit",
    query: adminAuditQuerySchema,
    status: 200,
    response: adminAuditResponseSchema,
  }),
};
