import { DEV_MAILBOX_ROUTE_ID } from "@hatchery/shared";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { AUTH_BASE_PATH, createAuth, type PasswordHasher } from "./auth/auth";
import { authHandler } from "./auth/auth-handler";
import { createGuards } from "./auth/guards";
import { EVENT_PROJECTORS } from "./event-projector-list";
import { type ApiRoute, allowedMethods, mountApiRoutes } from "./lib/api-route";
import { compressResponses } from "./lib/compression";
import { ANONYMOUS_ACTOR, type AppEnv } from "./lib/context";
import { AppError, createErrorHandler, errorResponse } from "./lib/errors";
import { limitPerClient } from "./lib/rate-limit";
import { reusedHorizon } from "./lib/realtime/event-log";
import { installEventProjectors } from "./lib/realtime/event-projectors";
import { settleNodeSseBody } from "./lib/realtime/node-sse-body";
import { requestLogger } from "./lib/request-logger";
import { securityHeaders } from "./lib/security-headers";
import { closeConnectionOnUnreadBody } from "./lib/unread-body";
import { webAppHandler } from "./lib/web-app";
import type { AppDeps, ModuleDeps } from "./module-deps";
import { accountRoutes } from "./modules/account/account.routes";
import { adminOperationsRoutes } from "./modules/admin-operations/admin-operations.routes";
import { adminUsersRoutes } from "./modules/admin-users/admin-users.routes";
import { analyticsRoutes } from "./modules/analytics/analytics.routes";
import { assessmentRoutes } from "./modules/assessment/assessment.routes";
import { chatRoutes } from "./modules/chat/chat.routes";
import { directMessageRoutes } from "./modules/chat/direct-messages.routes";
import { communityRoutes } from "./modules/community/community.routes";
import { configRoutes } from "./modules/config/config.routes";
import { coursesRoutes } from "./modules/courses/courses.routes";
// Dashboard (decision 056).
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { eventsRoutes } from "./modules/events/events.routes";
import { feedsRoutes } from "./modules/feeds/feeds.routes";
import { fundingApplicationsRoutes } from "./modules/funding/funding-applications.routes";
import { fundingCallsRoutes } from "./modules/funding/funding-calls.routes";
import { fundingDecisionsRoutes } from "./modules/funding/funding-decisions.routes";
import { fundingReviewsRoutes } from "./modules/funding/funding-reviews.routes";
import { gamesRoutes } from "./modules/games/games.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { incubatorsRoutes } from "./modules/incubators/incubators.routes";
import { jwksRoutes } from "./modules/jwks/jwks.routes";
import { libraryRoutes } from "./modules/library/library.routes";
import { linkedinRoutes } from "./modules/linkedin/linkedin.routes";
import { mailboxRoutes } from "./modules/mailbox/mailbox.routes";
import { devMailboxEnabled } from "./modules/mailbox/mailbox.service";
import { membershipsRoutes } from "./modules/memberships/memberships.routes";
import { mentorAvailabilityRoutes } from "./modules/mentoring/mentor-availability.routes";
import { mentorProfilesRoutes } from "./modules/mentoring/mentor-profiles.routes";
import { mentorReviewsRoutes } from "./modules/mentoring/mentor-reviews.routes";
import { mentoringDashboardRoutes } from "./modules/mentoring/mentoring-dashboard.routes";
import { mentoringSessionsRoutes } from "./modules/mentoring/mentoring-sessions.routes";
import { practiceSharesRoutes } from "./modules/mentoring/practice-shares.routes";
import { sessionNotesRoutes } from "./modules/mentoring/session-notes.routes";
import { moderationRoutes } from "./modules/moderation/moderation.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { openApiRoutes } from "./modules/openapi/openapi.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { peopleRoutes } from "./modules/people/people.routes";
import { pointsRoutes } from "./modules/points/points.routes";
import { positionsRoutes } from "./modules/positions/positions.routes";
import { profileRoutes } from "./modules/profile/profile.routes";
import { projectsRoutes } from "./modules/projects/projects.routes";
import { rolesRoutes } from "./modules/roles/roles.routes";
import { sitemapRoutes } from "./modules/sitemap/sitemap.routes";
import { skillsRoutes } from "./modules/skills/skills.routes";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes";
import { supportRoutes } from "./modules/support/support.routes";
import { teamsRoutes } from "./modules/teams/teams.routes";

/** Largest JSON body an API route accepts; uploads stream theirs with their own limit (`upload` routes). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppOptions extends AppDeps {
  /** Folder of the built web app; defaults to env.WEB_DIST_DIR. */
  webDistDir?: string;
  /**
   * Replaces Better Auth's scrypt password hash. Only the test app passes one (test/fast-password-hasher.ts),
   * since scrypt made sign-ups most of the API tests' time; no setting or variable can choose it, so a
   * running server always hashes with scrypt (docs/decisions/032-test-speed.md).
   */
  passwordHasher?: PasswordHasher;
}

/** Every module's API routes, in one list. A new module adds its `xxxRoutes` function here. */
const API_MODULES: readonly ((deps: ModuleDeps) => ApiRoute[])[] = [
  healthRoutes,
  analyticsRoutes,
  configRoutes,
  accountRoutes,
  profileRoutes,
  linkedinRoutes,
  rolesRoutes,
  adminUsersRoutes,
  mailboxRoutes,
  incubatorsRoutes,
  membershipsRoutes,
  teamsRoutes,
  projectsRoutes,
  subscriptionsRoutes,
  paymentsRoutes,
  supportRoutes,
  eventsRoutes,
  positionsRoutes,
  // Inviting candidates to apply and an incubator's members (decision 065).
  communityRoutes,
  notificationsRoutes,
  chatRoutes,
  directMessageRoutes,
  feedsRoutes,
  pointsRoutes,
  assessmentRoutes,
  libraryRoutes,
  skillsRoutes,
  coursesRoutes,
  gamesRoutes,
  mentorProfilesRoutes,
  practiceSharesRoutes,
  mentorAvailabilityRoutes,
  mentoringSessionsRoutes,
  sessionNotesRoutes,
  mentorReviewsRoutes,
  mentoringDashboardRoutes,
  // The administration's incubators, subscriptions, jobs and audit log (decision 054).
  adminOperationsRoutes,
  // The moderation queue (issue 26, decision 055).
  moderationRoutes,
  // Dashboard (decision 056).
  dashboardRoutes,
  // Business funding's calls and applications (decision 059).
  fundingCallsRoutes,
  fundingApplicationsRoutes,
  // Funding review, decisions and awards (decision 059).
  fundingReviewsRoutes,
  fundingDecisionsRoutes,
  // People's profiles (decision 063).
  peopleRoutes,
];

export function createApp(options: AppOptions): Hono<AppEnv> {
  const { webDistDir = options.env.WEB_DIST_DIR, passwordHasher, ...deps } = options;
  const { db, env, logger } = deps;
  const auth = createAuth({ db, env, logger, clock: deps.clock, passwordHasher });
  const moduleDeps: ModuleDeps = { ...deps, auth, guards: createGuards({ auth, db, env }) };
  installEventProjectors(EVENT_PROJECTORS);
  const routes = API_MODULES.flatMap((module) => module(moduleDeps));
  routes.push(...openApiRoutes(routes));
  const uploadRoutes = routes.filter((route) => route.upload);
  const bodyTooLarge = () => new AppError("payload_too_large", "The request body must be 1 MB or smaller.");
  const jsonBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw bodyTooLarge();
    },
  });

  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(logger));
  app.use(requestId());
  app.use(closeConnectionOnUnreadBody());
  app.use(compressResponses());
  app.use(requestLogger(logger));
  app.use(securityHeaders({ trustProxy: env.TRUST_PROXY }));

  app.use(
    "/api/*",
    async (c, next) => {
      c.set("actor", ANONYMOUS_ACTOR);
      await next();
      // API answers are personal or live unless a route says otherwise.
      if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
    },
    (c, next) => {
      // GET and HEAD carry no body to limit; asking for one would build the whole request object.
      if (c.req.method === "GET" || c.req.method === "HEAD") return next();
      if (allowedMethods(uploadRoutes, c.req.path).includes(c.req.method)) return next();
      // A declared length is all Node's parser reads of a body, so the header decides, as the limit
      // itself would once it had asked for the body, which builds the whole request object and loses
      // the server's direct read of the JSON. A chunked body is counted as it arrives.
      const declared = c.req.header("content-length");
      if (declared !== undefined && c.req.header("transfer-encoding") === undefined) {
        if (Number.parseInt(declared, 10) > API_BODY_LIMIT_BYTES) throw bodyTooLarge();
        return next();
      }
      return jsonBodyLimit(c, next);
    },
  );
  mountApiRoutes(app, routes, {
    limitRate: (rule) => limitPerClient(db, rule, env.TRUST_PROXY),
  });
  // Better Auth's own endpoints (docs/decisions/002-accounts.md), behind our validation, limits and errors.
  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, authHandler({ auth, db, env }));
  app.all("/api/*", (c) => {
    const allowed = allowedMethods(routes, c.req.path);
    if (allowed.length === 0) throw new AppError("not_found", "There is no API endpoint at this path.");
    throw new AppError("method_not_allowed", `This endpoint accepts ${allowed.join(", ")}.`, undefined, {
      Allow: allowed.join(", "),
    });
  });

  app.route("/", sitemapRoutes(deps));
  app.route("/", jwksRoutes(moduleDeps));
  // A page's embedded first read goes through the app, so it is the answer a visitor's request gets
  // (or, for a page whose answer depends on the reader, the reader's own: their cookie is passed).
  app.get(
    "*",
    webAppHandler(webDistDir, {
      readApi: async (address, cookie) => app.request(address, cookie ? { headers: { cookie } } : {}),
      unofferedRouteIds: devMailboxEnabled(env) ? [] : [DEV_MAILBOX_ROUTE_ID],
      googleAnalytics: env.GA_MEASUREMENT_ID !== undefined,
      publicUrl: env.PUBLIC_URL,
      eventHorizon: reusedHorizon(db),
      onRenderError: (error, address) =>
        logger.warn(
          { err: error, address },
          "A page could not be rendered with its data; it was sent with the frame",
        ),
    }),
  );
  // Reached by non-GET requests outside /api. Returned, not thrown: a throw here would skip the
  // security headers middleware on its way out.
  app.notFound((c) => errorResponse(c, new AppError("not_found")));
  // An event stream under @hono/node-server writes to Node's response itself, its head sent once the
  // answer has passed back through every middleware (lib/realtime/node-sse-body.ts).
  const honoFetch = app.fetch;
  app.fetch = (request, bindings, executionContext) =>
    settleNodeSseBody(bindings, honoFetch(request, bindings, executionContext));
  return app;
}
