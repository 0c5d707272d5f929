import type { ApiIssue } from "@hatchery/shared";
import type { z } from "zod";

/** Every failed API call surfaces as this error, carrying the server's code and words. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
  ) {
    super(message);
  }
}

const NETWORK_ERROR_MESSAGE = "We couldn't reach the server. Check your connection and try again.";
/** The one message for a failure the server did not explain. */
export const UNEXPECTED_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

export interface ApiRequestOptions<TSchema extends z.ZodType> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON unless it is already a FormData or Blob. */
  body?: unknown;
  /** Validates the response; without it the body is returned as unknown. */
  schema?: TSchema;
  signal?: AbortSignal;
  /** Lets the request outlive the page (used for analytics on unload). */
  keepalive?: boolean;
  headers?: Record<string, string>;
}

/**
 * The only place in the web app that calls `fetch`. Sends cookies, encodes JSON,
 * and turns every non-2xx answer into an `ApiError` with the server's message.
 */
export async function apiRequest<TSchema extends z.ZodType = z.ZodUnknown>(
  path: string,
  options: ApiRequestOptions<TSchema> = {},
): Promise<z.infer<TSchema>> {
  const { method = "GET", body, schema, signal, keepalive, headers = {} } = options;
  const isRawBody = body instanceof FormData || body instanceof Blob;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      signal,
      keepalive,
      headers: {
        Accept: "application/json",
        ...(body !== undefined && !isRawBody ? { "Content-Type": "application/json" } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isRawBody ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text();
  const data: unknown = text ? safeJsonParse(text) : undefined;

  if (!response.ok) {
    const body = readErrorBody(data);
    if (body) throw new ApiError(response.status, body.code, body.message, body.issues);
    throw new ApiError(response.status, "unexpected_response", UNEXPECTED_ERROR_MESSAGE);
  }
  if (!schema) return data as z.infer<TSchema>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, "unexpected_response", UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}

/**
 * Reads the error envelope that `apiErrorBodySchema` (in @hatchery/shared) describes, without the
 * schema: this module is on the first page's critical path, and the schema library would add about
 * 24 KB gzip to it just to read error bodies. api-client.test.ts holds the two to the same shape.
 */
function readErrorBody(data: unknown): { code: string; message: string; issues: ApiIssue[] } | undefined {
  if (!isRecord(data) || !isRecord(data.error)) return undefined;
  const { code, message, issues } = data.error;
  if (typeof code !== "string" || typeof message !== "string") return undefined;
  if (issues !== undefined && !(Array.isArray(issues) && issues.every(isIssue))) return undefined;
  return { code, message, issues: issues ?? [] };
}

function isIssue(value: unknown): value is ApiIssue {
  return (
    isRecord(value) &&
    typeof value.message === "string" &&
    Array.isArray(value.path) &&
    value.path.every((segment) => typeof segment === "string" || typeof segment === "number")
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function safeJsonParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Plain-text endpoints (such as the analytics script) go through the same error handling. */
export async function apiRequestText(path: string, signal?: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: "same-origin", signal });
  } catch {
    throw new ApiError(0, "network_error", NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw new ApiError(response.status, "unexpected_response", UNEXPECTED_ERROR_MESSAGE);
  return response.text();
}
