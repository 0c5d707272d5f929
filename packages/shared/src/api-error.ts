import { z } from "zod";

/** Machine-readable error codes, each tied to one HTTP status. */
export const API_ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** Something that existed is no longer usable (an expired, used up or revoked invite link). */
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;
export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The one error body every API failure uses: `{ "error": { code, message, issues? } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z
      .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
      .optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type ApiIssue = NonNullable<ApiErrorBody["error"]["issues"]>[number];

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptimeSeconds: z.number(),
  /** not_migrated: the database answers but lacks this version's schema (restored or recreated empty). */
  database: z.enum(["ok", "unreachable", "not_migrated"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** First-party page views (SPEC §1 analytics tracker). */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;
export const pageViewSchema = z.object({
  path: z.string().trim().min(1).max(2048).startsWith("/").regex(NO_CONTROL_CHARACTERS),
  referrer: z.string().trim().max(2048).regex(NO_CONTROL_CHARACTERS).optional().default(""),
  visitorId: z.string().uuid(),
});
export type PageViewInput = z.input<typeof pageViewSchema>;
