import {
  FUNDING_REVIEW_MESSAGES,
  fundingAwardEndpoints,
  fundingReportResponseSchema,
} from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { decideApplication, reopenDecision, setShortlisted } from "./funding-decisions.service";
import { rankApplications } from "./funding-ranking.service";
import { fundingReport, fundingReportCsv, fundingReportFileName } from "./funding-report.service";
import { releaseTranche } from "./funding-tranches.service";

const tags = ["funding"];
const signedOut = apiErrorResponse("Not signed in.");
const ownerOnly = apiErrorResponse(`${FUNDING_REVIEW_MESSAGES.ownerOnly} Or an unverified email.`);
const applicationNotFound = apiErrorResponse(FUNDING_REVIEW_MESSAGES.applicationNotFound);
const callNotFound = apiErrorResponse(FUNDING_REVIEW_MESSAGES.callNotFound);

/**
 * The owner's ranking, decisions, tranches and report, and a team's funding
 * (docs/decisions/059-business-funding.md, "Review, decisions and awards").
 */
export function fundingDecisionsRoutes({ db, guards, clock }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(fundingAwardEndpoints.ranking, {
      summary:
        "The call's submitted and decided applications ranked by the average of their reviews' weighted means, with the spread, the number of reviews, the ask and the shortlist mark.",
      tags,
      success: "The call's figures and its ranked applications.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: signedOut, 403: ownerOnly, 404: callNotFound },
      handler: async (c, { params }) => rankApplications(db, await loadPolicyActor(c, db), params.callId),
    }),
    defineEndpointRoute(fundingAwardEndpoints.shortlist, {
      summary: "Marks a submitted application shortlisted.",
      tags,
      success: "The application's decision state.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: applicationNotFound,
        409: apiErrorResponse(FUNDING_REVIEW_MESSAGES.notDecidable),
      },
      handler: async (c, { params }) =>
        setShortlisted(db, await loadPolicyActor(c, db), params.applicationId, true, clock.now(), {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingAwardEndpoints.unshortlist, {
      summary: "Takes the shortlist mark off a submitted application.",
      tags,
      success: "The application's decision state.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: applicationNotFound,
        409: apiErrorResponse(FUNDING_REVIEW_MESSAGES.notDecidable),
      },
      handler: async (c, { params }) =>
        setShortlisted(db, await loadPolicyActor(c, db), params.applicationId, false, clock.now(), {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingAwardEndpoints.decide, {
      summary:
        "Decides a submitted or waitlisted application: an award split into 1 to 10 tranches (each tied to a milestone of the application's project or none), a decline with feedback, or the waitlist. The applicants are told.",
      tags,
      success: "The application's decision and its award with the tranches.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: applicationNotFound,
        409: apiErrorResponse(
          `${FUNDING_REVIEW_MESSAGES.notDecidable} Or: ${FUNDING_REVIEW_MESSAGES.overPool} Or: ${FUNDING_REVIEW_MESSAGES.overLargest} Or: ${FUNDING_REVIEW_MESSAGES.milestoneTwice}`,
        ),
        422: apiErrorResponse(
          `The decision is invalid, or: ${FUNDING_REVIEW_MESSAGES.tranchesSum} Or: ${FUNDING_REVIEW_MESSAGES.feedbackRequired} Or: ${FUNDING_REVIEW_MESSAGES.milestoneNotInProject}`,
        ),
      },
      handler: async (c, { params, body }) =>
        decideApplication(db, await loadPolicyActor(c, db), params.applicationId, body, clock.now(), {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingAwardEndpoints.reopen, {
      summary:
        "Reopens a decision: the application is submitted again, and an award goes back to the pool unless a tranche of it was released.",
      tags,
      success: "The application, submitted again.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: applicationNotFound,
        409: apiErrorResponse(
          `${FUNDING_REVIEW_MESSAGES.notDecided} Or: ${FUNDING_REVIEW_MESSAGES.trancheReleasedNoReopen}`,
        ),
      },
      handler: async (c, { params }) =>
        reopenDecision(db, await loadPolicyActor(c, db), params.applicationId, {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingAwardEndpoints.release, {
      summary:
        "Records a tranche released, with the reference of the payment made outside Hatchery: once its milestone is done, or at will for a tranche tied to none. Final.",
      tags,
      success: "The released tranche.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: apiErrorResponse(FUNDING_REVIEW_MESSAGES.trancheNotFound),
        409: apiErrorResponse(
          `${FUNDING_REVIEW_MESSAGES.trancheReleased} Or: ${FUNDING_REVIEW_MESSAGES.trancheWaitsForMilestone}`,
        ),
        422: apiErrorResponse("The payment reference is too long."),
      },
      handler: async (c, { params, body }) =>
        releaseTranche(db, await loadPolicyActor(c, db), params.trancheId, body, clock.now(), {
          requestId: c.get("requestId"),
        }),
    }),
    defineEndpointRoute(fundingAwardEndpoints.report, {
      summary:
        "The call's pool, committed, released and remaining amounts, and each award with its tranches: JSON, or a CSV file with format=csv.",
      success: "The report (JSON as fundingReportResponse, or text/csv).",
      tags,
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: signedOut,
        403: ownerOnly,
        404: callNotFound,
        422: apiErrorResponse("The format is neither json nor csv."),
      },
      handler: async (c, { params, query }) => {
        const report = await fundingReport(db, await loadPolicyActor(c, db), params.callId);
        if (query.format === "json") return c.json(fundingReportResponseSchema.parse(report));
        return c.body(fundingReportCsv(report), 200, {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="${fundingReportFileName(report)}"`,
          "Cache-Control": "private, no-store",
        });
      },
    }),
  ];
}
