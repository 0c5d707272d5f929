import {
  type ApiIssue,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  endpointUrl,
} from "@hatchery/shared";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
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
  const embedded = method === "GET" ? takeEmbeddedAnswer(path) : undefined;
  if (embedded) return readAnswer(embedded.data, 200, schema);
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
  return readAnswer(data, response.status, schema);
}

function readAnswer<TSchema extends z.ZodType>(
  data: unknown,
  status: number,
  schema: TSchema | undefined,
): z.infer<TSchema> {
  if (!schema) return data as z.infer<TSchema>;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(status, "unexpected_response", UNEXPECTED_ERROR_MESSAGE);
  return parsed.data;
}

/**
 * Marks the elements the server puts a page's first reads into, each naming its address in
 * `data-address` (apps/server/src/lib/web-app.ts): a visitor's page has one at most, a signed-in page
 * one per read it made as the person (the session, the page's own data).
 */
const EMBEDDED_ANSWER_SELECTOR = "script[data-embedded-answer]";

/** The page's address (path and query) as the server answered it, with the embedded answers in it. */
const FIRST_VIEW_ADDRESS = typeof window === "undefined" ? undefined : viewAddress();

function viewAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The answer to `path` that the server put into the page's HTML, the first time the page asks for it: the
 * page then starts with its data instead of waiting for a request. Taken once, only for the exact address
 * it was read for, and only by the first view: once the app has moved to another address, what is left
 * is dropped, and every read asks the server.
 */
function takeEmbeddedAnswer(path: string): { data: unknown } | undefined {
  if (answersForARender) return answersForARender(path);
  if (typeof document === "undefined") return undefined;
  if (viewAddress() !== FIRST_VIEW_ADDRESS) {
    dropEmbeddedAnswers();
    return undefined;
  }
  for (const element of document.querySelectorAll<HTMLScriptElement>(EMBEDDED_ANSWER_SELECTOR)) {
    if (element.dataset.address !== path) continue;
    element.remove();
    try {
      return { data: JSON.parse(element.textContent ?? "") };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Where reads take their answers while a page is rendered with given ones (app/prerender.tsx). */
let answersForARender: ((path: string) => { data: unknown } | undefined) | undefined;

/**
 * Answers reads from `source`, in place of the page's embedded answers, until the returned function
 * undoes it: the server renders a page with the answers it embeds in that page, which the browser's
 * reads then take (takeEmbeddedAnswer), so both render the same page.
 */
export function answerReadsWith(source: (path: string) => { data: unknown } | undefined): () => void {
  answersForARender = source;
  return () => {
    if (answersForARender === source) answersForARender = undefined;
  };
}

/**
 * Forgets the answers no read has taken yet: they were read as the person the page was sent to, and
 * nothing read for one person may answer for another (lib/auth/session.ts drops them with the session).
 */
export function dropEmbeddedAnswers(): void {
  if (typeof document === "undefined") return;
  for (const element of document.querySelectorAll(EMBEDDED_ANSWER_SELECTOR)) element.remove();
}

/** A part of a call: required when the endpoint has it, and when something in it is required. */
type CallPart<Name extends string, Value> = [Value] extends [undefined]
  ? { [Key in Name]?: undefined }
  : Record<string, never> extends Value
    ? { [Key in Name]?: Value }
    : { [Key in Name]: Value };

export type CallApiOptions<E extends Endpoint> = CallPart<"params", EndpointParams<E>> &
  CallPart<"query", EndpointQuery<E>> &
  CallPart<"body", EndpointBody<E>> & {
    signal?: AbortSignal;
    /** Lets the request outlive the page (used for analytics on unload). */
    keepalive?: boolean;
  };

/**
 * Calls an endpoint of the shared contract (packages/shared, `defineEndpoint`): the address is built
 * from its path and the given params and query, the body is sent as JSON (a FormData as is), and the
 * answer is checked against the endpoint's response schema. The only way features call the API.
 *
 * The production build serves the contracts without their schemas (contracts-without-schemas.ts), so
 * there the answer is read as sent: no response schema changes data (endpoint-responses.test.ts in
 * packages/shared), and development and the tests, which load the contracts as written, keep checking it.
 */
export function callApi<const E extends Endpoint>(
  endpoint: E,
  ...[options]: Record<string, never> extends CallApiOptions<E>
    ? [options?: CallApiOptions<E>]
    : [options: CallApiOptions<E>]
): Promise<EndpointResponse<E>> {
  const { params, query, body, signal, keepalive } = (options ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    signal?: AbortSignal;
    keepalive?: boolean;
  };
  return apiRequest(endpointUrl(endpoint, params, query), {
    method: endpoint.method,
    body,
    schema: endpoint.response,
    signal,
    keepalive,
  }) as Promise<EndpointResponse<E>>;
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

/* ---------- Showing a failed call ---------- */

/** Where a form keeps an error that names no field of its own; show it with `FormError`. */
export const FORM_ERROR = "root.server" as const;

/**
 * Which form field an issue of the server's answer belongs to: the names of the form's fields (an issue
 * path such as `["features", 0, "value"]` matches the field `features.0.value`), or a function for a form
 * whose fields are named differently from the request.
 */
export type ServerErrorFields<Values extends FieldValues> =
  | readonly Path<Values>[]
  | ((path: readonly (string | number)[]) => Path<Values> | undefined);

/**
 * Puts the server's error envelope `{ error: { code, message, issues? } }` on a form: each issue under
 * the field it names, focusing the first; when no issue names a field (or the call failed some other
 * way), the message goes to the form's own error area.
 */
export function showServerError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: ServerErrorFields<NoInfer<Values>>,
): void {
  const fieldFor =
    typeof fields === "function" ? fields : (path: readonly (string | number)[]) => matchField(fields, path);
  let placed = false;
  for (const issue of error instanceof ApiError ? error.issues : []) {
    const field = fieldFor(issue.path);
    if (field === undefined) continue;
    setError(field, { type: "server", message: issue.message }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) setError(FORM_ERROR, { type: "server", message: errorMessage(error) });
}

function matchField<Values extends FieldValues>(
  fields: readonly Path<Values>[],
  path: readonly (string | number)[],
): Path<Values> | undefined {
  const name = path.join(".");
  return fields.find((field) => field === name);
}

/** The words to show for a failed call: the server's own, or the one fallback message. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}
