import { ADMIN_OPERATIONS_MESSAGES, adminOperationsEndpoints, JOIN_FAILURE_REASONS } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { searchAuditLog } from "./admin-audit.service";
import { changeIncubatorStatus, listAdminIncubators, transferIncubator } from "./admin-incubators.service";
import { discardJob, listAdminJobs, retryJob } from "./admin-jobs.service";
import { requireAdminAction } from "./admin-operations.policy";
import { listAdminSubscriptions, readRevenue } from "./admin-subscriptions.service";

const common = {
  401: apiErrorResponse("Not signed in."),
  403: apiErrorResponse(
    "Signed in with an unverified email, or without the admin role, or the request came from another site.",
  ),
};
const tags = ["admin"];

/**
 * The administration's incubators, subscriptions, jobs and audit log (decision 054). Each route is an
 * action of the admin-operations policy, checked before its input is read; the services check it again.
 */
export function adminOperationsRoutes({ clock, db, guards }: ModuleDeps): ApiRoute[] {
  const allowed = (action: Parameters<typeof requireAdminAction>[1]) => [
    guards.requireUser,
    requireAdminAction(db, action),
  ];
  return [
    defineEndpointRoute(adminOperationsEndpoints.incubators, {
      summary:
        "Every incubator with its status, owner, member counts and plans (prices in cents, subscribers per plan), in name order.",
      tags,
      success: "A page of incubators.",
      middleware: allowed("listIncubators"),
      errors: { ...common, 422: apiErrorResponse("A filter or the cursor is invalid.") },
      handler: async (c, { query }) => listAdminIncubators(db, await loadPolicyActor(c, db), query),
    }),
    defineEndpointRoute(adminOperationsEndpoints.incubatorStatus, {
      summary: "Sets an incubator's status (active accepts members; paused and archived refuse joins).",
      tags,
      success: "The incubator after the change.",
      middleware: allowed("changeIncubatorStatus"),
      errors: {
        ...common,
        404: apiErrorResponse(JOIN_FAILURE_REASONS.notFound),
        422: apiErrorResponse("The status is not active, paused or archived."),
      },
      handler: async (c, { params, body }) =>
        changeIncubatorStatus(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, status: body.status },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(adminOperationsEndpoints.incubatorOwner, {
      summary:
        "Transfers an incubator to the person with this email address, who must hold the advisor, coach or admin role.",
      tags,
      success: "The incubator with its new owner.",
      middleware: allowed("transferIncubator"),
      errors: {
        ...common,
        404: apiErrorResponse(`${JOIN_FAILURE_REASONS.notFound}, or ${ADMIN_OPERATIONS_MESSAGES.noAccount}`),
        422: apiErrorResponse(`An invalid email address, or: ${ADMIN_OPERATIONS_MESSAGES.ownerNeedsRole}`),
      },
      handler: async (c, { params, body }) =>
        transferIncubator(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, email: body.email },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(adminOperationsEndpoints.subscriptions, {
      summary:
        "Subscriptions newest first, filtered by status, incubator (slug) or person (email: their whole history).",
      tags,
      success: "A page of subscriptions.",
      middleware: allowed("listSubscriptions"),
      errors: { ...common, 422: apiErrorResponse("A filter or the cursor is invalid.") },
      handler: async (c, { query }) => listAdminSubscriptions(db, await loadPolicyActor(c, db), query),
    }),
    defineEndpointRoute(adminOperationsEndpoints.revenue, {
      summary:
        "Monthly recurring revenue in cents (paying subscriptions' monthly prices), per incubator and in total, with trials apart.",
      tags,
      success: "The revenue figures.",
      middleware: allowed("readRevenue"),
      errors: common,
      handler: async (c) => readRevenue(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(adminOperationsEndpoints.jobs, {
      summary: "Background jobs that failed (another attempt due) or are dead (given up), newest first.",
      tags,
      success: "A page of jobs with their error, attempts and times.",
      middleware: allowed("listJobs"),
      errors: { ...common, 422: apiErrorResponse("The state or the cursor is invalid.") },
      handler: async (c, { query }) => listAdminJobs(db, await loadPolicyActor(c, db), query, clock),
    }),
    defineEndpointRoute(adminOperationsEndpoints.retryJob, {
      summary: "Puts a failed or dead job back to pending, due now, with all its attempts again.",
      tags,
      success: "The job is pending again.",
      middleware: allowed("retryJob"),
      errors: {
        ...common,
        404: apiErrorResponse(ADMIN_OPERATIONS_MESSAGES.noSuchJob),
        409: apiErrorResponse(ADMIN_OPERATIONS_MESSAGES.jobRunning),
      },
      handler: async (c, { params }) => {
        await retryJob(db, await loadPolicyActor(c, db), params.id, clock, { requestId: c.get("requestId") });
      },
    }),
    defineEndpointRoute(adminOperationsEndpoints.discardJob, {
      summary: "Deletes a failed or dead job; the audit log keeps what it was.",
      tags,
      success: "The job is gone.",
      middleware: allowed("discardJob"),
      errors: {
        ...common,
        404: apiErrorResponse(ADMIN_OPERATIONS_MESSAGES.noSuchJob),
        409: apiErrorResponse(ADMIN_OPERATIONS_MESSAGES.jobRunning),
      },
      handler: async (c, { params }) => {
        await discardJob(db, await loadPolicyActor(c, db), params.id, clock, {
          requestId: c.get("requestId"),
        });
      },
    }),
    defineEndpointRoute(adminOperationsEndpoints.audit, {
      summary:
        "The audit log newest first, searched by actor (email or name), action, target and days (UTC, both included).",
      tags,
      success: "A page of audit entries with their changed fields before and after.",
      middleware: allowed("readAudit"),
      errors: { ...common, 422: apiErrorResponse("A filter, the date range or the cursor is invalid.") },
      handler: async (c, { query }) => searchAuditLog(db, await loadPolicyActor(c, db), query),
    }),
  ];
}
