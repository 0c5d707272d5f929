import path from "node:path";
import { fileURLToPath } from "node:url";
import { RATE_LIMIT_CLEANUP_INTERVAL_MS } from "@hatchery/shared";
import { z } from "zod";

/**
 * The built web app sits two levels above this module both from source
 * (apps/server/src) and from the bundle (apps/server/dist).
 */
const DEFAULT_WEB_DIST_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** The repository's `content/` folder, three levels above this module from source and from the bundle. */
export const DEFAULT_CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../content",
);

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const flag = (fallback: boolean) => z.stringbool({ error: "must be true or false" }).default(fallback);

const integer = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` })
    .default(fallback);

/** The OpenID Connect discovery document of LinkedIn's "Sign In with LinkedIn using OpenID Connect". */
export const LINKEDIN_DEFAULT_DISCOVERY_URL =
  "https://www.linkedin.com/oauth/.well-known/openid-configuration";

export const AUTH_SECRET_MIN_LENGTH = 32;

const publicUrl = z
  .url({ protocol: /^https?$/, error: "must be an http or https URL such as https://hatchery.example.org" })
  .refine((value) => {
    const url = URL.parse(value);
    return url !== null && url.pathname === "/" && !url.search && !url.hash;
  }, "must be an origin only (scheme, host and optional port), without a path, query or fragment")
  .transform((value) => new URL(value).origin);

/** Every setting the server reads. Each `.describe()` text is the documentation of that variable. */
export const envSchema = z
  .object({
    NODE_ENV: z
      .enum(["development", "test", "production"], { error: "must be development, test or production" })
      .default("development")
      .describe("Runtime mode. production turns off development conveniences such as pretty logs."),
    HOST: z
      .string()
      .trim()
      .min(1)
      .default("0.0.0.0")
      .describe("Network interface to listen on. 0.0.0.0 listens on every interface."),
    PORT: integer(0, 65535, 3000).describe("TCP port to listen on."),
    PUBLIC_URL: publicUrl
      .optional()
      .describe(
        "Public origin of this installation, used for absolute links such as those in /sitemap.xml. Defaults to http://localhost:PORT.",
      ),
    DATA_DIR: z
      .string()
      .trim()
      .min(1)
      .default("./data")
      .transform((value) => path.resolve(process.cwd(), value))
      .describe(
        "Folder for local data, resolved against the working directory. The embedded database lives in DATA_DIR/pglite.",
      ),
    DATABASE_URL: z
      .url({
        protocol: /^postgres(ql)?$/,
        error: "must be a PostgreSQL connection URL such as postgres://user:password@host:5432/hatchery",
      })
      .optional()
      .describe(
        "PostgreSQL connection URL. When set, the server uses this PostgreSQL server instead of the embedded database.",
      ),
    DATABASE_POOL_MAX: integer(1, 1000, 10).describe(
      "Most connections the server opens to PostgreSQL (only with DATABASE_URL).",
    ),
    DATABASE_CONNECT_TIMEOUT_MS: integer(100, 600_000, 5000).describe(
      "How long opening a PostgreSQL connection, or waiting for a free one in the pool, may take before the request answers 503, in milliseconds (only with DATABASE_URL).",
    ),
    DATABASE_STATEMENT_TIMEOUT_MS: integer(100, 3_600_000, 10_000).describe(
      "Longest a PostgreSQL statement may run before it is canceled and the request answers 503, in milliseconds (only with DATABASE_URL). Migrations at start-up are not limited.",
    ),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: integer(100, 3_600_000, 10_000).describe(
      "Longest PostgreSQL keeps a transaction open while nothing is sent on it before ending the session, in milliseconds (only with DATABASE_URL).",
    ),
    SHUTDOWN_GRACE_PERIOD_MS: integer(0, 600_000, 10_000).describe(
      "How long requests in flight get to finish after SIGTERM or SIGINT before their connections are cut, in milliseconds.",
    ),
    SEED_DEMO: flag(true).describe(
      "Fill an empty installation with demo content on its first start. Set to false for a clean installation.",
    ),
    LOG_LEVEL: z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
      .default("info")
      .describe(
        "Least severe log level written: fatal, error, warn, info, debug, trace, or silent for none.",
      ),
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, { error: "must be a Google Analytics 4 measurement ID such as G-ABC123XYZ" })
      .optional()
      .describe("Google Analytics 4 measurement ID. When unset, no Google Analytics script is served."),
    TRUST_PROXY: flag(false).describe(
      "Set to true behind one reverse proxy: the client address is then the last X-Forwarded-For entry and HTTPS is read from X-Forwarded-Proto.",
    ),
    AUTH_SECRET: z
      .string()
      .min(AUTH_SECRET_MIN_LENGTH, { error: `must be at least ${AUTH_SECRET_MIN_LENGTH} characters long` })
      .optional()
      .describe(
        "Secret that signs session cookies and encrypts two-factor secrets and signing keys; at least 32 random characters (for example `openssl rand -base64 32`). Required in production; elsewhere a generated secret is kept in the database.",
      ),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error: "must be an SMTP URL such as smtps://user:password@smtp.example.org:465",
      })
      .optional()
      .describe(
        "Mail server for verification, password reset and email change messages (smtp:// or smtps://). Unset outside production, mail is kept for /dev/mailbox and logged; unset in production, mail waits in the outbox.",
      ),
    MAIL_FROM: z
      .string()
      .trim()
      .min(3)
      .default("Hatchery <no-reply@localhost>")
      .describe("Sender of the mail Hatchery sends, such as `Hatchery <no-reply@hatchery.example.org>`."),
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .describe(
        "Comma-separated addresses whose accounts get the admin role once the address is verified (at verification or sign-in). How the first administrator is named without a shell.",
      ),
    LINKEDIN_CLIENT_ID: z
      .string()
      .optional()
      .describe("LinkedIn app client ID. With LINKEDIN_CLIENT_SECRET, enables signing in with LinkedIn."),
    LINKEDIN_CLIENT_SECRET: z
      .string()
      .optional()
      .describe("LinkedIn app client secret. With LINKEDIN_CLIENT_ID, enables signing in with LinkedIn."),
    LINKEDIN_DISCOVERY_URL: z
      .url({ protocol: /^https?$/, error: "must be an http or https URL" })
      .default(LINKEDIN_DEFAULT_DISCOVERY_URL)
      .describe(
        "OpenID Connect discovery document of the LinkedIn provider. Change it only to point at a test provider.",
      ),
    AI_BASE_URL: z
      .url({ protocol: /^https?$/, error: "must be an http or https URL such as https://api.example.com/v1" })
      .optional()
      .describe(
        "Base URL of an OpenAI-compatible API (its /chat/completions is called). With AI_API_KEY and AI_MODEL, the interview practice offers written feedback to people who agree to send their answer. Off when unset.",
      ),
    AI_API_KEY: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe("Key for AI_BASE_URL, sent as a bearer token. Set together with AI_BASE_URL and AI_MODEL."),
    AI_MODEL: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe("Model name asked of AI_BASE_URL. Set together with AI_BASE_URL and AI_API_KEY."),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_\S+$/, {
        error: "must be a Stripe secret key such as sk_live_… or a restricted key rk_live_…",
      })
      .optional()
      .describe(
        "Stripe secret API key. With STRIPE_WEBHOOK_SECRET, subscriptions are paid through Stripe Checkout instead of the built-in test checkout.",
      ),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\S+$/, { error: "must be a Stripe webhook signing secret such as whsec_…" })
      .optional()
      .describe(
        "Signing secret of the Stripe webhook endpoint /api/payments/stripe/webhook. Set together with STRIPE_SECRET_KEY.",
      ),
    STRIPE_API_URL: z
      .url({ protocol: /^https?$/, error: "must be an http or https URL" })
      .optional()
      .describe(
        "Address of the Stripe API. Leave unset; change it only to point at a test stand-in of Stripe.",
      ),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: "must be an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
      })
      .optional()
      .describe(
        "S3 bucket for uploaded files (avatars, logos). When set, uploads are stored there instead of DATA_DIR/uploads; needed when several instances run behind a load balancer.",
      ),
    S3_REGION: z.string().trim().min(1).default("us-east-1").describe("Region of the S3 bucket."),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: "must be an http or https URL such as https://s3.example.org" })
      .optional()
      .describe(
        "Address of an S3-compatible service (MinIO, Cloudflare R2, Ceph…). Leave unset for Amazon S3.",
      ),
    S3_FORCE_PATH_STYLE: flag(true).describe(
      "Address objects as ENDPOINT/BUCKET/KEY (path style), as most S3-compatible services expect; false for virtual-hosted style (BUCKET.ENDPOINT/KEY).",
    ),
    S3_ACCESS_KEY_ID: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe(
        "Access key of the S3 bucket. With S3_SECRET_ACCESS_KEY; both unset, the AWS SDK's own credential chain is used (for example an instance role).",
      ),
    S3_SECRET_ACCESS_KEY: z
      .string()
      .trim()
      .min(1)
      .optional()
      .describe("Secret key of the S3 bucket. Set together with S3_ACCESS_KEY_ID."),
    S3_PREFIX: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)+$/, {
        error: "must be a folder path ending in a slash, such as hatchery/",
      })
      .optional()
      .describe("Folder inside the bucket for this installation's files, such as `hatchery/`."),
    RATE_LIMIT_CLEANUP_INTERVAL_MS: integer(1000, 86_400_000, RATE_LIMIT_CLEANUP_INTERVAL_MS).describe(
      "How often expired rate-limit counters are deleted, in milliseconds.",
    ),
    REALTIME_MERGE_WINDOW_MS: integer(100, 3_600_000, 2000).describe(
      "How long a burst of reaction changes to one chat message or feed post is merged into one live update, in milliseconds: the first change is sent at once, the rest together at the window's end.",
    ),
    REALTIME_EVENT_RETENTION_HOURS: integer(1, 720, 24).describe(
      "How long realtime events stay in the log, in hours. A browser away longer than this refetches its data instead of replaying the events it missed.",
    ),
    WEB_DIST_DIR: z
      .string()
      .trim()
      .min(1)
      .transform((value) => path.resolve(process.cwd(), value))
      .default(DEFAULT_WEB_DIST_DIR)
      .describe(
        "Folder of the built web app (resolved against the working directory). Defaults to apps/web/dist.",
      ),
    CONTENT_DIR: z
      .string()
      .trim()
      .min(1)
      .transform((value) => path.resolve(process.cwd(), value))
      .default(DEFAULT_CONTENT_DIR)
      .describe(
        "Folder of the written content (library articles, lessons, questions), loaded into the database at start when a file changed (resolved against the working directory). Defaults to the repository's content folder.",
      ),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: `is required in production: at least ${AUTH_SECRET_MIN_LENGTH} random characters`,
      });
    }
    if (Boolean(env.LINKEDIN_CLIENT_ID) !== Boolean(env.LINKEDIN_CLIENT_SECRET)) {
      const missing = env.LINKEDIN_CLIENT_ID ? "LINKEDIN_CLIENT_SECRET" : "LINKEDIN_CLIENT_ID";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set together with the other LinkedIn setting, or both left unset",
      });
    }
    const aiSettings = ["AI_BASE_URL", "AI_API_KEY", "AI_MODEL"] as const;
    const aiSet = aiSettings.filter((name) => env[name] !== undefined);
    if (aiSet.length > 0 && aiSet.length < aiSettings.length) {
      const missing = aiSettings.find((name) => env[name] === undefined) ?? "AI_BASE_URL";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set together with the other AI feedback settings, or all three left unset",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      const missing = env.STRIPE_SECRET_KEY ? "STRIPE_WEBHOOK_SECRET" : "STRIPE_SECRET_KEY";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set together with the other Stripe setting, or both left unset",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set together with the other S3 key setting, or both left unset",
      });
    }
    const s3Settings = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_PREFIX"] as const;
    const strayS3Setting = s3Settings.find((name) => env[name] !== undefined);
    if (!env.S3_BUCKET && strayS3Setting) {
      context.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: `is needed when ${strayS3Setting} is set: it turns S3 storage on`,
      });
    }
  })
  .transform((env) => ({ ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` }));

export type Env = z.output<typeof envSchema>;
export type EnvInput = z.input<typeof envSchema>;

/** Thrown by `loadEnv` with one readable line per problem, so every mistake is fixed in one go. */
export class EnvError extends Error {
  override readonly name = "EnvError";
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

/**
 * Reads and validates the settings. Empty values count as unset, as `.env`
 * files and container definitions often write `NAME=` for "not configured".
 * Values never appear in the problems: DATABASE_URL can hold a password.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.in.shape)) {
    const value = source[key]?.trim();
    if (value) relevant[key] = value;
  }
  const result = envSchema.safeParse(relevant);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
}

/** Start-up helper: prints every problem and stops the process instead of running misconfigured. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
