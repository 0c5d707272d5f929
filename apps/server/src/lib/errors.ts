import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode, type ApiIssue } from "@hatchery/shared";
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "pino";
import type { ZodError } from "zod";
import { isDatabaseUnavailableError, isUnstorableCharacterError } from "./db-errors";

export const INTERNAL_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";
/** The answer when text reaches the database with characters it cannot hold (such as a NUL byte). */
export const UNSTORABLE_CHARACTERS_MESSAGE = "The request contains characters that cannot be stored.";
/** The answer when the database cannot be reached or does not answer in time. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The database is not answering right now. Please try again in a few moments.";

/** Words used when an error carries no message of its own (HTTPException from a middleware). */
const DEFAULT_MESSAGES: Record<ApiErrorCode, string> = {
  bad_request: "The request could not be understood.",
  unauthenticated: "Please sign in to continue.",
  forbidden: "You do not have permission to do this.",
  not_found: "The requested resource was not found.",
  method_not_allowed: "This method is not allowed here.",
  conflict: "The request conflicts with the current state.",
  gone: "This is no longer available.",
  payload_too_large: "The request body is too large.",
  unsupported_media_type: "The request body has an unsupported content type.",
  validation_failed: "Some fields are invalid.",
  rate_limited: "Too many requests. Please slow down.",
  internal: INTERNAL_ERROR_MESSAGE,
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
};

/** The error services and routes throw; `onError` turns it into the one error body. */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ApiErrorCode,
    message: string = DEFAULT_MESSAGES[code],
    readonly issues?: ApiIssue[],
    /** Extra response headers, such as Retry-After on `rate_limited`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = API_ERROR_STATUS[code];
  }
}

export function validationError(error: ZodError): AppError {
  return new AppError(
    "validation_failed",
    DEFAULT_MESSAGES.validation_failed,
    error.issues.map((issue) => ({
      path: issue.path.map((part) => (typeof part === "number" ? part : String(part))),
      message: issue.message,
    })),
  );
}

export function errorBody(code: ApiErrorCode, message: string, issues?: ApiIssue[]): ApiErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

export function errorResponse(c: Context, error: AppError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(errorBody(error.code, error.message, error.issues), error.status);
}

const CODE_BY_STATUS = new Map<number, ApiErrorCode>(
  Object.entries(API_ERROR_STATUS).map(([code, status]) => [status, code as ApiErrorCode]),
);

/**
 * The single `onError`: known errors keep their status and words; anything
 * else becomes a 500 whose details (stack, SQL) stay in the server log.
 * Text the database refuses for its characters is the client's input, not a
 * failure of the server: a 422, wherever a check before the query missed it. A database that cannot
 * be reached or does not answer in time is a 503, so clients and load balancers retry later.
 */
export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof AppError) {
      // An AppError that stands in for a failure (its `cause`) answers with its own words; the
      // failure itself belongs in the log.
      if (error.cause !== undefined) {
        logger.error({ err: error.cause, reqId: c.get("requestId"), path: c.req.path }, error.message);
      }
      return errorResponse(c, error);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const code = CODE_BY_STATUS.get(error.status) ?? "bad_request";
      return errorResponse(c, new AppError(code, error.message || DEFAULT_MESSAGES[code]));
    }
    if (isUnstorableCharacterError(error)) {
      // Logged: each one is input that a check of its own should have refused with clearer words.
      logger.warn({ err: error, reqId: c.get("requestId"), path: c.req.path }, "unstorable characters");
      return errorResponse(c, new AppError("validation_failed", UNSTORABLE_CHARACTERS_MESSAGE));
    }
    if (isDatabaseUnavailableError(error)) {
      // Not the request's fault and not a bug: the database is down, stalled or overloaded.
      logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "database unavailable");
      return errorResponse(c, new AppError("unavailable", DATABASE_UNAVAILABLE_MESSAGE));
    }
    logger.error({ err: error, reqId: c.get("requestId"), path: c.req.path }, "request failed");
    // A server-side failure keeps a known status (503), never its message: it may describe internals.
    const code =
      error instanceof HTTPException ? (CODE_BY_STATUS.get(error.status) ?? "internal") : "internal";
    return errorResponse(c, new AppError(code));
  };
}
