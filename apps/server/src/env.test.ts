import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { EnvError, envSchema, loadEnv } from "./env";

function problemsOf(source: Record<string, string>): readonly string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected the settings to be rejected");
}

describe("loadEnv", () => {
  it("fills every default when nothing is set", () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      HOST: "0.0.0.0",
      PORT: 3000,
      PUBLIC_URL: "http://localhost:3000",
      DATA_DIR: path.resolve(process.cwd(), "data"),
      DATABASE_POOL_MAX: 10,
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 10_000,
      SHUTDOWN_GRACE_PERIOD_MS: 10_000,
      SEED_DEMO: true,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      MAIL_FROM: "Hatchery <no-reply@localhost>",
      LINKEDIN_DISCOVERY_URL: "https://www.linkedin.com/oauth/.well-known/openid-configuration",
      RATE_LIMIT_CLEANUP_INTERVAL_MS: 60_000,
      REALTIME_EVENT_RETENTION_HOURS: 24,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.GA_MEASUREMENT_ID).toBeUndefined();
    expect(env.WEB_DIST_DIR).toBe(path.resolve(import.meta.dirname, "../../web/dist"));
    expect(env.CONTENT_DIR).toBe(path.resolve(import.meta.dirname, "../../../content"));
  });

  it("reads and converts the values it is given", () => {
    const env = loadEnv({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "8080",
      PUBLIC_URL: "https://hatchery.example.org/",
      DATA_DIR: "/var/lib/hatchery",
      DATABASE_URL: "postgresql://app:secret@db:5432/hatchery",
      DATABASE_POOL_MAX: "25",
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
      DATABASE_STATEMENT_TIMEOUT_MS: "30000",
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "60000",
      SHUTDOWN_GRACE_PERIOD_MS: "25000",
      SEED_DEMO: "false",
      LOG_LEVEL: "silent",
      GA_MEASUREMENT_ID: "G-ABC123",
      TRUST_PROXY: "true",
      WEB_DIST_DIR: "web",
      CONTENT_DIR: "writing",
      AUTH_SECRET: "s".repeat(32),
      SMTP_URL: "smtps://mailer:secret@smtp.example.org:465",
      MAIL_FROM: "Hatchery <hello@hatchery.example.org>",
      ADMIN_EMAILS: " Boss@Example.org, ,second@example.org",
      LINKEDIN_CLIENT_ID: "linkedin-id",
      LINKEDIN_CLIENT_SECRET: "linkedin-secret",
      LINKEDIN_DISCOVERY_URL: "http://127.0.0.1:8080/.well-known/openid-configuration",
      RATE_LIMIT_CLEANUP_INTERVAL_MS: "30000",
      REALTIME_MERGE_WINDOW_MS: "5000",
      REALTIME_EVENT_RETENTION_HOURS: "48",
      S3_BUCKET: "hatchery-files",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "https://s3.example.org",
      S3_FORCE_PATH_STYLE: "false",
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "key-secret",
      S3_PREFIX: "hatchery/",
    });
    expect(env).toEqual({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: 8080,
      PUBLIC_URL: "https://hatchery.example.org",
      DATA_DIR: "/var/lib/hatchery",
      DATABASE_URL: "postgresql://app:secret@db:5432/hatchery",
      DATABASE_POOL_MAX: 25,
      DATABASE_CONNECT_TIMEOUT_MS: 2000,
      DATABASE_STATEMENT_TIMEOUT_MS: 30_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 60_000,
      SHUTDOWN_GRACE_PERIOD_MS: 25_000,
      SEED_DEMO: false,
      LOG_LEVEL: "silent",
      GA_MEASUREMENT_ID: "G-ABC123",
      TRUST_PROXY: true,
      WEB_DIST_DIR: path.resolve(process.cwd(), "web"),
      CONTENT_DIR: path.resolve(process.cwd(), "writing"),
      AUTH_SECRET: "s".repeat(32),
      SMTP_URL: "smtps://mailer:secret@smtp.example.org:465",
      MAIL_FROM: "Hatchery <hello@hatchery.example.org>",
      ADMIN_EMAILS: ["boss@example.org", "second@example.org"],
      LINKEDIN_CLIENT_ID: "linkedin-id",
      LINKEDIN_CLIENT_SECRET: "linkedin-secret",
      LINKEDIN_DISCOVERY_URL: "http://127.0.0.1:8080/.well-known/openid-configuration",
      RATE_LIMIT_CLEANUP_INTERVAL_MS: 30000,
      REALTIME_MERGE_WINDOW_MS: 5000,
      REALTIME_EVENT_RETENTION_HOURS: 48,
      S3_BUCKET: "hatchery-files",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "https://s3.example.org",
      S3_FORCE_PATH_STYLE: false,
      S3_ACCESS_KEY_ID: "key-id",
      S3_SECRET_ACCESS_KEY: "key-secret",
      S3_PREFIX: "hatchery/",
    });
  });

  it("derives the public URL from the port", () => {
    expect(loadEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
  });

  it("treats empty values as unset", () => {
    const env = loadEnv({ GA_MEASUREMENT_ID: "", DATABASE_URL: "  ", PORT: "" });
    expect(env.GA_MEASUREMENT_ID).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it("ignores variables it does not know", () => {
    expect(loadEnv({ PATH: "/usr/bin", HOME: "/root" }).PORT).toBe(3000);
  });

  it("lists every problem at once, one line per variable", () => {
    const problems = problemsOf({
      NODE_ENV: "staging",
      PORT: "eighty",
      PUBLIC_URL: "ftp://files.example.org",
      DATABASE_URL: "mysql://db/hatchery",
      DATABASE_POOL_MAX: "0",
      DATABASE_CONNECT_TIMEOUT_MS: "0",
      DATABASE_STATEMENT_TIMEOUT_MS: "soon",
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: "1.5",
      SHUTDOWN_GRACE_PERIOD_MS: "-1",
      SEED_DEMO: "sometimes",
      LOG_LEVEL: "loud",
      GA_MEASUREMENT_ID: "UA-12345-1",
      TRUST_PROXY: "2",
    });
    expect(problems).toEqual([
      "NODE_ENV: must be development, test or production",
      "PORT: must be a whole number from 0 to 65535",
      "PUBLIC_URL: must be an http or https URL such as https://hatchery.example.org",
      "DATABASE_URL: must be a PostgreSQL connection URL such as postgres://user:password@host:5432/hatchery",
      "DATABASE_POOL_MAX: must be a whole number from 1 to 1000",
      "DATABASE_CONNECT_TIMEOUT_MS: must be a whole number from 100 to 600000",
      "DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number from 100 to 3600000",
      "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: must be a whole number from 100 to 3600000",
      "SHUTDOWN_GRACE_PERIOD_MS: must be a whole number from 0 to 600000",
      "SEED_DEMO: must be true or false",
      "LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent",
      "GA_MEASUREMENT_ID: must be a Google Analytics 4 measurement ID such as G-ABC123XYZ",
      "TRUST_PROXY: must be true or false",
    ]);
  });

  it("requires an auth secret of at least 32 characters in production", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      "AUTH_SECRET: is required in production: at least 32 random characters",
    ]);
    expect(problemsOf({ AUTH_SECRET: "short" })).toEqual([
      "AUTH_SECRET: must be at least 32 characters long",
    ]);
  });

  it("wants both LinkedIn settings or neither", () => {
    expect(problemsOf({ LINKEDIN_CLIENT_ID: "id" })).toEqual([
      "LINKEDIN_CLIENT_SECRET: must be set together with the other LinkedIn setting, or both left unset",
    ]);
    expect(problemsOf({ LINKEDIN_CLIENT_SECRET: "secret" })).toEqual([
      "LINKEDIN_CLIENT_ID: must be set together with the other LinkedIn setting, or both left unset",
    ]);
  });

  it("wants all three AI feedback settings or none, so written feedback is off by default", () => {
    expect(problemsOf({ AI_BASE_URL: "https://ai.example.org/v1", AI_MODEL: "model" })).toEqual([
      "AI_API_KEY: must be set together with the other AI feedback settings, or all three left unset",
    ]);
    expect(problemsOf({ AI_BASE_URL: "ftp://ai.example.org" })).toContain(
      "AI_BASE_URL: must be an http or https URL such as https://api.example.com/v1",
    );
    const off = loadEnv({});
    expect([off.AI_BASE_URL, off.AI_API_KEY, off.AI_MODEL]).toEqual([undefined, undefined, undefined]);
  });

  it("wants both Stripe secrets or neither", () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_123" })).toEqual([
      "STRIPE_WEBHOOK_SECRET: must be set together with the other Stripe setting, or both left unset",
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: "whsec_123" })).toEqual([
      "STRIPE_SECRET_KEY: must be set together with the other Stripe setting, or both left unset",
    ]);
    const env = loadEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_123" });
    expect(env.STRIPE_SECRET_KEY).toBe("sk_test_123");
    expect(env.STRIPE_WEBHOOK_SECRET).toBe("whsec_123");
    expect(env.STRIPE_API_URL).toBeUndefined();
    const unset = loadEnv({ STRIPE_SECRET_KEY: "", STRIPE_WEBHOOK_SECRET: " " });
    expect(unset.STRIPE_SECRET_KEY).toBeUndefined();
    expect(unset.STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });

  it("wants both S3 keys or neither, a bucket for any other S3 setting, and names S3 can take", () => {
    expect(problemsOf({ S3_BUCKET: "files", S3_ACCESS_KEY_ID: "id" })).toEqual([
      "S3_SECRET_ACCESS_KEY: must be set together with the other S3 key setting, or both left unset",
    ]);
    expect(problemsOf({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toEqual([
      "S3_BUCKET: is needed when S3_ENDPOINT is set: it turns S3 storage on",
    ]);
    expect(problemsOf({ S3_BUCKET: "Files_Here" })).toEqual([
      "S3_BUCKET: must be an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    ]);
    expect(problemsOf({ S3_BUCKET: "files", S3_PREFIX: "../up/" })).toEqual([
      "S3_PREFIX: must be a folder path ending in a slash, such as hatchery/",
    ]);
    const env = loadEnv({ S3_BUCKET: "files" });
    expect([env.S3_REGION, env.S3_FORCE_PATH_STYLE, env.S3_ACCESS_KEY_ID]).toEqual([
      "us-east-1",
      true,
      undefined,
    ]);
  });

  it("recognises Stripe's secrets by their prefixes, so swapped or publishable keys are caught", () => {
    expect(
      problemsOf({
        STRIPE_SECRET_KEY: "pk_live_123",
        STRIPE_WEBHOOK_SECRET: "sk_live_123",
        STRIPE_API_URL: "ftp://127.0.0.1:12111",
      }),
    ).toEqual([
      "STRIPE_SECRET_KEY: must be a Stripe secret key such as sk_live_… or a restricted key rk_live_…",
      "STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret such as whsec_…",
      "STRIPE_API_URL: must be an http or https URL",
    ]);
    expect(
      loadEnv({
        STRIPE_SECRET_KEY: "rk_live_123",
        STRIPE_WEBHOOK_SECRET: "whsec_123",
        STRIPE_API_URL: "http://127.0.0.1:12111",
      }).STRIPE_API_URL,
    ).toBe("http://127.0.0.1:12111");
  });

  it("accepts only smtp and smtps mail server URLs", () => {
    expect(problemsOf({ SMTP_URL: "http://mail.example.org" })).toEqual([
      "SMTP_URL: must be an SMTP URL such as smtps://user:password@smtp.example.org:465",
    ]);
  });

  it("rejects out-of-range and fractional ports", () => {
    expect(problemsOf({ PORT: "70000" })).toEqual(["PORT: must be a whole number from 0 to 65535"]);
    expect(problemsOf({ PORT: "80.5" })).toEqual(["PORT: must be a whole number from 0 to 65535"]);
  });

  it("accepts only an origin as the public URL", () => {
    expect(problemsOf({ PUBLIC_URL: "https://example.org/hatchery" })).toEqual([
      "PUBLIC_URL: must be an origin only (scheme, host and optional port), without a path, query or fragment",
    ]);
  });

  it("never repeats a value in its message, since DATABASE_URL may hold a password", () => {
    const error = (() => {
      try {
        loadEnv({ DATABASE_URL: "mysql://admin:hunter2@db/hatchery" });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(EnvError);
    expect(error?.message).not.toContain("hunter2");
    expect(error?.message).toContain("Invalid environment configuration:\n  - DATABASE_URL:");
  });

  it("documents every variable", () => {
    for (const [name, schema] of Object.entries(envSchema.in.shape)) {
      expect(schema.description, name).toMatch(/\w{3,}/);
    }
  });

  it("lists every variable in the README's configuration table", () => {
    const readme = readFileSync(fileURLToPath(new URL("../../../README.md", import.meta.url)), "utf8");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    for (const name of Object.keys(envSchema.in.shape)) expect(table, name).toContain(`\`${name}\``);
  });
});
