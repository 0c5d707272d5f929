import type { ActiveSession, AppConfig } from "@hatchery/shared";
import { reply, stubApi } from "@/test/api-stub";
import { sessionFixture } from "@/test/session-fixture";

export const CURRENT_SESSION_ID = "session-here";

export function configFixture(overrides: Partial<AppConfig> = {}): AppConfig {
  return { linkedin: false, devMailbox: false, aiFeedback: false, ...overrides };
}

export function activeSessionFixture(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: CURRENT_SESSION_ID,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-21T10:00:00.000Z",
    ipAddress: "203.0.113.7",
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    ...overrides,
  };
}

/** Every call the profile page makes on arrival, answered for a signed-in person; tests override some. */
export function stubProfileApi(config: Partial<AppConfig> = {}) {
  return stubApi({
    "GET /api/account/me": reply(200, sessionFixture()),
    "GET /api/config": reply(200, configFixture(config)),
    "GET /api/auth/get-session": reply(200, { session: { id: CURRENT_SESSION_ID }, user: { id: "user-1" } }),
    "GET /api/auth/list-sessions": reply(200, [activeSessionFixture()]),
    "GET /api/auth/list-accounts": reply(200, [
      { id: "account-1", providerId: "credential", createdAt: "2026-11-01T09:00:00.000Z" },
    ]),
  });
}
