import { E2E_ADMIN_EMAILS } from "./administrator";

/**
 * The environment the e2e server runs with (playwright.config.ts), and any server a spec starts of its
 * own (own-server.ts): development mode keeps mail in the database for /dev/mailbox, which the account
 * tests read.
 */
export function e2eServerEnvironment({
  port,
  oidcPort,
  dataDir,
}: {
  port: number;
  oidcPort: number;
  dataDir: string;
}): Record<string, string> {
  return {
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    // Each test names its own loopback address in X-Forwarded-For (e2e/fixtures.ts).
    TRUST_PROXY: "true",
    // The administrator who grants roles in the tests (e2e/support/administrator.ts).
    ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(","),
    LINKEDIN_CLIENT_ID: "hatchery-e2e",
    LINKEDIN_CLIENT_SECRET: "hatchery-e2e-secret",
    LINKEDIN_DISCOVERY_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
  };
}

/** The suite's ports: its server's and the stand-in LinkedIn's. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 3901);
