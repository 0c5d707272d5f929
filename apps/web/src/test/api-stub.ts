import type { ApiIssue } from "@hatchery/shared";
import { vi } from "vitest";

export interface StubRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** A JSON answer, or a connection that fails before any answer arrives. */
export type StubReply = { status: number; body?: unknown } | { networkError: true };
type StubHandler = StubReply | ((request: StubRequest) => StubReply);

export const reply = (status: number, body?: unknown): StubReply => ({ status, body });
/** The API's error envelope; `issues` name the fields a 422 refused. */
export const apiError = (status: number, code: string, message: string, issues?: ApiIssue[]): StubReply =>
  reply(status, { error: issues ? { code, message, issues } : { code, message } });
export const networkError = (): StubReply => ({ networkError: true });

/**
 * Replaces `fetch` (the network boundary under `apiRequest`) with answers keyed by "METHOD /path".
 * A request nobody answers gets a 404 in the API's error format, as an unknown route would.
 */
export function stubApi(initial: Record<string, StubHandler> = {}) {
  const handlers = new Map(Object.entries(initial));
  const requests: StubRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? JSON.parse(init.body) : init.body;
    const request = { method, path: url.pathname, search: url.search, body };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`) ?? apiError(404, "not_found", "Not found");
    const answer = typeof handler === "function" ? handler(request) : handler;
    if ("networkError" in answer) throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    requests,
    /** Changes the answer for one "METHOD /path" from now on. */
    on(key: string, handler: StubHandler) {
      handlers.set(key, handler);
    },
    /** The requests made to one "METHOD /path". */
    calls(key: string) {
      return requests.filter((request) => `${request.method} ${request.path}` === key);
    },
  };
}
