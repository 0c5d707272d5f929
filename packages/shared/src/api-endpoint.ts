import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One API endpoint's contract (docs/decisions/016-typed-api-contract.md): its method and path, the
 * schemas of its path parameters, query and JSON body, and its success status with the schema of its
 * JSON answer. The server registers and validates the endpoint from it (and publishes it in
 * /api/openapi.json); the web calls it through `callApi`, typed and checked by the same schemas.
 *
 * This file imports zod's types only: a page that needs an endpoint's address alone does not load the
 * schema library.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Hono path syntax: `/api/incubators/:slug`. */
  path: `/api/${string}`;
  /** Without it, each `:name` of the path is any non-empty text. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data upload with the file in this field, instead of a JSON body. */
  upload?: { field: string };
  /** The status of a success. */
  status: 200 | 201 | 202 | 204;
  /** The JSON body of a success; none for an empty or non-JSON answer. */
  response?: z.ZodType;
}

/** Keeps the endpoint's literal types (path, method, schemas) for the types below. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What the caller fills the path with. */
export type EndpointParams<E extends Endpoint> = E["params"] extends z.ZodType
  ? z.input<E["params"]>
  : [PathParamNames<E["path"]>] extends [never]
    ? undefined
    : { [Name in PathParamNames<E["path"]>]: string };
export type EndpointQuery<E extends Endpoint> = InputOf<E["query"]>;
export type EndpointBody<E extends Endpoint> = E["upload"] extends { field: string }
  ? FormData
  : InputOf<E["body"]>;
/** What a successful call answers, as the web reads it. */
export type EndpointResponse<E extends Endpoint> = OutputOf<E["response"]>;

/** The parsed input the server hands the endpoint's handler. */
export interface EndpointInput<E extends Endpoint> {
  params: E["params"] extends z.ZodType ? z.output<E["params"]> : EndpointParams<E>;
  query: OutputOf<E["query"]>;
  body: OutputOf<E["body"]>;
}

/** What the server's handler returns for a success: the answer's JSON before it is checked. */
export type EndpointResult<E extends Endpoint> = InputOf<E["response"]>;

/**
 * The endpoint's address: each `:name` of the path replaced by its value, encoded, and the query's
 * defined values appended.
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, "path">,
  params?: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, string | number | boolean | null | undefined>>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const queryText = search.toString();
  return queryText ? `${path}?${queryText}` : path;
}
