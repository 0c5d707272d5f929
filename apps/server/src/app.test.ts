import { apiErrorBodySchema } from "@hatchery/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "./app";
import { contentSecurityPolicy } from "./lib/security-headers";
import { createCapturingLogger, createTestApp, request, type TestApp } from "./test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const VISITOR_ID = "3b241101-e2bb-4255-8caf-4136c566a962";

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

describe("request ids", () => {
  it("gives every response an X-Request-Id", async () => {
    const first = await t.request("/api/health");
    const second = await t.request("/about");
    expect(first.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers.get("X-Request-Id")).not.toBe(second.headers.get("X-Request-Id"));
  });

  it("keeps a well-formed id sent by a proxy, and replaces a malformed one", async () => {
    const kept = await t.request("/api/health", { headers: { "X-Request-Id": "edge-42" } });
    expect(kept.headers.get("X-Request-Id")).toBe("edge-42");
    const replaced = await t.request("/api/health", { headers: { "X-Request-Id": "<script>" } });
    expect(replaced.headers.get("X-Request-Id")).not.toBe("<script>");
  });

  it("logs one line per request with its id, method, path, status and duration, without the query", async () => {
    const { logger, lines } = createCapturingLogger();
    const app = t.withEnv({}, { logger });
    const response = await request(app, "/api/nothing-here?token=secret-value");
    const entry = lines().find((line) => line.msg === "request");
    expect(entry).toMatchObject({
      reqId: response.headers.get("X-Request-Id"),
      method: "GET",
      path: "/api/nothing-here",
      status: 404,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(lines())).not.toContain("secret-value");
  });
});

describe("security headers", () => {
  const pages = ["/about", "/no-such-page"];
  const paths = [...pages, "/api/health", "/api/unknown", "/robots.txt", "/sitemap.xml"];

  it.each(paths)("are on the response to %s", async (path) => {
    const response = await t.request(path);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    if (pages.includes(path)) {
      // The page's scripts carry the nonce the policy names.
      expect(Buffer.from(nonce ?? "", "base64")).toHaveLength(16);
      expect(await response.text()).toContain(`nonce="${nonce}"`);
    } else {
      // Nothing else runs scripts: no nonce is made or named.
      expect(nonce).toBeUndefined();
    }
    expect(csp).toBe(contentSecurityPolicy(nonce));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(response.headers.get("Permissions-Policy")).toContain("camera=()");
    // The interview practice's spoken answers use the microphone on the product's own pages only.
    expect(response.headers.get("Permissions-Policy")).toContain("microphone=(self)");
    expect(response.headers.get("Permissions-Policy")).not.toContain("microphone=()");
  });

  it("uses a new nonce for every request", async () => {
    const a = (await t.request("/about")).headers.get("Content-Security-Policy");
    const b = (await t.request("/about")).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
  });

  it("sends HSTS only over HTTPS", async () => {
    expect(
      (await t.request("http://hatchery.test/about")).headers.get("Strict-Transport-Security"),
    ).toBeNull();
    expect((await t.request("https://hatchery.test/about")).headers.get("Strict-Transport-Security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("believes X-Forwarded-Proto only when TRUST_PROXY is set", async () => {
    const init = { headers: { "X-Forwarded-Proto": "https" } };
    const untrusted = await t.request("http://hatchery.test/about", init);
    expect(untrusted.headers.get("Strict-Transport-Security")).toBeNull();
    const trusted = await request(t.withEnv({ TRUST_PROXY: "true" }), "http://hatchery.test/about", init);
    expect(trusted.headers.get("Strict-Transport-Security")).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("API errors", () => {
  const postPageView = (init: RequestInit) =>
    t.request("/api/analytics/page-views", { method: "POST", ...init });

  it("answers malformed JSON with 400 bad_request", async () => {
    const response = await postPageView({
      headers: { "Content-Type": "application/json" },
      body: '{"path": "/',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "bad_request",
      message: "The request body is not valid JSON.",
    });
  });

  it("answers an empty JSON body with 400 bad_request", async () => {
    const response = await postPageView({ headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("bad_request");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    for (const path of ["/api", "/api/", "/api/nothing", "/api/health/", "/api/health/extra"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await errorOf(response)).toEqual({
        code: "not_found",
        message: "There is no API endpoint at this path.",
      });
    }
  });

  it("answers a wrong method on a known path with 405 and Allow", async () => {
    const response = await t.request("/api/health", { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect((await errorOf(response)).code).toBe("method_not_allowed");
    const get = await t.request("/api/analytics/page-views");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  it("answers a body over 1 MB with 413, whether or not its length is announced", async () => {
    const big = JSON.stringify({ path: `/${"a".repeat(API_BODY_LIMIT_BYTES)}`, visitorId: VISITOR_ID });
    const announced = await postPageView({ headers: { "Content-Type": "application/json" }, body: big });
    expect(announced.status).toBe(413);
    expect(await errorOf(announced)).toEqual({
      code: "payload_too_large",
      message: "The request body must be 1 MB or smaller.",
    });
    const streamed = await postPageView({
      headers: { "Content-Type": "application/json" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // Over HTTP the length is announced in a header, which decides without reading the body.
    const declared = await postPageView({
      headers: { "Content-Type": "application/json", "Content-Length": String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    const small = JSON.stringify({ path: "/", visitorId: VISITOR_ID });
    const fits = await postPageView({
      headers: { "Content-Type": "application/json", "Content-Length": String(small.length) },
      body: small,
    });
    expect(fits.status).toBeLessThan(300);
  });

  it("answers an unsupported or missing content type with 415", async () => {
    const json = JSON.stringify({ path: "/", visitorId: VISITOR_ID });
    const attempts: RequestInit[] = [
      { headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: json },
      { headers: { "Content-Type": "application/xml" }, body: json },
      // A Blob without a type is sent with no Content-Type at all.
      { body: new Blob([json]) },
    ];
    for (const init of attempts) {
      const response = await postPageView(init);
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toEqual({
        code: "unsupported_media_type",
        message: "Send the request body as application/json or text/plain.",
      });
    }
  });

  it("answers invalid input with 422 and one issue per field", async () => {
    const response = await postPageView({
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "about", visitorId: "not-a-uuid" }),
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe("validation_failed");
    expect(error.issues?.map((issue) => issue.path)).toEqual([["path"], ["visitorId"]]);
    expect(error.issues?.every((issue) => issue.message.length > 0)).toBe(true);
  });

  it("answers a JSON value that is not an object with 422", async () => {
    const response = await postPageView({ headers: { "Content-Type": "application/json" }, body: "[1,2]" });
    expect(response.status).toBe(422);
  });

  it("marks API answers as not cacheable unless the route says otherwise", async () => {
    expect((await t.request("/api/nothing")).headers.get("Cache-Control")).toBe("no-store");
    expect((await t.request("/api/analytics/ga-script")).headers.get("Cache-Control")).toBe(
      "public, max-age=3600",
    );
  });

  it("answers other methods outside /api with the JSON 404", async () => {
    const response = await t.request("/about", { method: "POST" });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("not_found");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });
});

describe("GET /api/openapi.json", () => {
  it("describes every API route in OpenAPI 3.1", async () => {
    const response = await t.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      info: { version: string };
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/account/avatar",
      "/api/account/linkedin/import",
      "/api/account/me",
      "/api/account/profile",
      "/api/account/sessions/{id}",
      "/api/admin/analytics",
      "/api/admin/audit",
      "/api/admin/incubators",
      "/api/admin/incubators/{slug}/owner",
      "/api/admin/incubators/{slug}/status",
      "/api/admin/jobs",
      "/api/admin/jobs/{id}",
      "/api/admin/jobs/{id}/retry",
      "/api/admin/roles",
      "/api/admin/subscriptions",
      "/api/admin/subscriptions/revenue",
      "/api/admin/users",
      "/api/admin/users/role-requests",
      "/api/admin/users/role-requests/{id}/approve",
      "/api/admin/users/role-requests/{id}/decline",
      "/api/admin/users/{id}",
      "/api/admin/users/{id}/disable",
      "/api/admin/users/{id}/enable",
      "/api/admin/users/{id}/roles",
      "/api/admin/users/{id}/sign-out",
      "/api/analytics/ga-script",
      "/api/analytics/page-views",
      "/api/applications/mine",
      "/api/applications/{id}",
      "/api/applications/{id}/accept",
      "/api/applications/{id}/decline",
      "/api/applications/{id}/trial",
      "/api/applications/{id}/withdraw",
      "/api/assessment/results",
      "/api/assessment/results/{id}",
      "/api/assessment/role-fit/questions",
      "/api/assessment/score",
      "/api/assessment/sharing",
      "/api/blocks",
      "/api/blocks/{userId}",
      "/api/chat/channels/{id}",
      "/api/chat/channels/{id}/attachments",
      "/api/chat/channels/{id}/messages",
      "/api/chat/channels/{id}/people",
      "/api/chat/channels/{id}/presence",
      "/api/chat/channels/{id}/read",
      "/api/chat/channels/{id}/typing",
      "/api/chat/files/{name}",
      "/api/chat/messages/{id}",
      "/api/chat/messages/{id}/reactions/{reaction}",
      "/api/chat/messages/{id}/replies",
      "/api/chat/messages/{id}/reports",
      "/api/chat/search",
      "/api/chat/unread",
      "/api/checkout/{id}",
      "/api/checkout/{id}/confirm",
      "/api/config",
      "/api/conversations",
      "/api/conversations/{id}",
      "/api/dashboard/checklist",
      "/api/dashboard/checklist/dismiss",
      "/api/dashboard/teams",
      "/api/dev/mailbox",
      "/api/dev/mailbox/{emailId}/attachments/{attachmentId}",
      "/api/events",
      "/api/feed",
      "/api/feed/comments/{id}",
      "/api/feed/comments/{id}/hide",
      "/api/feed/comments/{id}/reports",
      "/api/feed/items/{id}",
      "/api/feed/items/{id}/comments",
      "/api/feed/items/{id}/hide",
      "/api/feed/items/{id}/pin",
      "/api/feed/items/{id}/reactions",
      "/api/feed/items/{id}/reactions/{reaction}",
      "/api/feed/items/{id}/reports",
      "/api/feed/mutes",
      "/api/files/avatars/{name}",
      "/api/files/feed-images/{name}",
      "/api/files/incubator-logos/{name}",
      "/api/files/lesson-images/{name}",
      "/api/files/mentor-photos/{name}",
      "/api/files/project-covers/{name}",
      "/api/files/team-logos/{name}",
      "/api/funding",
      "/api/funding-applications/{applicationId}",
      "/api/funding-applications/{applicationId}/comments",
      "/api/funding-applications/{applicationId}/decision",
      "/api/funding-applications/{applicationId}/my-review",
      "/api/funding-applications/{applicationId}/my-review/submit",
      "/api/funding-applications/{applicationId}/reopen",
      "/api/funding-applications/{applicationId}/reviews",
      "/api/funding-applications/{applicationId}/shortlist",
      "/api/funding-applications/{applicationId}/submit",
      "/api/funding-applications/{applicationId}/unshortlist",
      "/api/funding-applications/{applicationId}/withdraw",
      "/api/funding-calls/{callId}",
      "/api/funding-calls/{callId}/applications",
      "/api/funding-calls/{callId}/close",
      "/api/funding-calls/{callId}/extend",
      "/api/funding-calls/{callId}/publish",
      "/api/funding-calls/{callId}/ranking",
      "/api/funding-calls/{callId}/report",
      "/api/funding-calls/{callId}/reviewers",
      "/api/funding-calls/{callId}/reviewers/{userId}",
      "/api/funding-tranches/{trancheId}/release",
      "/api/funding/reviews",
      "/api/games/career/bests",
      "/api/games/career/runs",
      "/api/games/career/scenarios",
      "/api/games/interview/ai-feedback",
      "/api/games/interview/questions",
      "/api/games/interview/sessions",
      "/api/games/interview/sessions/{id}",
      "/api/games/memory/bests",
      "/api/games/memory/deck",
      "/api/games/memory/results",
      "/api/games/overview",
      "/api/games/tmay/attempts",
      "/api/games/tmay/drafts",
      "/api/health",
      "/api/incubators",
      "/api/incubators/{slug}",
      "/api/incubators/{slug}/analytics",
      "/api/incubators/{slug}/chat/channels",
      "/api/incubators/{slug}/courses",
      "/api/incubators/{slug}/courses/{course}",
      "/api/incubators/{slug}/courses/{course}/authors",
      "/api/incubators/{slug}/courses/{course}/authors/{userId}",
      "/api/incubators/{slug}/courses/{course}/lesson-images",
      "/api/incubators/{slug}/courses/{course}/lesson-order",
      "/api/incubators/{slug}/courses/{course}/lesson-preview",
      "/api/incubators/{slug}/courses/{course}/lessons",
      "/api/incubators/{slug}/courses/{course}/lessons/{lesson}",
      "/api/incubators/{slug}/courses/{course}/lessons/{lesson}/answers",
      "/api/incubators/{slug}/courses/{course}/lessons/{lesson}/history",
      "/api/incubators/{slug}/feed",
      "/api/incubators/{slug}/feed/images",
      "/api/incubators/{slug}/feed/people",
      "/api/incubators/{slug}/funding-calls",
      "/api/incubators/{slug}/logo",
      "/api/incubators/{slug}/members",
      "/api/incubators/{slug}/membership",
      "/api/incubators/{slug}/moderation/reports",
      "/api/incubators/{slug}/plans",
      "/api/incubators/{slug}/positions",
      "/api/invites/{id}",
      "/api/leaderboard",
      "/api/leaderboard/me",
      "/api/library",
      "/api/library/articles/{section}/{slug}",
      "/api/library/articles/{section}/{slug}/answers",
      "/api/library/articles/{section}/{slug}/bookmark",
      "/api/library/articles/{section}/{slug}/read",
      "/api/library/bookmarks",
      "/api/library/incubator-courses",
      "/api/library/progress",
      "/api/library/public-courses",
      "/api/library/search",
      "/api/library/sections/{section}",
      "/api/memberships",
      "/api/mentor-profile",
      "/api/mentor-profile/photo",
      "/api/mentor-profile/publish",
      "/api/mentor-profile/unpublish",
      "/api/mentoring/action-items/{id}",
      "/api/mentoring/availability",
      "/api/mentoring/dashboard",
      "/api/mentoring/practice-share-mentors",
      "/api/mentoring/practice-shares",
      "/api/mentoring/practice-shares/{id}",
      "/api/mentoring/practice-shares/{id}/comments",
      "/api/mentoring/practice-shares/{id}/comments/{commentId}",
      "/api/mentoring/practice-shares/{id}/revoke",
      "/api/mentoring/reviews/{id}/reports",
      "/api/mentoring/sessions",
      "/api/mentoring/sessions/{id}",
      "/api/mentoring/sessions/{id}/action-items",
      "/api/mentoring/sessions/{id}/cancel",
      "/api/mentoring/sessions/{id}/complete",
      "/api/mentoring/sessions/{id}/confirm",
      "/api/mentoring/sessions/{id}/decline",
      "/api/mentoring/sessions/{id}/follow-up",
      "/api/mentoring/sessions/{id}/no-show",
      "/api/mentoring/sessions/{id}/notes",
      "/api/mentoring/sessions/{id}/private-notes",
      "/api/mentoring/sessions/{id}/reschedule",
      "/api/mentoring/sessions/{id}/reviews",
      "/api/mentoring/shared-with-me",
      "/api/mentors",
      "/api/mentors/{slug}",
      "/api/mentors/{slug}/free-slots",
      "/api/mentors/{slug}/reviews",
      "/api/mentors/{slug}/sessions",
      // The moderation queue (decision 055).
      "/api/moderation/content/{kind}/{id}/dismiss",
      "/api/moderation/content/{kind}/{id}/hide",
      "/api/moderation/content/{kind}/{id}/restore",
      "/api/moderation/content/{kind}/{id}/suspend",
      "/api/moderation/content/{kind}/{id}/warn",
      "/api/moderation/reports",
      "/api/notifications",
      "/api/notifications/preferences",
      "/api/notifications/read-all",
      "/api/notifications/unread-count",
      "/api/notifications/unsubscribe",
      "/api/notifications/{id}/read",
      "/api/openapi.json",
      "/api/people/{handle}",
      "/api/plans/{id}",
      "/api/points/log",
      "/api/points/summary",
      "/api/position-invites/{token}",
      "/api/position-invites/{token}/accept",
      "/api/positions/{id}",
      "/api/positions/{id}/applications",
      "/api/positions/{id}/invitations",
      "/api/positions/{id}/invites",
      "/api/projects",
      "/api/projects/{slug}",
      "/api/projects/{slug}/cover",
      "/api/projects/{slug}/milestones",
      "/api/projects/{slug}/milestones/{id}",
      "/api/role-requests",
      "/api/setup/{token}",
      "/api/skills",
      "/api/subscriptions",
      "/api/subscriptions/current",
      "/api/subscriptions/{id}",
      "/api/subscriptions/{id}/cancel",
      "/api/subscriptions/{id}/change-plan",
      "/api/subscriptions/{id}/end",
      "/api/subscriptions/{id}/resume",
      "/api/support",
      "/api/teams",
      "/api/teams/suggestions",
      "/api/teams/{slug}",
      "/api/teams/{slug}/applications",
      "/api/teams/{slug}/candidates",
      "/api/teams/{slug}/chat/channels",
      "/api/teams/{slug}/feed",
      "/api/teams/{slug}/feed/images",
      "/api/teams/{slug}/feed/people",
      "/api/teams/{slug}/join-requests",
      "/api/teams/{slug}/leadership",
      "/api/teams/{slug}/logo",
      "/api/teams/{slug}/members/{userId}",
      "/api/teams/{slug}/positions",
    ]);
    expect(Object.keys(document.paths["/api/health"] ?? {})).toEqual(["get"]);
    expect(document.paths["/api/account/avatar"]?.post?.requestBody).toEqual({
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["file"],
            properties: { file: { type: "string", format: "binary" } },
          },
        },
      },
    });
    const pageViews = document.paths["/api/analytics/page-views"]?.post;
    expect(Object.keys(pageViews?.responses ?? {}).sort()).toEqual([
      "204",
      "400",
      "413",
      "415",
      "422",
      "429",
      "500",
    ]);
    expect(pageViews?.requestBody).toMatchObject({
      content: {
        "application/json": { schema: { type: "object", required: ["path", "visitorId"] } },
        "text/plain": { schema: { type: "object" } },
      },
    });
    expect(pageViews?.responses["429"]).toMatchObject({
      content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
    });
    expect(document.components.schemas.ApiError).toMatchObject({ type: "object", required: ["error"] });
  });
});
