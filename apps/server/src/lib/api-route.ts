import {
  apiErrorBodySchema,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointResult,
} from "@hatchery/shared";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { AppEnv } from "./context";
import { AppError, validationError } from "./errors";
import { RATE_LIMITED_MESSAGE, type RateLimitRule } from "./rate-limit";
import { assertUsableFields, MAX_JSON_DEPTH, parseJsonRequestText } from "./request-text";

type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export interface ApiResponseSpec {
  description: string;
  /** JSON body schema; omit for empty or non-JSON bodies. */
  schema?: z.ZodType;
  /** Defaults to application/json when a schema is given. */
  contentType?: string;
}

export interface ApiInput<TBody, TQuery, TParams> {
  body: TBody;
  query: TQuery;
  params: TParams;
}

/**
 * One registered API route, as `defineEndpointRoute` builds it from a shared contract: validated at the
 * edge and published in /api/openapi.json. Routes are only added that way, so neither the document nor
 * the web's calls can drift from the code.
 */
export interface ApiRouteDefinition<TBody = unknown, TQuery = unknown, TParams = unknown> {
  method: HttpMethod;
  /** Hono path syntax (`/api/teams/:slug`). */
  path: string;
  summary: string;
  tags: readonly string[];
  /** Runs before the body is read, for cheap rejections. */
  middleware?: readonly MiddlewareHandler<AppEnv>[];
  /**
   * Requests allowed per client address (lib/rate-limit.ts), counted after `middleware` and before the
   * body is read, so invalid requests use up the allowance too. Over it: 429 with Retry-After.
   */
  rateLimit?: RateLimitRule;
  body?: {
    schema: z.ZodType<TBody>;
    /**
     * Content types accepted for the JSON text of the body (default application/json).
     * Anything else is answered with 415.
     */
    contentTypes?: readonly string[];
  };
  /**
   * A multipart/form-data upload that the handler streams itself with its own size limit
   * (lib/storage/multipart-upload.ts): the app-wide JSON body limit does not apply to it.
   */
  upload?: { field: string };
  query?: z.ZodType<TQuery>;
  params?: z.ZodType<TParams>;
  /** Success and route-specific error responses; the common error responses are added for you. */
  responses: Record<number, ApiResponseSpec>;
  handler(c: Context<AppEnv>, input: ApiInput<TBody, TQuery, TParams>): Response | Promise<Response>;
}

export type ApiRoute = ApiRouteDefinition;

/** A route of a shared endpoint contract: everything but the contract itself. */
export interface EndpointRouteOptions<E extends Endpoint> {
  summary: string;
  tags: readonly string[];
  /** What a success means, for the OpenAPI document. */
  success: string;
  /** The content type of a success without a response schema (an image, text). */
  successContentType?: string;
  middleware?: readonly MiddlewareHandler<AppEnv>[];
  rateLimit?: RateLimitRule;
  /** Content types accepted for the JSON text of the body (default application/json). */
  bodyContentTypes?: readonly string[];
  /** Route-specific error answers; the common ones are added for you. */
  errors?: Record<number, ApiResponseSpec>;
  /**
   * The status of a checked answer, for an endpoint that answers other statuses with the same body (the
   * health check's 503 while the database is down); list those in `errors`. Default: the endpoint's.
   */
  statusOf?(answer: EndpointResponse<E>): ContentfulStatusCode;
  /**
   * With a response schema, returns the answer's data: it is checked against the contract and sent
   * with the endpoint's status. Without one, returns the Response itself, or nothing for an empty answer.
   */
  handler(
    c: Context<AppEnv>,
    input: EndpointInput<E>,
  ): E["response"] extends z.ZodType
    ? EndpointResult<E> | Promise<EndpointResult<E>>
    : // An empty answer's handler may simply end, without a return.
      Response | undefined | Promise<Response | undefined> | Promise<void>;
}

/**
 * Registers a shared endpoint contract (packages/shared, `defineEndpoint`). The handler is type-checked
 * against the contract's response, and every answer is checked against it at run time too, so neither
 * the web nor the OpenAPI document can be told one shape and sent another; fields the contract does not
 * name are not sent.
 */
export function defineEndpointRoute<const E extends Endpoint>(
  endpoint: E,
  options: EndpointRouteOptions<E>,
): ApiRoute {
  const { response, status } = endpoint;
  return {
    method: endpoint.method.toLowerCase() as HttpMethod,
    path: endpoint.path,
    summary: options.summary,
    tags: options.tags,
    middleware: options.middleware,
    rateLimit: options.rateLimit,
    upload: endpoint.upload,
    params: endpoint.params,
    query: endpoint.query,
    body: endpoint.body && { schema: endpoint.body, contentTypes: options.bodyContentTypes },
    responses: {
      ...options.errors,
      [status]: { description: options.success, schema: response, contentType: options.successContentType },
    },
    handler: async (c, input) => {
      const parsed = {
        ...input,
        params: input.params ?? c.req.param(),
      } as EndpointInput<E>;
      const result: unknown = await options.handler(c, parsed);
      if (!response) return result instanceof Response ? result : c.body(null, status);
      const checked = response.safeParse(result);
      if (!checked.success) {
        throw new Error(
          `${endpoint.method} ${endpoint.path} answered outside its contract: ${checked.error.message}`,
        );
      }
      const data = checked.data as EndpointResponse<E>;
      // A 204 has no body by definition; the contract gives it no response schema.
      return c.json(data as object, options.statusOf?.(data) ?? (status as 200 | 201 | 202));
    },
  };
}

export function apiErrorResponse(description: string): ApiResponseSpec {
  return { description, schema: apiErrorBodySchema };
}

const JSON_CONTENT_TYPE = "application/json";

async function readInput(c: Context<AppEnv>, route: ApiRoute): Promise<ApiInput<unknown, unknown, unknown>> {
  const rawParams = c.req.param();
  assertUsableFields(rawParams);
  // The body is read first, so a body nested too deep is the one 400 whatever the address says.
  const json = route.body ? await readJsonBody(c, route.body.contentTypes ?? [JSON_CONTENT_TYPE]) : undefined;
  const params = route.params ? parseOrThrow(route.params, rawParams) : undefined;
  let query: unknown;
  if (route.query) {
    const rawQuery = c.req.query();
    assertUsableFields(rawQuery);
    query = parseOrThrow(route.query, rawQuery);
  }
  if (!route.body) return { body: undefined, query, params };
  return { body: parseOrThrow(route.body.schema, json), query, params };
}

async function readJsonBody(c: Context<AppEnv>, accepted: readonly string[]): Promise<unknown> {
  const contentType = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!accepted.includes(contentType)) {
    throw new AppError("unsupported_media_type", `Send the request body as ${accepted.join(" or ")}.`);
  }
  return parseJsonRequestText(await c.req.text());
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export interface MountOptions {
  /** The middleware that enforces a route's `rateLimit` (lib/rate-limit.ts `limitPerClient`). */
  limitRate(rule: RateLimitRule): MiddlewareHandler<AppEnv>;
}

export function mountApiRoutes(app: Hono<AppEnv>, routes: readonly ApiRoute[], options: MountOptions): void {
  for (const route of routes) {
    const handler: MiddlewareHandler<AppEnv> = async (c) => route.handler(c, await readInput(c, route));
    const middleware = [...(route.middleware ?? [])];
    if (route.rateLimit) middleware.push(options.limitRate(route.rateLimit));
    app.on(route.method.toUpperCase(), [route.path], ...middleware, handler);
  }
}

/** Methods registered for a path, to answer 405 (rather than 404) for a known path. */
export function allowedMethods(routes: readonly ApiRoute[], pathname: string): string[] {
  const methods = routes
    .filter((route) => pathPattern(route.path).test(pathname))
    .map((route) => route.method.toUpperCase());
  if (methods.includes("GET")) methods.push("HEAD");
  return [...new Set(methods)];
}

/** The patterns of the routes' paths, built once each: every request with a body asks. */
const pathPatterns = new Map<string, RegExp>();

function pathPattern(path: string): RegExp {
  let pattern = pathPatterns.get(path);
  if (!pattern) {
    const source = path
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    pattern = new RegExp(`^${source}$`);
    pathPatterns.set(path, pattern);
  }
  return pattern;
}

type JsonObject = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonObject {
  // draft 2020-12 is the JSON Schema dialect of OpenAPI 3.1.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  });
  return rest;
}

/** The shared error body is described once, under components. */
function schemaOrRef(schema: z.ZodType, io: "input" | "output"): JsonObject {
  return schema === apiErrorBodySchema ? { $ref: "#/components/schemas/ApiError" } : toJsonSchema(schema, io);
}

function objectFields(schema: z.ZodType | undefined): [string, z.ZodType][] {
  return schema instanceof z.ZodObject ? Object.entries(schema.shape as Record<string, z.ZodType>) : [];
}

function parametersOf(route: ApiRoute): JsonObject[] {
  const pathFields = new Map(objectFields(route.params));
  const pathParameters = route.path
    .split("/")
    .filter((segment) => segment.startsWith(":"))
    .map((segment) => {
      const name = segment.slice(1);
      const field = pathFields.get(name);
      return {
        name,
        in: "path",
        required: true,
        schema: field ? toJsonSchema(field, "input") : { type: "string" },
      };
    });
  const queryParameters = objectFields(route.query).map(([name, field]) => ({
    name,
    in: "query",
    required: !field.safeParse(undefined).success,
    schema: toJsonSchema(field, "input"),
  }));
  return [...pathParameters, ...queryParameters];
}

function responsesOf(route: ApiRoute): JsonObject {
  const responses: Record<number, ApiResponseSpec> = { ...route.responses };
  if (route.upload) {
    responses[413] ??= apiErrorResponse("The file is too large.");
    responses[415] ??= apiErrorResponse("The file type is not allowed.");
  }
  if (route.body) {
    responses[400] ??= apiErrorResponse(
      `The body is not valid JSON, or nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep.`,
    );
    responses[413] ??= apiErrorResponse("The body is too large.");
    responses[415] ??= apiErrorResponse("The body has an unsupported content type.");
  }
  if (route.rateLimit) {
    responses[429] ??= apiErrorResponse(
      `${route.rateLimit.message ?? RATE_LIMITED_MESSAGE} See Retry-After.`,
    );
  }
  if (route.body || route.upload || route.query || route.params) {
    responses[422] ??= apiErrorResponse("The input is invalid; `issues` lists each problem.");
  }
  responses[500] ??= apiErrorResponse("An unexpected error occurred.");
  return Object.fromEntries(
    Object.entries(responses).map(([status, spec]) => {
      const contentType = spec.contentType ?? (spec.schema ? JSON_CONTENT_TYPE : undefined);
      const schema = spec.schema
        ? schemaOrRef(spec.schema, "output")
        : { type: contentType === JSON_CONTENT_TYPE ? "object" : "string" };
      return [
        status,
        { description: spec.description, ...(contentType ? { content: { [contentType]: { schema } } } : {}) },
      ];
    }),
  );
}

function requestBodyOf(route: ApiRoute): JsonObject | undefined {
  if (route.upload) {
    const { field } = route.upload;
    const schema = {
      type: "object",
      required: [field],
      properties: { [field]: { type: "string", format: "binary" } },
    };
    return { required: true, content: { "multipart/form-data": { schema } } };
  }
  const body = route.body;
  if (!body) return undefined;
  return {
    required: true,
    content: Object.fromEntries(
      (body.contentTypes ?? [JSON_CONTENT_TYPE]).map((type) => [
        type,
        { schema: toJsonSchema(body.schema, "input") },
      ]),
    ),
  };
}

function operationOf(route: ApiRoute): JsonObject {
  const parameters = parametersOf(route);
  const requestBody = requestBodyOf(route);
  return {
    summary: route.summary,
    tags: route.tags,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route),
  };
}

/** The OpenAPI 3.1 document of the given routes. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], info: { version: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of routes) {
    const openApiPath = route.path.replace(/:(\w+)/g, "{$1}");
    paths[openApiPath] = { ...paths[openApiPath], [route.method]: operationOf(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Hatchery API",
      version: info.version,
      description:
        'Every failure answers `{ "error": { "code", "message", "issues"? } }` with the status tied to its code.',
    },
    paths,
    components: { schemas: { ApiError: toJsonSchema(apiErrorBodySchema, "output") } },
  };
}
